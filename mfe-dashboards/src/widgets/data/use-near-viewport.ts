import { useCallback, useState } from 'react';

/** How far outside the viewport a widget starts loading, so it is ready by the time it scrolls in. */
const NEAR_MARGIN = '400px 0px';

/**
 * Whether an element has come near the viewport; once it has, it stays so
 * (a widget that loaded keeps its data when scrolled away). `eager` skips the
 * watching: the print view renders everything at once.
 */
export function useNearViewport(eager: boolean): [(element: Element | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(eager);
  const watch = useCallback(
    (element: Element | null) => {
      if (!element || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [watch, near];
}
