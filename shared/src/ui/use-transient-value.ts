import { useCallback, useEffect, useState } from 'react';

/**
 * A value that shows for `durationMs` and then goes back to null: feedback
 * such as "Copied" or "Done". Showing it again restarts the clock, because
 * each call stores a fresh box and the timer effect keys on that box.
 */
export function useTransientValue<T>(durationMs: number): [T | null, (value: T) => void] {
  const [shown, setShown] = useState<{ value: T } | null>(null);

  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setShown(null), durationMs);
    return () => clearTimeout(timer);
  }, [shown, durationMs]);

  const show = useCallback((value: T) => setShown({ value }), []);
  return [shown ? shown.value : null, show];
}
