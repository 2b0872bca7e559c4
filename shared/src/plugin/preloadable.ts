import { createElement, lazy, type ComponentType } from 'react';

/** A component whose code loads on demand, which can also be asked to load ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once); resolves when it is there. */
  preload: () => Promise<void>;
  /** Whether the code is there: the component then renders without suspending. */
  isLoaded: () => boolean;
};

/**
 * React.lazy with a preload. A lazy component suspends on its first render
 * even when its code is already there, and React then holds the reveal of
 * the suspended content for up to 300 ms (its fallback throttle), which a
 * page made of many lazily drawn parts pays several times over. Once
 * preloaded, this renders the loaded component directly, without
 * suspending; before that it behaves as React.lazy.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A failed download may be retried by the next render or preload.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  const Component = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Component, { preload, isLoaded: () => loaded !== undefined });
}
