import { useEffect, useState } from 'react';
import type { Preloadable } from '../core.js';

/**
 * Whether a lazily loaded component's code is there, loading it the first
 * time `needed` turns true. The caller renders the component once this says
 * so: loaded from its first frame, never swapped in under what is shown or
 * typed, and kept rendered afterwards, so a closing dialog hands the focus
 * back as it should. A code that cannot be loaded goes to `onFailure` and
 * stays not loaded; the next time it is needed, it is asked for again.
 */
export function useLoadedWhen<P extends object>(component: Preloadable<P>, needed: boolean, onFailure: (error: unknown) => void): boolean {
  const [loaded, setLoaded] = useState(component.isLoaded);
  useEffect(() => {
    if (!needed || loaded) return undefined;
    // The load is one promise however often this runs (preloadable); only the effect still current acts on its end.
    let current = true;
    component.preload().then(
      () => current && setLoaded(true),
      (error: unknown) => current && onFailure(error),
    );
    return () => {
      current = false;
    };
  }, [component, needed, loaded, onFailure]);
  return loaded;
}
