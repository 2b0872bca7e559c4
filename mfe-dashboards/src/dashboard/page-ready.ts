import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §4 and §9: printing sets the page ready this long after all visible widgets are revealed. */
const PAGE_READY_DELAY_MS = 1500;
/** A User Timing mark at the moment the last widget was revealed, for measurements. */
const WIDGETS_REVEALED_MARK = 'pulseboard:widgets-revealed';
/** A User Timing mark per widget revealed, in every view, its id as the detail: what a benchmark of the interactive view reads. */
const WIDGET_REVEALED_MARK = 'pulseboard:widget-revealed';

declare global {
  interface Window {
    /** The print view's ready signal: false while widgets load, true once the page can be captured. */
    __PULSEBOARD_READY__?: boolean;
  }
}

/**
 * Resolves once what the widgets drew is on the page as it will print: web
 * fonts loaded, images decoded (a logo, a text card's picture) and one frame
 * painted after them. Charts draw synchronously without animation in print,
 * so nothing else is pending once every widget is revealed.
 */
async function settledDrawing(): Promise<void> {
  await document.fonts?.ready;
  await Promise.all([...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * The print view's signals. Widgets report themselves revealed (final
 * content drawn: data, a data error or a failure); once every expected one
 * has:
 * - `drawn` turns true as soon as fonts and images have settled: the exact
 *   signal the product's own PDF renderer waits for (`data-drawn`);
 * - `ready` turns true PAGE_READY_DELAY_MS later, with
 *   `window.__PULSEBOARD_READY__ = true`: the documented signal for outside
 *   consumers (`data-ready`).
 * `widgetIds` must keep its identity while the widgets do.
 */
export function usePageReady(widgetIds: readonly string[], enabled: boolean) {
  const revealed = useRef(new Set<string>());
  const [allRevealed, setAllRevealed] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const [ready, setReady] = useState(false);

  const marked = useRef(false);
  const check = useCallback(() => {
    if (!enabled || !widgetIds.every((id) => revealed.current.has(id))) return;
    // Marked as the last widget reports, not in the effect after the render this causes: a frame may be painted in between.
    if (!marked.current) performance.mark(WIDGETS_REVEALED_MARK);
    marked.current = true;
    setAllRevealed(true);
  }, [enabled, widgetIds]);
  const reveal = useCallback(
    (widgetId: string) => {
      if (!revealed.current.has(widgetId)) performance.mark(WIDGET_REVEALED_MARK, { detail: widgetId });
      revealed.current.add(widgetId);
      check();
    },
    [check],
  );

  // A dashboard with nothing to show is revealed as soon as it is.
  useEffect(check, [check]);

  useEffect(() => {
    if (!enabled) return undefined;
    window.__PULSEBOARD_READY__ = false;
    if (!allRevealed) return undefined;
    let current = true;
    void settledDrawing().then(() => current && setDrawn(true));
    const timer = setTimeout(() => {
      window.__PULSEBOARD_READY__ = true;
      setReady(true);
    }, PAGE_READY_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [enabled, allRevealed]);

  return { reveal, drawn, ready };
}
