// PDF export, measured through the API as a user gets it (ask, poll, download), for dashboards of
// 10, 25 and 50 widgets: cold (a product just started, so the first job also launches Chromium),
// warm (browser running, another range so no finished file is reused) and reused (the same request
// again, answered from the finished file). Then 8 different PDFs asked at once: all must arrive, with
// the peak memory of the API process and its browser. Next to each size, a bare page.pdf() of a static
// page drawing the same charts with the same Highcharts from inline data, printed with the renderer's
// own layout, in the same run: cold (launch included) and warm. Needs a production build
// (`npm run build`) and Debian's Chromium.
import { chromium } from 'playwright-core';
import { PRINT_LAYOUT } from '@pulseboard/shared/contracts';
import { startProduct } from '@pulseboard/api/launcher';
import { baselineHtml, baselineScripts } from './support/baseline-page.mjs';
import { dashboardOf, signIn, widgetDataOf } from './support/bench-dashboards.mjs';
import { sampleMemory, serverPid } from './support/process-memory.mjs';

/** @import { Browser, BrowserContext } from 'playwright-core' */
/** @import { Widget, WidgetData } from '@pulseboard/shared/contracts' */
/** @typedef {{ startDate: string, endDate: string }} Range */

const SIZES = [10, 25, 50];
const CONCURRENT = 8;
const CONCURRENT_SIZE = 25;
const TIMEOUT_MS = 180_000;
const CHROMIUM = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] };
// One viewer asks for every PDF here; in use these would be many viewers, each under the quota.
const PRODUCT_ENV = { PDF_RENDERS_PER_MINUTE: '100' };

/**
 * Whole months of 2025: each one a different document, so nothing is reused unless meant to be.
 * @param {number} month 1 to 12
 * @returns {Range}
 */
const monthOf = (month) => {
  const last = new Date(Date.UTC(2025, month, 0)).getUTCDate();
  const pad = String(month).padStart(2, '0');
  return { startDate: `2025-${pad}-01`, endDate: `2025-${pad}-${last}` };
};

/**
 * Asks for a PDF, polls its check token, downloads the file: milliseconds and bytes.
 * @param {BrowserContext} context
 * @param {string} baseURL
 * @param {string} permalink
 * @param {Range} range
 */
async function exportPdf(context, baseURL, permalink, range) {
  const started = performance.now();
  const query = new URLSearchParams({ timezone: 'UTC', date_range: JSON.stringify(range) });
  const url = `${baseURL}/api/dashboards/${permalink}/pdf?${query}`;
  let answer = await context.request.get(url);
  while (answer.status() === 202 && performance.now() - started < TIMEOUT_MS) {
    /** @type {{ check: string }} */
    const { check } = await answer.json();
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await context.request.get(`${url}&check=${check}`);
  }
  if (answer.status() !== 200) throw new Error(`PDF of ${permalink} answered ${answer.status()}: ${(await answer.text()).slice(0, 200)}`);
  /** @type {{ data: { url: string } }} */
  const ready = await answer.json();
  const file = await context.request.get(`${baseURL}${ready.data.url}`);
  const bytes = (await file.body()).length;
  return { ms: performance.now() - started, bytes };
}

/**
 * page.pdf() of the static baseline page: navigation, drawing and printing, in a browser of its own or the one given.
 * @param {string} baseURL
 * @param {Widget[]} widgets
 * @param {Array<WidgetData | null>} data
 * @param {Browser} [browser]
 */
async function baselinePdf(baseURL, widgets, data, browser) {
  const started = performance.now();
  const own = browser ?? (await chromium.launch(CHROMIUM));
  const context = await own.newContext({ viewport: PRINT_LAYOUT.viewport });
  await context.route(`${baseURL}/__bench/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/__bench/baseline') return route.fulfill({ contentType: 'text/html', body: baselineHtml(widgets, data) });
    const script = baselineScripts.get(path);
    return script ? route.fulfill({ contentType: 'text/javascript', body: script }) : route.fallback();
  });
  const page = await context.newPage();
  await page.emulateMedia({ media: 'print' });
  await page.goto(`${baseURL}/__bench/baseline`);
  await page.waitForFunction(() => typeof window.__BASELINE_DONE__ === 'number', undefined, { timeout: TIMEOUT_MS });
  await page.pdf(PRINT_LAYOUT.pdf);
  await context.close();
  if (!browser) await own.close();
  return performance.now() - started;
}

/**
 * A started product with the demo admin signed in, in a browser used only as an HTTP client.
 * @param {Browser} client
 */
async function session(client) {
  const product = await startProduct({ env: PRODUCT_ENV });
  const context = await client.newContext();
  await signIn(context, product.baseURL);
  return { product, context };
}

const client = await chromium.launch(CHROMIUM);
const baselineBrowser = await chromium.launch(CHROMIUM);
/** @type {Array<{ size: number, cold: number, warm: number, reused: number, kb: number, baselineCold: number, baselineWarm: number }>} */
const rows = [];
/** @type {{ total: number, ok: number, failures: string[], peak: number } | undefined} */
let burst;
try {
  for (const size of SIZES) {
    // A product of its own per size, so "cold" is what the first PDF after a start costs.
    const { product, context } = await session(client);
    try {
      const { permalink, widgets } = await dashboardOf(context, product.baseURL, size);
      const cold = await exportPdf(context, product.baseURL, permalink, monthOf(1));
      const warm = await exportPdf(context, product.baseURL, permalink, monthOf(2));
      const reused = await exportPdf(context, product.baseURL, permalink, monthOf(2));
      const range = monthOf(1);
      const data = await widgetDataOf(context, product.baseURL, permalink, widgets, new URLSearchParams(range).toString());
      const baselineCold = await baselinePdf(product.baseURL, widgets, data);
      await baselinePdf(product.baseURL, widgets, data, baselineBrowser);
      const baselineWarm = await baselinePdf(product.baseURL, widgets, data, baselineBrowser);
      rows.push({ size, cold: cold.ms, warm: warm.ms, reused: reused.ms, kb: warm.bytes / 1024, baselineCold, baselineWarm });
    } finally {
      await context.close();
      await product.stop();
    }
  }

  const { product, context } = await session(client);
  try {
    const { permalink } = await dashboardOf(context, product.baseURL, CONCURRENT_SIZE);
    await exportPdf(context, product.baseURL, permalink, monthOf(1));
    const memory = sampleMemory(serverPid(product.dataDir));
    const started = performance.now();
    const results = await Promise.allSettled(Array.from({ length: CONCURRENT }, (_, index) => exportPdf(context, product.baseURL, permalink, monthOf(index + 2))));
    const total = performance.now() - started;
    const failures = results.filter((result) => result.status === 'rejected');
    burst = { total, ok: results.length - failures.length, failures: failures.map((failure) => String(failure.reason)), peak: memory.stop() };
  } finally {
    await context.close();
    await product.stop();
  }
} finally {
  await baselineBrowser.close();
  await client.close();
}

const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`.padStart(9);
console.log('PDF export: ask, poll (every 250 ms) and download, through the API; baseline: page.pdf() of a static page with the same charts');
console.log('widgets      cold      warm    reused      size   baseline cold   baseline warm   warm / baseline warm');
for (const row of rows) {
  console.log(
    `${String(row.size).padStart(7)} ${ms(row.cold)} ${ms(row.warm)} ${ms(row.reused)} ${`${Math.round(row.kb)} KB`.padStart(9)}       ${ms(row.baselineCold)}       ${ms(row.baselineWarm)}   ${(row.warm / row.baselineWarm).toFixed(1).padStart(19)}x`,
  );
}
console.log(`\n${CONCURRENT} different PDFs of ${CONCURRENT_SIZE} widgets asked at once (PDF_CONCURRENCY ${process.env.PDF_CONCURRENCY ?? 2}):`);
console.log(
  `  ${burst.ok} of ${CONCURRENT} arrived in ${(burst.total / 1000).toFixed(1)} s (${Math.round(burst.total / CONCURRENT)} ms a PDF); peak memory of the API and its Chromium: ${Math.round(burst.peak / 1024 / 1024)} MB`,
);
for (const failure of burst.failures) console.log(`  failed: ${failure}`);
if (burst.ok !== CONCURRENT) process.exitCode = 1;
