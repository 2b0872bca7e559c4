import { useEffect, useState } from 'react';

/**
 * Whether content held back until the page has painted once more may show:
 * at once when it is not held; otherwise in a task of its own after the
 * next frame following `ready`, so that what the same commit drew beside it
 * reaches the screen first.
 */
export function useAfterPaint(held: boolean, ready: boolean): boolean {
  const [released, setReleased] = useState(!held);
  useEffect(() => {
    if (released || !ready) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReleased(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [released, ready]);
  return released;
}
