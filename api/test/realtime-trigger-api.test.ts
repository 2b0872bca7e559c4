import PusherServer from 'pusher';
import { md5, signRequest } from '../src/realtime/signatures.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { REALTIME_ENV, RawClient, listen, type Frame } from './helpers/realtime.js';

let t: TestApp;
let baseUrl: string;
let sdk: PusherServer;
let client: RawClient;
const { REALTIME_APP_ID: appId, REALTIME_APP_KEY: key, REALTIME_APP_SECRET: secret } = REALTIME_ENV;

/** The official server SDK pointed at the built-in server, with our credentials unless told otherwise. */
function sdkFor(overrides: { appId?: string; secret?: string } = {}): PusherServer {
  const { hostname, port } = new URL(baseUrl);
  return new PusherServer({ appId, key, secret, ...overrides, host: hostname, port, useTLS: false });
}

beforeAll(async () => {
  t = await createTestApp({ env: REALTIME_ENV });
  baseUrl = await listen(t.app);
  sdk = sdkFor();
  client = RawClient.open(baseUrl, `/app/${key}?protocol=7`);
  await client.socketId();
  for (const channel of ['orders', 'stock']) {
    client.send('pusher:subscribe', { channel });
    await client.next((frame) => frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel);
  }
});
afterAll(async () => {
  client.ws.terminate();
  await t.close();
});

const named = (event: string) => (frame: Frame) => frame.event === event;

/** A request signed by hand, to vary one element of the signature at a time. */
function signedUrl(body: string, overrides: { timestamp?: number; secret?: string; bodyMd5?: string } = {}): string {
  const path = `/apps/${appId}/events`;
  const query = {
    auth_key: key,
    auth_timestamp: String(overrides.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: overrides.bodyMd5 ?? md5(body),
  };
  const signature = signRequest(overrides.secret ?? secret, 'POST', path, query);
  return `${baseUrl}${path}?${new URLSearchParams({ ...query, auth_signature: signature })}`;
}

const post = (url: string, body: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const eventBody = (name: string) => JSON.stringify({ name, channels: ['orders'], data: '{"n":1}' });

describe('Pusher HTTP API on the built-in server', () => {
  it('accepts events from the official server SDK (single, with socket_id, batch)', async () => {
    const response = await sdk.trigger(['orders'], 'created', { id: 1 });
    expect(response.status).toBe(200);
    expect(await client.next(named('created'))).toEqual({ event: 'created', channel: 'orders', data: '{"id":1}' });

    const from = client.frames.length;
    await sdk.trigger('orders', 'skipped', { id: 2 }, { socket_id: await client.socketId() });
    await sdk.triggerBatch([
      { channel: 'orders', name: 'batched', data: { id: 3 } },
      { channel: 'stock', name: 'batched', data: { id: 4 } },
    ]);
    await client.next((frame) => frame.event === 'batched' && frame.channel === 'stock', from);
    expect(client.frames.slice(from).map((frame) => `${frame.event}/${frame.channel}`)).toEqual(['batched/orders', 'batched/stock']);
  });

  it('accepts a hand-signed request, the reference way', async () => {
    const body = eventBody('by-hand');
    expect((await post(signedUrl(body), body)).status).toBe(200);
    await client.next(named('by-hand'));
  });

  it('refuses a bad signature, a stale timestamp and a body that does not match its MD5 with 401', async () => {
    const body = eventBody('refused');
    const stale = Math.floor(Date.now() / 1000) - 601;
    for (const url of [signedUrl(body, { secret: 'not-the-secret-at-all' }), signedUrl(body, { timestamp: stale }), signedUrl(body, { bodyMd5: md5('{}') })]) {
      const response = await post(url, body);
      expect(response.status).toBe(401);
    }
    await expect(sdkFor({ secret: 'not-the-secret-at-all' }).trigger('orders', 'refused', {})).rejects.toMatchObject({ status: 401 });
    await client.roundTrip();
    expect(client.frames.filter(named('refused'))).toEqual([]);
  });

  it('answers 404 for another app id and 422 for a signed but invalid event', async () => {
    await expect(sdkFor({ appId: 'other-app' }).trigger('orders', 'x', {})).rejects.toMatchObject({ status: 404 });
    const body = JSON.stringify({ name: 'x', channels: ['has spaces'], data: '{}' });
    expect((await post(signedUrl(body), body)).status).toBe(422);
  });
});
