// Time to ready of dashboards of 10, 50 and 100 widgets in the print view (the view the PDF renderer
// captures), next to a baseline page drawing the same widgets with the same Highcharts from data
// written into it, measured side by side in one run. The dashboard figure is the time from navigation
// to its last widget revealed (the `pulseboard:widgets-revealed` User Timing mark); the page-ready
// signal follows a fixed 1.5 s later (spec §4). Warm: a returning viewer, whose browser cache holds
// the app (and the baseline's scripts). Cold: a new browser context for every load, with nothing
// cached, as each PDF is rendered. The interactive view draws the widgets near the viewport first:
// its figure (warm) is the time to the last of the first screen's widgets revealed (the
// `pulseboard:widget-revealed` marks of the widgets in the 1440 × 1000 viewport), next to a baseline
// page drawing those widgets. Needs a production build (`npm run build`) and Debian's Chromium.
// BENCH_RUNS sets the measured runs per size (default 3, after one warm-up), BENCH_SIZES the widget
// counts (default 10,50,100).
import { chromium } from 'playwright-core';
import { startProduct } from '@pulseboard/api/launcher';
import { baselineHtml } from './support/baseline-page.mjs';
import { serveBaselinePages } from './support/baseline-server.mjs';
import { dashboardOf, signIn, widgetDataOf } from './support/bench-dashboards.mjs';
import { median } from './support/median.mjs';

/** @import { Browser, BrowserContext, Page } from 'playwright-core' */

const SIZES = (process.env.BENCH_SIZES ?? '10,50,100').split(',').map(Number);
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

/** How long the interactive view must stay without a new widget revealed to count as settled. */
const SETTLED_MS = 1000;

/**
 * The interactive view: navigation to the last reveal among the widgets in the first screen, and their ids.
 * @param {Page} page
 * @param {string} url
 * @returns {Promise<{ ms: number, ids: string[] }>}
 */
async function showTime(page, url) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => performance.getEntriesByName('pulseboard:widget-revealed').length);
    if (now === count && now > 0) break;
    count = now;
    await page.waitForTimeout(SETTLED_MS);
  }
  return page.evaluate(() => {
    const onScreen = [...document.querySelectorAll('article[data-widget-id]')]
      .filter((article) => article.getBoundingClientRect().top < window.innerHeight)
      .map((article) => article.getAttribute('data-widget-id') ?? '');
    const marks = /** @type {PerformanceMark[]} */ (performance.getEntriesByName('pulseboard:widget-revealed')).filter((entry) => onScreen.includes(entry.detail));
    if (marks.length !== onScreen.length) throw new Error(`${onScreen.length} widgets on the first screen, ${marks.length} revealed`);
    return { ms: Math.max(...marks.map((entry) => entry.startTime)), ids: onScreen };
  });
}

const VIEWPORT = { width: 1440, height: 1000 };

/**
 * Each measure of the URL in a browser context of its own, made for it and closed after it: nothing cached.
 * @param {Browser} browser
 * @param {BrowserContext} signedIn the context whose cookies the new one starts with
 * @param {(page: Page, url: string) => Promise<number>} measure
 * @param {string} url
 */
async function coldTime(browser, signedIn, measure, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: await signedIn.storageState() });
  try {
    return await measure(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

const product = await startProduct();
const baselines = await serveBaselinePages();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
/** @type {Array<{ size: number, dashboard: number, baseline: number, cold: number, coldBaseline: number, show: number, showBaseline: number, onScreen: number }>} */
const results = [];
try {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await signIn(context, product.baseURL);
  const query = viewQuery();
  for (const size of SIZES) {
    const { permalink, widgets } = await dashboardOf(context, product.baseURL, size);
    const data = await widgetDataOf(context, product.baseURL, permalink, widgets, query);
    const baselineUrl = baselines.page(`/baseline-${size}`, baselineHtml(widgets, data));
    const page = await context.newPage();
    const dashboardUrl = `${product.baseURL}/dashboards/${permalink}/print?${query}`;
    /** @type {{ dashboard: number[], baseline: number[], cold: number[], coldBaseline: number[] }} */
    const times = { dashboard: [], baseline: [], cold: [], coldBaseline: [] };
    // Warm: each page's runs follow one another in one tab, after a warm-up. A tab that went to another
    // site in between starts a new renderer process and compiles the app again (these contexts keep no
    // code cache on disk), which is the cold case below, not a returning viewer.
    for (const [list, measure, url] of /** @type {const} */ ([
      [times.dashboard, dashboardTime, dashboardUrl],
      [times.baseline, baselineTime, baselineUrl],
    ])) {
      await measure(page, url);
      for (let run = 0; run < RUNS; run += 1) list.push(await measure(page, url));
    }
    // Cold: the runs alternate so both see the same machine.
    for (let run = 0; run < RUNS; run += 1) {
      times.cold.push(await coldTime(browser, context, dashboardTime, dashboardUrl));
      times.coldBaseline.push(await coldTime(browser, context, baselineTime, baselineUrl));
    }
    // The interactive view, and a baseline of the widgets its first screen shows.
    const showUrl = `${product.baseURL}/dashboards/${permalink}?${query}`;
    const { ids } = await showTime(page, showUrl);
    const firstScreen = widgets.flatMap((widget, index) => (ids.includes(widget.id) ? [{ widget, data: data[index] ?? null }] : []));
    const firstScreenHtml = baselineHtml(
      firstScreen.map((entry) => entry.widget),
      firstScreen.map((entry) => entry.data),
    );
    const firstScreenUrl = baselines.page(`/first-screen-${size}`, firstScreenHtml);
    /** @type {{ show: number[], showBaseline: number[] }} */
    const shown = { show: [], showBaseline: [] };
    // The first showTime above was the view's warm-up; its runs follow one another, then the baseline's.
    for (let run = 0; run < RUNS; run += 1) shown.show.push((await showTime(page, showUrl)).ms);
    await baselineTime(page, firstScreenUrl);
    for (let run = 0; run < RUNS; run += 1) shown.showBaseline.push(await baselineTime(page, firstScreenUrl));
    await page.close();
    results.push({
      size,
      dashboard: median(times.dashboard),
      baseline: median(times.baseline),
      cold: median(times.cold),
      coldBaseline: median(times.coldBaseline),
      show: median(shown.show),
      showBaseline: median(shown.showBaseline),
      onScreen: ids.length,
    });
  }
} finally {
  await browser.close();
  await baselines.close();
  await product.stop();
}

const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`.padStart(9);
console.log(`Print view: navigation to the last widget revealed, median of ${RUNS} runs (the ready signal follows 1.5 s later)`);
console.log('                    warm (cached)                    cold (a new browser context a load)');
console.log('widgets   dashboard   baseline   ratio      dashboard   baseline   ratio');
for (const { size, dashboard, baseline, cold, coldBaseline } of results) {
  console.log(`${String(size).padStart(7)}   ${ms(dashboard)}   ${ms(baseline)}   ${(dashboard / baseline).toFixed(1)}x      ${ms(cold)}   ${ms(coldBaseline)}   ${(cold / coldBaseline).toFixed(1)}x`);
}
console.log(`\nInteractive view: navigation to the last of the first screen's widgets revealed, median of ${RUNS} runs, next to a page drawing those widgets`);
console.log('widgets   on screen   dashboard   baseline   ratio');
for (const { size, show, showBaseline, onScreen } of results) {
  console.log(`${String(size).padStart(7)}   ${String(onScreen).padStart(9)}   ${ms(show)}   ${ms(showBaseline)}   ${(show / showBaseline).toFixed(1)}x`);
}
