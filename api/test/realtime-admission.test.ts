import type { IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import { createTestApp, type TestApp } from './helpers/app.js';
import { Pusher, REALTIME_ENV, connected, listen, pusherOptions } from './helpers/realtime.js';

const APP_ORIGIN = 'http://app.example.test';
const PDF_ORIGIN = 'http://renderer.internal:9000';

let t: TestApp;
let baseUrl: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: {
      ...REALTIME_ENV,
      APP_URL: `${APP_ORIGIN}/`,
      PDF_RENDER_URL: `${PDF_ORIGIN}/`,
      REALTIME_MAX_CONNECTIONS: '3',
      REALTIME_MAX_CONNECTIONS_PER_IP: '2',
      // The test's requests come from loopback, a proxy trusted to name the client in X-Forwarded-For.
      TRUST_PROXY: 'loopback',
    },
  });
  baseUrl = await listen(t.app);
});
afterEach(async () => {
  const open = sockets.splice(0);
  await Promise.all(open.map((ws) => new Promise((resolve) => (ws.readyState === WebSocket.CLOSED ? resolve(undefined) : (ws.once('close', resolve), ws.terminate())))));
});
afterAll(() => t.close());

type Outcome = { opened: true; ws: WebSocket } | { opened: false; status: number; retryAfter?: string };

/** Opens a websocket to the Pusher endpoint as `client` (its X-Forwarded-For address), optionally from a page of `origin`. */
function openAs(client: string, origin?: string): Promise<Outcome> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/app/${REALTIME_ENV.REALTIME_APP_KEY}?protocol=7`, { headers: { 'x-forwarded-for': client }, ...(origin ? { origin } : {}) });
  sockets.push(ws);
  ws.on('error', () => undefined);
  return new Promise((resolve) => {
    ws.once('open', () => resolve({ opened: true, ws }));
    ws.once('unexpected-response', (_request, response: IncomingMessage) => {
      resolve({ opened: false, status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] });
      response.destroy();
    });
  });
}

describe('connection caps', () => {
  it('refuses a client above its share with 429, and anyone above the total with 503, until a connection closes', async () => {
    const first = await openAs('198.51.100.1');
    expect(first.opened).toBe(true);
    expect((await openAs('198.51.100.1')).opened).toBe(true);
    expect(await openAs('198.51.100.1')).toEqual({ opened: false, status: 429, retryAfter: '30' });

    expect((await openAs('198.51.100.2')).opened).toBe(true);
    expect(await openAs('198.51.100.3')).toEqual({ opened: false, status: 503, retryAfter: '30' });

    if (first.opened) first.ws.close();
    // The slot is free once the server has seen the close, a moment after the client.
    let retried = await openAs('198.51.100.3');
    for (let attempt = 0; attempt < 50 && !retried.opened; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      retried = await openAs('198.51.100.3');
    }
    expect(retried.opened).toBe(true);
  });

  it('gives the slots of refused and closed connections back', async () => {
    for (let round = 0; round < 5; round += 1) {
      const outcomes = await Promise.all([openAs('203.0.113.7'), openAs('203.0.113.7'), openAs('203.0.113.7')]);
      expect(outcomes.filter((outcome) => outcome.opened)).toHaveLength(2);
      expect(outcomes.filter((outcome) => !outcome.opened)).toEqual([{ opened: false, status: 429, retryAfter: '30' }]);
      await Promise.all(outcomes.map((outcome) => (outcome.opened ? new Promise((resolve) => (outcome.ws.once('close', resolve), outcome.ws.close())) : undefined)));
      // The server's side of the close (which frees the slot) may land just after the client's.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});

describe('origin', () => {
  it("accepts the app's own pages and clients that send no Origin", async () => {
    expect((await openAs('192.0.2.1', APP_ORIGIN)).opened).toBe(true);
    expect((await openAs('192.0.2.2', PDF_ORIGIN)).opened).toBe(true);
    expect((await openAs('192.0.2.3')).opened).toBe(true);
  });

  it.each(['http://evil.example', 'null', `${APP_ORIGIN}:8080`, APP_ORIGIN.replace('http:', 'https:'), 'http://app.example.test.evil.example'])('refuses a page of %s with 403', async (origin) => {
    expect(await openAs('192.0.2.9', origin)).toMatchObject({ opened: false, status: 403 });
  });

  it('lets pusher-js in Node connect (it sends no Origin)', async () => {
    const pusher = new Pusher(REALTIME_ENV.REALTIME_APP_KEY, pusherOptions(baseUrl));
    try {
      expect(await connected(pusher)).toMatch(/^\d+\.\d+$/);
    } finally {
      pusher.disconnect();
    }
  });
});
