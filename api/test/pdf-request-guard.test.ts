import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { PdfRenderer } from '../src/pdf/renderer.js';
import { refusingProxy } from '../src/pdf/request-guard.js';
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

/** Sends raw bytes to the proxy and resolves with its whole answer. */
function ask(server: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(server);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

it('refuses tunnels (https, wss) and plain requests alike, naming where each was going, and lets the product bypass it', async () => {
  const blocked: string[] = [];
  const guard = await refusingProxy(new Set(['http://127.0.0.1:8080', 'https://cdn.example.com']), (origin) => blocked.push(origin));
  try {
    expect(guard.proxy.bypass).toBe('127.0.0.1:8080,cdn.example.com:443');
    expect(await ask(guard.proxy.server, 'CONNECT metadata.internal:443 HTTP/1.1\r\nHost: metadata.internal:443\r\n\r\n')).toMatch(/^HTTP\/1\.1 403 /);
    expect(await ask(guard.proxy.server, 'GET http://10.0.0.5:6379/keys HTTP/1.1\r\nHost: 10.0.0.5:6379\r\n\r\n')).toMatch(/^HTTP\/1\.1 403 /);
    // A request line that never ends is cut off at the bound, not read forever; one naming nothing is refused too.
    expect(await ask(guard.proxy.server, 'G'.repeat(9000))).toMatch(/^HTTP\/1\.1 403 /);
    for (const line of ['CONNECT\r\n', 'CONNECT :443 HTTP/1.1\r\n', 'CONNECT [::1 HTTP/1.1\r\n', 'GET / HTTP/1.1\r\n']) expect(await ask(guard.proxy.server, line)).toMatch(/^HTTP\/1\.1 403 /);
    expect(blocked).toEqual(['https://metadata.internal', 'http://10.0.0.5:6379', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
  } finally {
    await guard.close();
  }
});
