import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PdfRenderer } from '../src/pdf/renderer.js';
import { silentLog } from './helpers/cluster.js';

/** An HTTP server on loopback that records the paths it is asked for. */
async function listen(answer: (path: string) => { type: string; body: string }): Promise<{ url: string; paths: string[]; server: Server }> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    const { type, body } = answer(request.url ?? '');
    response.writeHead(200, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths, server };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACwAAAAAAQABAAA=';

it("renders with the product's own origin only: a page naming a loopback service never reaches it", async () => {
  // Another service on the same machine, a different port: the renderer must not become a way in.
  const inside = await listen(() => ({ type: 'text/plain', body: 'secret' }));
  const printView = (probe: string) => `<!doctype html><html><body><div id="root" data-mode="print" data-drawn="false">Report</div>
    <img src="/own.png"><img src="${PIXEL}"><img src="${probe}/image.png">
    <link rel="stylesheet" href="${probe}/style.css"><iframe src="${probe}/frame"></iframe>
    <script src="/app.js"></script></body></html>`;
  // The page's own script asks the service too, then signals ready as the print view does.
  const appJs = (probe: string) =>
    `Promise.allSettled([fetch('${probe}/fetch'), fetch('${probe}/no-cors', { mode: 'no-cors' })]).then(() => { document.getElementById('root').dataset.drawn = 'true'; });`;
  const app = await listen((path) =>
    path === '/app.js' ? { type: 'text/javascript', body: appJs(inside.url) } : path === '/own.png' ? { type: 'image/png', body: '' } : { type: 'text/html', body: printView(inside.url) },
  );
  const blocked: string[] = [];
  const renderer = new PdfRenderer({
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    baseUrl: app.url,
    appKey: 'test-app-key-0123456789abcdef',
    timeoutMs: 20_000,
    log: { ...silentLog, warn: (details: { origin: string }) => blocked.push(details.origin) } as never,
  });
  try {
    const pdf = await renderer.render({ dashboardId: 1, audience: 'owner', printPath: '/dashboards/x/print', timezone: 'UTC' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(inside.paths).toEqual([]);
    expect(app.paths).toEqual(expect.arrayContaining(['/dashboards/x/print', '/app.js', '/own.png']));
    expect(new Set(blocked)).toEqual(new Set([inside.url]));
  } finally {
    await renderer.close();
    await close(app.server);
    await close(inside.server);
  }
}, 60_000);
