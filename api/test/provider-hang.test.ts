import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_GOOGLE_HOSTS, SANDBOX_GOOGLE_PREFIX } from '../src/sandbox/google/paths.js';
import { connectThroughConsent } from './helpers/google-sandbox.js';
import { sandboxProduct } from './helpers/sandbox-product.js';

/**
 * A provider that stops answering: Google Ads' host is a proxy in front of
 * the sandbox's fake, which can be told to hold every request without an
 * answer. The widget gives up within PROVIDER_TIMEOUT_SECONDS with a
 * temporary error and the source stays valid. A provider answering 5xx is
 * covered per provider (google-sources.test.ts, meta-sources.test.ts, ...).
 */
const TIMEOUT_SECONDS = 1;

let proxy: Server;
let proxyUrl: string;
let hanging = false;
const held: ServerResponse[] = [];

async function forward(request: IncomingMessage, response: ServerResponse, target: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const answer = await fetch(`${target}${request.url}`, {
    method: request.method,
    headers: { authorization: request.headers.authorization ?? '', 'content-type': request.headers['content-type'] ?? 'application/json' },
    ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
  });
  response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer()));
}

beforeAll(async () => {
  proxy = createServer((request, response) => {
    if (hanging) return void held.push(response);
    forward(request, response, `${product.t.config.appUrl}${SANDBOX_GOOGLE_PREFIX}${SANDBOX_GOOGLE_HOSTS.ads}`).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
const product = sandboxProduct(() => ({ GOOGLE_ADS_URL: proxyUrl, PROVIDER_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS) }));
afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
});

it('gives up on a provider that does not answer within its bound: a temporary widget error, the source still valid', async () => {
  const id = await product.connected('google_ads', connectThroughConsent);
  const config = { property: '1234567890', metrics: ['clicks'] };
  expect((await product.widgetData('google_ads', id, config)).json().data.errors).toEqual([]);

  hanging = true;
  const started = Date.now();
  // Another range than the first, so the answer is not the cached one.
  const answer = await product.widgetData('google_ads', id, config, { startDate: '2026-08-01', endDate: '2026-08-31' });
  const took = Date.now() - started;
  expect(answer.statusCode).toBe(200);
  expect(held.length).toBeGreaterThan(0);
  expect(answer.json().data.errors).toEqual([expect.objectContaining({ kind: 'provider' })]);
  expect(took).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000);
  expect(took).toBeLessThan(TIMEOUT_SECONDS * 1000 + 4000);
  const source = (await product.client.get('/api/sources')).json().data.find((entry: { id: number }) => entry.id === id);
  expect(source.invalid).toBe(false);
});
