// What the pages driven by the benchmarks keep on window, read back through page.evaluate and page.waitForFunction.
import type Highcharts from 'highcharts';

declare global {
  interface Window {
    /** The print view's ready signal (mfe-dashboards, dashboard/page-ready.ts). */
    __PULSEBOARD_READY__?: boolean;
    /** The baseline page's performance.now() once its last chart is drawn (support/baseline-page.mjs). */
    __BASELINE_DONE__?: number;
    /** The baseline page's Highcharts, loaded by plain script tags. */
    Highcharts: typeof Highcharts;
  }
}
