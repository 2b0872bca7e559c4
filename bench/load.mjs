// Load on the scale-out topology: two API instances (no jobs) and one worker on one PostgreSQL and
// the local object store (`startCluster`), driven at LOAD_RATE requests per second in all (default
// 500) for LOAD_SECONDS (default 60) with a mix of what viewers and editors do: page config,
// dashboard views, widget data (answered from the cache), saves, and PDF requests. Each route gets
// its share of the rate on each instance; prints per route and instance the achieved rate, p50 and
// p99 latency and errors (non-2xx answers, timeouts and connection errors; the PDF's 202 "under
// way" is an answer), then the peak memory (PSS) of every process. Target: 0 errors. Needs a production build
// (`npm run build`) and Debian's Chromium.
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { startCluster } from '@pulseboard/api/cluster';
import { dashboardOf, signIn } from './support/bench-dashboards.mjs';
import { sampleMemory } from './support/process-memory.mjs';

/** @import { BrowserContext } from 'playwright-core' */
/** @import { Widget } from '@pulseboard/shared/contracts' */

const RATE = Number(process.env.LOAD_RATE ?? 500);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WIDGETS = 10;
const CHROMIUM = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] };
const RANGE = JSON.stringify({ startDate: '2026-01-01', endDate: '2026-01-31' });
/** Shares of the rate, as a dashboard's viewers and editors spread it. */
const MIX = { 'page config': 0.2, 'dashboard view': 0.3, 'widget data': 0.4, save: 0.08, 'PDF request': 0.02 };
const BOUNDARY = 'pulseboard-load-boundary';

/**
 * Cookie and CSRF headers of the signed-in context, for requests made outside it.
 * @param {BrowserContext} context
 */
async function sessionHeaders(context) {
  const cookies = await context.cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '), 'x-xsrf-token': decodeURIComponent(xsrf), 'x-requested-with': 'XMLHttpRequest' };
}

/**
 * A save of the dashboard's name as the editor sends it (multipart), by one editing session.
 * @param {string} name
 */
const saveBody = (name) =>
  [`--${BOUNDARY}`, 'Content-Disposition: form-data; name="name"', '', name, `--${BOUNDARY}`, 'Content-Disposition: form-data; name="editor"', '', 'load-bench-editor', `--${BOUNDARY}--`, ''].join(
    '\r\n',
  );

/**
 * Each route's requests (autocannon loops over them): views, data and PDFs of one dashboard, saves
 * of another, as an editor works on one report while clients read the finished one (a save changes
 * the dashboard, and with it the PDF to render).
 * @param {{ id: number, permalink: string, widgets: Widget[] }} dashboard
 * @param {{ id: number }} edited
 * @returns {Record<keyof typeof MIX, import('autocannon').Request[]>}
 */
function routes(dashboard, edited) {
  const view = `/api/dashboards/${dashboard.permalink}`;
  const data = new URLSearchParams({ startDate: '2026-01-01', endDate: '2026-01-31' });
  return {
    'page config': [{ method: 'GET', path: '/api/page-config' }],
    'dashboard view': [{ method: 'GET', path: view }],
    'widget data': dashboard.widgets
      .filter((widget) => widget.nature === 'interactive')
      .map((widget) => ({ method: 'GET', path: `${view}/widgets/data?${data}&${new URLSearchParams({ widget: widget.id })}` })),
    // Two names in turn: every save changes the dashboard.
    save: ['Load, A', 'Load, B'].map((name) => ({
      method: 'POST',
      path: `/api/dashboards/${edited.id}`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: saveBody(name),
    })),
    // One document: the first asks for a render, the others join it or get the finished file.
    'PDF request': [{ method: 'GET', path: `${view}/pdf?${new URLSearchParams({ timezone: 'UTC', date_range: RANGE })}` }],
  };
}

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {import('autocannon').Request[]} requests
 * @param {number} rate
 */
function drive(url, headers, requests, rate) {
  // A connection waits for each answer: one per 5 requests a second lets answers take 200 ms before the rate falls short.
  return autocannon({ url, headers, requests, overallRate: rate, connections: Math.max(1, Math.ceil(rate / 5)), duration: SECONDS, timeout: 10 });
}

const cluster = await startCluster({ apis: 2, workers: 1, env: { RATE_LIMIT_LOGIN_MAX: '50' } });
try {
  const browser = await chromium.launch(CHROMIUM);
  const context = await browser.newContext();
  const [first = ''] = cluster.apis;
  await signIn(context, first);
  const dashboard = await dashboardOf(context, first, WIDGETS);
  const edited = await dashboardOf(context, first, 1);
  const headers = await sessionHeaders(context);
  await browser.close();
  const mix = routes(dashboard, edited);

  // One look at every widget first: the measured requests are the cache hits a dashboard's viewers get.
  await Promise.all(cluster.apis.flatMap((url) => mix['widget data'].map((request) => fetch(`${url}${request.path}`, { headers }))));

  const memory = cluster.processes.map((process) => ({ ...process, sampler: sampleMemory(process.pid, 1000) }));
  const perInstance = RATE / cluster.apis.length;
  const runs = cluster.apis.flatMap((url, index) =>
    Object.entries(MIX).map(async ([route, share]) => ({ route, instance: index + 1, result: await drive(url, headers, mix[/** @type {keyof typeof MIX} */ (route)], perInstance * share) })),
  );
  const results = await Promise.all(runs);

  console.log(`\n${RATE} requests per second for ${SECONDS} s on ${cluster.apis.length} API instances and 1 worker\n`);
  console.log(['route', 'instance', 'asked/s', 'achieved/s', 'p50 ms', 'p99 ms', 'errors'].join('\t'));
  let errors = 0;
  let achieved = 0;
  for (const { route, instance, result } of results) {
    // A PDF under way answers 202, which autocannon already counts as a success.
    const failed = result.errors + result.timeouts + result.non2xx;
    errors += failed;
    achieved += result.requests.total / SECONDS;
    console.log(
      [route, instance, (perInstance * MIX[/** @type {keyof typeof MIX} */ (route)]).toFixed(0), (result.requests.total / SECONDS).toFixed(1), result.latency.p50, result.latency.p99, failed].join(
        '\t',
      ),
    );
  }
  console.log(`\nachieved ${achieved.toFixed(1)} requests per second of ${RATE}; errors: ${errors} (target 0)`);
  console.log("\npeak memory (PSS, with child processes such as the worker's Chromium)");
  for (const { role, sampler } of memory) console.log(`${role}\t${(sampler.stop() / 1024 / 1024).toFixed(0)} MB`);
} finally {
  await cluster.stop();
}
