import { installIntersectionObserver } from './src/test-support/intersection-observer';

// jsdom has no CSS.supports; Highcharts and the dashboard's colour check call it. jsdom's style
// parser drops values it does not understand, which is the same answer a browser gives.
window.CSS = {
  ...window.CSS,
  supports(property: string, value?: string) {
    const style = document.createElement('div').style;
    style.setProperty(property, value ?? '');
    return style.getPropertyValue(property) !== '';
  },
} as typeof CSS;

// Nor User Timing marks, which the print view leaves for measurements.
performance.mark ??= (() => undefined) as unknown as Performance['mark'];

// Nor idle callbacks, which a view's tools wait for: the thread is idle once the running task's timers have run.
window.requestIdleCallback ??= (callback) => window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
window.cancelIdleCallback ??= (handle) => window.clearTimeout(handle);

// Every widget counts as near the viewport unless a test installs its own observer.
beforeEach(() => installIntersectionObserver({ auto: true }));
