import { useEffect, useState } from 'react';

/** How long a view waits for the browser to be idle before it goes on anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * True once the browser has had an idle moment since the view mounted (or
 * IDLE_TIMEOUT_MS has passed): what a view offers beside its widgets (the
 * header's tools, edit mode) loads then, rather than competing with the
 * first screen of widgets for the page's one thread.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    const done = () => setIdle(true);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(done, IDLE_TIMEOUT_MS);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, [idle]);
  return idle;
}
