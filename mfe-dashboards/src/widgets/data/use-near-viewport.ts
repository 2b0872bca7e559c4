import { useCallback, useState } from 'react';
import { NEAR_MARGIN_PX } from '@pulseboard/shared';

/**
 * Where the element lies now: on screen, only in the margin around it, or
 * farther. An element without a size has no layout to tell by, so counts as
 * far.
 */
function placeNow(element: Element): 'onScreen' | 'inMargin' | 'far' {
  const { top, bottom, height } = element.getBoundingClientRect();
  if (height <= 0 || bottom < -NEAR_MARGIN_PX || top > window.innerHeight + NEAR_MARGIN_PX) return 'far';
  return bottom > 0 && top < window.innerHeight ? 'onScreen' : 'inMargin';
}

export interface Nearness {
  /** The element has come near the viewport; once it has, it stays so (a widget that loaded keeps its data when scrolled away). */
  near: boolean;
  /**
   * It was in the margin, not on screen, as the view mounted: its data comes
   * with the first screen's, and it draws just after them, so that the
   * drawing of what cannot be seen yet does not hold back what can.
   */
  belowFirstScreen: boolean;
}

/**
 * Whether an element has come near the viewport. `eager` skips the watching:
 * the print view renders everything at once. An element near the viewport
 * as it mounts (the first screen and its margin) is near at once, not a
 * frame later when the observer first reports: its data is asked for with
 * the first screen's others, in the same commit.
 */
export function useNearViewport(eager: boolean): [(element: Element | null) => (() => void) | undefined, Nearness] {
  const [nearness, setNearness] = useState<Nearness>({ near: eager, belowFirstScreen: false });
  const { near } = nearness;
  const watch = useCallback(
    (element: Element | null) => {
      if (!element || near) return undefined;
      const place = placeNow(element);
      if (place !== 'far') {
        setNearness({ near: true, belowFirstScreen: place === 'inMargin' });
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNearness({ near: true, belowFirstScreen: false });
        },
        { rootMargin: `${NEAR_MARGIN_PX}px 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [watch, nearness];
}
