import { useEffect, useState, type ComponentType } from 'react';
import type { Preloadable, RemotePlugin } from '@pulseboard/shared';

const isPreloadable = (component: ComponentType): component is Preloadable<object> => typeof (component as Partial<Preloadable<object>>).preload === 'function';

/**
 * Whether a screen's code is there to render it without suspending: at once
 * for a plain component or a preloadable one already loaded (another route
 * of the same screen), once loaded otherwise. A failed load counts as done:
 * rendering then fails the way a lazy screen does, into the area's error
 * boundary.
 */
export function useScreenCode(Component: ComponentType | undefined): boolean {
  const [loaded, setLoaded] = useState<ComponentType | undefined>(undefined);
  const ready = !Component || !isPreloadable(Component) || Component.isLoaded();
  useEffect(() => {
    if (ready || !Component || !isPreloadable(Component)) return undefined;
    let current = true;
    const done = () => current && setLoaded(() => Component);
    Component.preload().then(done, done);
    return () => {
      current = false;
    };
  }, [Component, ready]);
  return ready || loaded === Component;
}

/**
 * Starts loading the code of a loaded plugin's screen for a route, ahead of
 * the render that would ask for it: the page's own screen then downloads as
 * soon as its area has loaded, not once the router has rendered down to it.
 * A failure is left to that render, which asks again.
 */
export function preloadScreen(plugin: RemotePlugin, name: string): void {
  const Component = plugin.routes.find((route) => route.name === name)?.Component;
  if (Component && isPreloadable(Component)) Component.preload().catch(() => undefined);
}
