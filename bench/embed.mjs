// The demo's public monthly report shown three ways to a first-time visitor, in one run: embedded
// on a client's page by the script (`embed.js` and a <pulseboard-dashboard> element), embedded by
// the iframe code, and opened by its public link. For each, the time from the embed code (the
// script tag, the iframe tag, the navigation) to the first widget showing figures, and the bytes
// of every response (decoded), as medians of BENCH_RUNS (default 5) fresh browser contexts. The client's page is served
// from another host (localhost against the product's 127.0.0.1). Needs a build (`npm run build`).
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { startProduct } from '@pulseboard/api/launcher';
import { signIn } from './support/bench-dashboards.mjs';
import { median } from './support/median.mjs';

/** @import { Page } from 'playwright-core' */

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const REPORT = 'Acme Shoes — Monthly report';

/** A client's website: one page per embed code. */
async function clientSite(/** @type {Record<string, string>} */ pages) {
  const server = createServer((request, response) => {
    const html = pages[new URL(request.url ?? '/', 'http://localhost').pathname];
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(html ?? 'Not Found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  return { origin: `http://localhost:${typeof address === 'object' && address ? address.port : 0}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The client page's HTML: a mark where the embed code starts, then the code.
 * @param {string} code
 */
const clientPage = (code) => `<!doctype html><html><head><title>Client site</title></head><body><h1>Our results</h1>
<script>performance.mark('embed-code')</script>
${code}
</body></html>`;

/**
 * Milliseconds from the mark (or the navigation's start) to a widget showing figures, looked for
 * in the page, its frames and open shadow roots; and the bytes every response brought.
 * @param {Page} page
 * @param {string} url
 */
async function firstWidget(page, url) {
  let bytes = 0;
  page.on('response', async (response) => {
    bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
  });
  await page.goto(url);
  const figures = page.getByRole('article', { name: 'Sessions' }).getByRole('listitem').first();
  const framed = page.frameLocator('iframe').getByRole('article', { name: 'Sessions' }).getByRole('listitem').first();
  const shown = await Promise.any(
    [figures, framed].map(async (locator) => {
      await locator.filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
      return locator;
    }),
  );
  // The time the widget was found, on the clock of the page that holds it.
  const frame = shown === framed ? page.frames().find((candidate) => candidate !== page.mainFrame()) : page.mainFrame();
  const foundAt = await (frame ?? page.mainFrame()).evaluate(() => performance.timeOrigin + performance.now());
  const startAt = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByName('embed-code')[0]?.startTime ?? 0));
  await page.waitForLoadState('networkidle');
  return { ms: foundAt - startAt, bytes };
}

const product = await startProduct();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
/** @type {{ close: () => Promise<unknown> } | undefined} */
let site;
try {
  const admin = await browser.newContext();
  await signIn(admin, product.baseURL);
  const [report] = (await (await admin.request.get(`${product.baseURL}/api/dashboards?search=Monthly`)).json()).data;
  if (report?.name !== REPORT) throw new Error(`The demo's ${REPORT} is missing`);
  const app = product.baseURL;
  const pages = {
    '/script': clientPage(`<script src="${app}/embed.js" async></script>\n<pulseboard-dashboard permalink="${report.permalink}"></pulseboard-dashboard>`),
    '/iframe': clientPage(
      `<iframe src="${app}/embed/dashboards/${report.permalink}" data-pulseboard-embed style="width:100%;border:0" title="Report"></iframe>\n<script src="${app}/embed.js" async></script>`,
    ),
  };
  const client = await clientSite(pages);
  site = client;
  const xsrf = (await admin.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const allowed = await admin.request.put(`${app}/api/company/embedding`, {
    data: { allowedSites: [client.origin] },
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf), 'x-requested-with': 'XMLHttpRequest' },
  });
  if (!allowed.ok()) throw new Error(`PUT /api/company/embedding answered ${allowed.status()}`);
  await admin.close();

  const ways = [
    { name: 'script embed', url: `${client.origin}/script` },
    { name: 'iframe embed', url: `${client.origin}/iframe` },
    { name: 'public link', url: `${app}/dashboards/${report.permalink}` },
  ];
  /** @type {Record<string, { ms: number[], bytes: number[] }>} */
  const measured = Object.fromEntries(ways.map((way) => [way.name, { ms: [], bytes: [] }]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const way of ways) {
      const context = await browser.newContext();
      const result = await firstWidget(await context.newPage(), way.url);
      measured[way.name]?.ms.push(result.ms);
      measured[way.name]?.bytes.push(result.bytes);
      await context.close();
    }
  }
  const link = measured['public link'];
  const baseline = { ms: median(link?.ms ?? []), bytes: median(link?.bytes ?? []) };
  console.log(`\n${REPORT}, first widget with figures for a first-time visitor (median of ${RUNS})\n`);
  console.log(['way', 'ms', '× link', 'KB loaded', '× link'].join('\t'));
  for (const way of ways) {
    const ms = median(measured[way.name]?.ms ?? []);
    const bytes = median(measured[way.name]?.bytes ?? []);
    console.log([way.name, ms.toFixed(0), (ms / baseline.ms).toFixed(2), (bytes / 1024).toFixed(0), (bytes / baseline.bytes).toFixed(2)].join('\t'));
  }
} finally {
  await site?.close();
  await browser.close();
  await product.stop();
}
