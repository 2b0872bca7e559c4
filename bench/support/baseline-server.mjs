// The baseline pages and their Highcharts files, served on a loopback port of their own. Serving them
// through Playwright's request routing instead would turn the browser's HTTP cache off for every page
// of the context, the product's too (Playwright's documented behaviour), so no run would be warm.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { freePort } from '@pulseboard/api/launcher';
import { baselineScripts } from './baseline-page.mjs';

/** Starts the server; `page(path, html)` adds a page, the scripts are there already (cacheable, as the product's chunks are). */
export async function serveBaselinePages() {
  /** @type {Map<string, string>} */
  const pages = new Map();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://baseline').pathname;
    const script = baselineScripts.get(path);
    const page = pages.get(path);
    if (script !== undefined) response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=3600' }).end(script);
    else if (page !== undefined) response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-cache' }).end(page);
    else response.writeHead(404).end();
  });
  const port = await freePort();
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${port}`,
    /**
     * @param {string} path
     * @param {string} html
     */
    page(path, html) {
      pages.set(path, html);
      return `http://127.0.0.1:${port}${path}`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
