// The JavaScript a first visit downloads, gzip (and as sent: brotli), per area: /login signed out and
// /dashboards signed in, until the page has drawn and the network is idle. Next to it, a bare
// federation host (React, React Router and the Module Federation runtime, bench/bare-host) built in
// this run with the product's webpack configuration and sharing policy. Target (issue #21): each route
// within 175 KB gzip, with only the visited area's remote loaded. Needs a build (`npm run build`).
// The stylesheets of each visit are printed beside, not counted.
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, startProduct } from '@pulseboard/api/launcher';
import { signIn } from './support/bench-dashboards.mjs';

/** @import { Browser, BrowserContext } from 'playwright-core' */
/** @typedef {{ area: string, gzip: number, encoded: number }} Script */
/** @typedef {{ scripts: Script[], stylesheets: number }} Visit */

const TARGET_KB = 175;
const BARE_DIR = fileURLToPath(new URL('./bare-host/', import.meta.url));
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Builds the bare host into bench/bare-host/dist with the product's own webpack configuration (its webpack.config.js). */
function buildBareHost() {
  execFileSync('npx', ['webpack', '--mode', 'production', '--config', path.join(BARE_DIR, 'webpack.config.js')], { cwd: BARE_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Serves the bare host's build on a loopback port of its own, as the API serves the product's: index.html for any page. */
async function serveBareHost() {
  const dist = path.join(BARE_DIR, 'dist');
  const server = createServer((request, response) => {
    const file = path.join(dist, path.normalize(new URL(request.url ?? '/', 'http://bare').pathname));
    const found = file.startsWith(dist) && existsSync(file) && !file.endsWith(path.sep) ? file : path.join(dist, 'index.html');
    response.setHeader('content-type', found.endsWith('.js') ? 'text/javascript' : 'text/html');
    createReadStream(found).pipe(response);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The scripts a first visit to `url` downloads, once `drawn` resolves and the network is idle, and
 * the gzip size of its stylesheets (printed beside, not counted: the target is about scripts).
 * @param {BrowserContext} context
 * @param {string} url
 * @param {(page: import('playwright-core').Page) => Promise<unknown>} drawn
 * @returns {Promise<Visit>}
 */
async function firstVisit(context, url, drawn) {
  const page = await context.newPage();
  /** @type {Array<Promise<Script>>} */
  const scripts = [];
  /** @type {Array<Promise<number>>} */
  const stylesheets = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'stylesheet') stylesheets.push(response.body().then((body) => gzipSync(body).length));
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({
        area: /\/remotes\/([a-z]+)\//.exec(new URL(response.url()).pathname)?.[1] ?? 'host',
        gzip: gzipSync(body).length,
        encoded: Number(response.headers()['content-length'] ?? body.length),
      })),
    );
  });
  await page.goto(url);
  await drawn(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return { scripts: await Promise.all(scripts), stylesheets: (await Promise.all(stylesheets)).reduce((total, size) => total + size, 0) };
}

/**
 * @param {Script[]} scripts
 * @returns {Map<string, { files: number, gzip: number, encoded: number }>}
 */
function byArea(scripts) {
  const areas = new Map();
  for (const { area, gzip, encoded } of scripts) {
    const total = areas.get(area) ?? { files: 0, gzip: 0, encoded: 0 };
    areas.set(area, { files: total.files + 1, gzip: total.gzip + gzip, encoded: total.encoded + encoded });
  }
  return areas;
}

const sum = (/** @type {Script[]} */ scripts) => scripts.reduce((total, script) => total + script.gzip, 0);

buildBareHost();
const bare = await serveBareHost();
const product = await startProduct();
/** @type {Browser | undefined} */
let browser;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const { scripts: bareScripts } = await firstVisit(await browser.newContext(), `${bare.url}/login`, (page) => page.getByRole('heading', { name: 'Log in' }).waitFor());
  const login = await firstVisit(await browser.newContext(), `${product.baseURL}/login`, (page) => page.getByRole('button', { name: 'Log in' }).waitFor());
  const signedIn = await browser.newContext();
  await signIn(signedIn, product.baseURL);
  const dashboards = await firstVisit(signedIn, `${product.baseURL}/dashboards`, (page) => page.getByRole('heading', { name: 'Dashboards', exact: true }).waitFor());

  const bareTotal = sum(bareScripts);
  console.log(`\nJavaScript of a first visit, gzip (over the wire: brotli); target ${TARGET_KB} KB gzip a route`);
  console.log(`bare federation host (React, React Router, federation runtime): ${kb(bareTotal)} in ${bareScripts.length} files\n`);
  console.log('route         area         files   gzip        over the wire');
  for (const [route, { scripts, stylesheets }] of /** @type {const} */ ([
    ['/login', login],
    ['/dashboards', dashboards],
  ])) {
    for (const [area, total] of byArea(scripts)) console.log(`${route.padEnd(14)}${area.padEnd(13)}${String(total.files).padEnd(8)}${kb(total.gzip).padEnd(12)}${kb(total.encoded)}`);
    const total = sum(scripts);
    console.log(`${route.padEnd(14)}${'all'.padEnd(21)}${kb(total).padEnd(12)}${(total / bareTotal).toFixed(2)}× bare, ${total <= TARGET_KB * 1024 ? 'within' : 'over'} ${TARGET_KB} KB`);
    console.log(`${route.padEnd(14)}${'stylesheets'.padEnd(21)}${kb(stylesheets)}\n`);
  }
} finally {
  await browser?.close();
  await product.stop();
  await bare.close();
}
