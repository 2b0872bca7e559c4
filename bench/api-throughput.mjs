// API throughput at a fixed rate: the public dashboard document (GET /api/dashboards/{permalink})
// and one widget's data answered from the query cache, each driven at API_RATE requests per second
// (default 500) for API_SECONDS (default 30), next to a bare Fastify route answering a JSON body of
// the same size on this machine, in the same run. Prints achieved rate, p50 and p99 latency and
// errors of each, and each route's achieved rate as a share of the bare route's. Needs a build
// (`npm run build`). Targets (issue #21): at least 50 % of the bare route, p99 ≤ 25 ms, 0 errors.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { request } from 'playwright-core';
import { freePort, startProduct } from '@pulseboard/api/launcher';

const RATE = Number(process.env.API_RATE ?? 500);
const SECONDS = Number(process.env.API_SECONDS ?? 30);
const WARM_UP_SECONDS = 5;
const REPORT = 'Acme Shoes — Monthly report';
const DEMO_ADMIN = { email: 'demo@example.com', password: 'demo1234' };
const JSON_HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/**
 * @param {string} url
 * @param {number} rate
 * @param {number} [seconds]
 */
const drive = (url, rate, seconds = SECONDS) =>
  // A connection waits for each answer: one per 25 requests a second keeps the rate while answers take under 40 ms,
  // well past the 25 ms p99 aimed at; more connections only add the load generator's own queueing to every figure.
  autocannon({ url, headers: JSON_HEADERS, overallRate: rate, connections: Math.max(1, Math.ceil(rate / 25)), duration: seconds, timeout: 10 });

/** The bare route's server: Fastify and one route, in a process of its own like the API's, so neither shares the load generator's event loop. */
const BARE_SERVER = `
const app = require('fastify')({ logger: false });
const body = process.env.BARE_BODY;
app.get('/bare', async (_request, reply) => reply.type('application/json').send(body));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => process.stdout.write('listening'));
`;

/**
 * A Fastify server with one route answering this body, as bare as a route gets.
 * @param {string} body
 */
async function bareServer(body) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    env: { ...process.env, PORT: String(port), BARE_BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout, 'data');
  return {
    url: `http://127.0.0.1:${port}/bare`,
    close: async () => {
      child.kill();
      await once(child, 'exit');
    },
  };
}

const product = await startProduct({ env: { LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: '0' } });
/** @type {{ url: string, close: () => Promise<unknown> } | undefined} */
let bare;
try {
  const demo = await findPublicReport(product.baseURL);
  const documentUrl = `${product.baseURL}/api/dashboards/${demo.permalink}`;
  const widget = demo.widgets.find((candidate) => candidate.nature === 'interactive');
  if (!widget) throw new Error('The demo report has no data widget');
  const dataUrl = `${documentUrl}/widgets/data?${new URLSearchParams({ startDate: '2026-01-01', endDate: '2026-01-31', widget: widget.id })}`;
  // One look first: the measured requests are the cache hits a dashboard's viewers get.
  await fetch(dataUrl, { headers: JSON_HEADERS });
  const documentBody = await (await fetch(documentUrl, { headers: JSON_HEADERS })).text();
  const server = await bareServer(documentBody);
  bare = server;

  const routes = [
    { name: 'bare Fastify route', url: server.url },
    { name: 'dashboard document', url: documentUrl },
    { name: 'widget data (cache hit)', url: dataUrl },
  ];
  /** @type {Array<{ name: string, achieved: number, p50: number, p99: number, errors: number }>} */
  const results = [];
  for (const route of routes) {
    // Steady state is what is measured: code optimised, the database pool grown to what the rate needs.
    await drive(route.url, RATE, WARM_UP_SECONDS);
    const result = await drive(route.url, RATE);
    results.push({
      name: route.name,
      achieved: result.requests.total / SECONDS,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  const baseline = results[0]?.achieved ?? 1;
  console.log(
    `\n${RATE} requests per second for ${SECONDS} s (${Math.max(1, Math.ceil(RATE / 25))} connections), one route at a time, on this machine (body ${(documentBody.length / 1024).toFixed(1)} KB)\n`,
  );
  console.log(['route', 'achieved/s', '× bare', 'p50 ms', 'p99 ms', 'errors'].join('\t'));
  for (const { name, achieved, p50, p99, errors } of results) console.log([name, achieved.toFixed(1), (achieved / baseline).toFixed(2), p50, p99, errors].join('\t'));
} finally {
  await bare?.close();
  await product.stop();
}

/**
 * The demo's public monthly report, found by the demo admin and read as its public viewers get it.
 * @param {string} baseURL
 * @returns {Promise<{ permalink: string, widgets: Array<{ id: string, nature: string }> }>}
 */
async function findPublicReport(baseURL) {
  const admin = await request.newContext({ baseURL });
  try {
    await admin.get('/api/page-config');
    const xsrf = (await admin.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const signedIn = await admin.post('/login', { data: DEMO_ADMIN, headers: { ...JSON_HEADERS, 'x-xsrf-token': decodeURIComponent(xsrf) } });
    if (!signedIn.ok()) throw new Error(`POST /login answered ${signedIn.status()}`);
    const found = (await (await admin.get('/api/dashboards?search=Monthly')).json()).data.find((/** @type {{ name: string }} */ board) => board.name === REPORT);
    if (!found) throw new Error(`The demo's ${REPORT} is missing`);
    return (await (await fetch(`${baseURL}/api/dashboards/${found.permalink}`, { headers: JSON_HEADERS })).json()).data;
  } finally {
    await admin.dispose();
  }
}
