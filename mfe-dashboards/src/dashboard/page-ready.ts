import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §4 and §9: printing sets the page ready this long after all visible widgets are revealed. */
const PAGE_READY_DELAY_MS = 1500;
/** A User Timing mark at the moment the last widget was revealed, for measurements. */
const WIDGETS_REVEALED_MARK = 'pulseboard:widgets-revealed';

declare global {
  interface Window {
    /** The print view's ready signal: false while widgets load, true once the page can be captured. */
    __PULSEBOARD_READY__?: boolean;
  }
}

/**
 * The print view's ready signal for the PDF renderer. Widgets report
 * themselves revealed (final content drawn: data, a data error or a
 * failure); once every expected one has, the page becomes ready after
 * PAGE_READY_DELAY_MS: `window.__PULSEBOARD_READY__ = true`, and `ready`
 * for the screen's `data-ready` attribute. `widgetIds` must keep its identity while the widgets do.
 */
export function usePageReady(widgetIds: readonly string[], enabled: boolean) {
  const revealed = useRef(new Set<string>());
  const [allRevealed, setAllRevealed] = useState(false);
  const [ready, setReady] = useState(false);

  const check = useCallback(() => {
    if (widgetIds.every((id) => revealed.current.has(id))) setAllRevealed(true);
  }, [widgetIds]);
  const reveal = useCallback(
    (widgetId: string) => {
      revealed.current.add(widgetId);
      check();
    },
    [check],
  );

  // A dashboard with nothing to show is revealed as soon as it is.
  useEffect(() => {
    if (enabled) check();
  }, [enabled, check]);

  useEffect(() => {
    if (!enabled) return undefined;
    window.__PULSEBOARD_READY__ = false;
    if (!allRevealed) return undefined;
    performance.mark(WIDGETS_REVEALED_MARK);
    const timer = setTimeout(() => {
      window.__PULSEBOARD_READY__ = true;
      setReady(true);
    }, PAGE_READY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, allRevealed]);

  return { reveal, ready };
}
