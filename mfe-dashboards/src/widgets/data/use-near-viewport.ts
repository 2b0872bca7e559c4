import { useCallback, useState } from 'react';

/** How far outside the viewport a widget starts loading, so it is ready by the time it scrolls in. */
export const NEAR_MARGIN_PX = 400;

/** Whether the element, laid out, is within the margin of the viewport now. An element without a size has no layout to tell by. */
function isNearNow(element: Element): boolean {
  const { top, bottom, height } = element.getBoundingClientRect();
  return height > 0 && bottom >= -NEAR_MARGIN_PX && top <= window.innerHeight + NEAR_MARGIN_PX;
}

/**
 * Whether an element has come near the viewport; once it has, it stays so
 * (a widget that loaded keeps its data when scrolled away). `eager` skips the
 * watching: the print view renders everything at once. An element near the
 * viewport as it mounts (the first screen) is near at once, not a frame
 * later when the observer first reports: its data is asked for with the
 * first screen's others, in the same commit.
 */
export function useNearViewport(eager: boolean): [(element: Element | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(eager);
  const watch = useCallback(
    (element: Element | null) => {
      if (!element || near) return undefined;
      if (isNearNow(element)) {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: `${NEAR_MARGIN_PX}px 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [watch, near];
}
