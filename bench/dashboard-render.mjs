// Time to ready of dashboards of 10, 50 and 100 widgets in the print view (the view the PDF renderer
// captures), next to a baseline page drawing the same widgets with the same Highcharts from data
// written into it, measured side by side in one run. The dashboard figure is the time from navigation
// to its last widget revealed (the `pulseboard:widgets-revealed` User Timing mark); the page-ready
// signal follows a fixed 1.5 s later (spec §4). Needs a production build (`npm run build`) and
// Debian's Chromium. BENCH_RUNS sets the measured runs per size (default 3, after one warm-up).
import { chromium } from 'playwright-core';
import { startProduct } from '@pulseboard/api/launcher';
import { baselineHtml, baselineScripts } from './support/baseline-page.mjs';
import { dashboardOf, signIn, widgetDataOf } from './support/bench-dashboards.mjs';
import { median } from './support/median.mjs';

/** @import { Page } from 'playwright-core' */

const SIZES = [10, 50, 100];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TIMEOUT_MS = 120_000;

/** The 28 days up to yesterday (UTC), compared with the 28 before: the query of the print URL and of the data. */
function viewQuery() {
  const day = (/** @type {number} */ offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return new URLSearchParams({ startDate: day(28), endDate: day(1), compareStartDate: day(56), compareEndDate: day(29) }).toString();
}

/**
 * @param {Page} page
 * @param {string} url
 * @returns {Promise<number>}
 */
async function dashboardTime(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__PULSEBOARD_READY__ === true, undefined, { timeout: TIMEOUT_MS });
  const revealed = await page.evaluate(() => performance.getEntriesByName('pulseboard:widgets-revealed')[0]?.startTime);
  if (revealed === undefined) throw new Error(`${url} signalled ready without the pulseboard:widgets-revealed mark`);
  return revealed;
}

/**
 * @param {Page} page
 * @param {string} url
 * @returns {Promise<number>}
 */
async function baselineTime(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => typeof window.__BASELINE_DONE__ === 'number', undefined, { timeout: TIMEOUT_MS });
  const done = await page.evaluate(() => window.__BASELINE_DONE__);
  if (done === undefined) throw new Error(`${url} signalled done without a time`);
  return done;
}

const product = await startProduct();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
/** @type {Array<{ size: number, dashboard: number, baseline: number }>} */
const results = [];
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await signIn(context, product.baseURL);
  const query = viewQuery();
  for (const size of SIZES) {
    const { permalink, widgets } = await dashboardOf(context, product.baseURL, size);
    const data = await widgetDataOf(context, product.baseURL, permalink, widgets, query);
    const baselineUrl = `${product.baseURL}/__bench/baseline-${size}`;
    const html = baselineHtml(widgets, data);
    await context.route(`${product.baseURL}/__bench/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === `/__bench/baseline-${size}`) return route.fulfill({ contentType: 'text/html', body: html });
      const script = baselineScripts.get(path);
      return script ? route.fulfill({ contentType: 'text/javascript', body: script }) : route.fallback();
    });
    const page = await context.newPage();
    const dashboardUrl = `${product.baseURL}/dashboards/${permalink}/print?${query}`;
    /** @type {{ dashboard: number[], baseline: number[] }} */
    const times = { dashboard: [], baseline: [] };
    // One warm-up of each, then the measured runs alternate so both see the same machine.
    await dashboardTime(page, dashboardUrl);
    await baselineTime(page, baselineUrl);
    for (let run = 0; run < RUNS; run += 1) {
      times.dashboard.push(await dashboardTime(page, dashboardUrl));
      times.baseline.push(await baselineTime(page, baselineUrl));
    }
    await page.close();
    await context.unroute(`${product.baseURL}/__bench/**`);
    results.push({ size, dashboard: median(times.dashboard), baseline: median(times.baseline) });
  }
} finally {
  await browser.close();
  await product.stop();
}

const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`.padStart(9);
console.log(`Print view: navigation to the last widget revealed, median of ${RUNS} runs (the ready signal follows 1.5 s later)`);
console.log('widgets   dashboard   baseline   ratio');
for (const { size, dashboard, baseline } of results) {
  console.log(`${String(size).padStart(7)}   ${ms(dashboard)}   ${ms(baseline)}   ${(dashboard / baseline).toFixed(1)}x`);
}
