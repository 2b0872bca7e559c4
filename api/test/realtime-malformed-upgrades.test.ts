import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFastify } from '../src/app.js';
import { LocalChannels } from '../src/realtime/local-channels.js';
import { PusherWebSocketServer } from '../src/realtime/websocket-server.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { rawRequest } from './helpers/raw-http.js';
import { Pusher, REALTIME_ENV, connected, listen, pusherOptions } from './helpers/realtime.js';
import { Seeded } from './helpers/seeded.js';

const SEED = 0x5eed_2026;
const KEY = 'dGhlIHNhbXBsZSBub25jZQ==';
const APP_PATH = `/app/${REALTIME_ENV.REALTIME_APP_KEY}?protocol=7`;

interface Case {
  family: string;
  request: string | Buffer;
  /** An upgrade the websocket server refuses (the connection is then closed), rather than a request HTTP itself refuses. */
  upgrade: boolean;
}

type Headers = Record<string, string | undefined>;

/** A websocket handshake; a header set to undefined is left out. */
function handshake(target: string, headers: Headers = {}, method = 'GET'): string {
  const all: Headers = { Host: '127.0.0.1', Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Key': KEY, 'Sec-WebSocket-Version': '13', ...headers };
  const lines = Object.entries(all).flatMap(([name, value]) => (value === undefined ? [] : [`${name}: ${value}\r\n`]));
  return `${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n`;
}

const throws = (attempt: () => unknown) => {
  try {
    attempt();
    return false;
  } catch {
    return true;
  }
};

const HEX = '0123456789ABCDEFabcdef';
const NOT_HEX = 'GHIJKLMNOPQRSTUVWXYZghijklmnopqrstuvwxyz-_.~';
const KEY_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789-_.';

/** An escape cut short or with a non-hex digit, or bytes that are not UTF-8 (lone continuations, overlongs, surrogates, truncated sequences). */
function badPercentEncoding(random: Seeded): string {
  for (;;) {
    const kind = random.int(0, 2);
    const candidate =
      kind === 0
        ? `%${random.string(HEX, random.int(0, 1))}`
        : kind === 1
          ? `%${random.pick([random.string(NOT_HEX, 1) + random.string(HEX, 1), random.string(HEX, 1) + random.string(NOT_HEX, 1)])}`
          : [...random.bytes(random.int(1, 4)).map((byte) => byte | 0x80)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    const segment = `${random.string(KEY_CHARS, random.int(0, 8))}${candidate}${random.string(KEY_CHARS, random.int(0, 8))}`;
    if (throws(() => decodeURIComponent(segment))) return segment;
  }
}

/** Absolute-form targets the URL parser refuses: non-numeric or too large ports, hosts with forbidden characters. */
function badAbsoluteTarget(random: Seeded): string {
  for (;;) {
    const host = random.pick(['a', 'localhost', '127.0.0.1', random.string(KEY_CHARS, random.int(1, 10))]);
    const port = random.pick([random.string('abcdefxyz', random.int(1, 4)), String(random.int(65_536, 9_999_999)), `${random.int(1, 9)}${random.string('x:@', 1)}`]);
    const target = random.pick([
      `http://${host}:${port}/app/k`,
      `ws://${host}:${port}${APP_PATH}`,
      `http://${random.string(KEY_CHARS, 3)}${random.pick(['%', '[', ']', '^', '|', '<', '>', '\\'])}${random.string(KEY_CHARS, 3)}/app/k`,
      `//${host}:${port}/app/k`,
      `http://[${random.string(HEX, random.int(1, 6))}:${random.string(NOT_HEX, 2)}]/app/k`,
    ]);
    if (throws(() => (target.startsWith('//') ? new URL(target, 'http://localhost') : new URL(target)))) return target;
  }
}

/** What no Sec-WebSocket-Key may be: missing, the wrong length, characters outside base64, two keys. */
function badKey(random: Seeded): string | undefined {
  const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  return random.pick([
    undefined,
    '',
    random.string(base64, random.int(1, 21)) + '==',
    random.string(base64, random.int(23, 40)),
    random.string(base64, 21) + random.string('!$*-_.~', 1) + '==',
    `${KEY}, ${KEY}`,
    random.string(base64, 24),
  ]);
}

function cases(random: Seeded): Case[] {
  const generated: Case[] = [];
  const add = (family: string, count: number, make: () => Omit<Case, 'family'>) => {
    for (let index = 0; index < count; index += 1) generated.push({ family, ...make() });
  };
  add('bad percent-encoding in the key', 40, () => ({ request: handshake(`/app/${badPercentEncoding(random)}?protocol=7`), upgrade: true }));
  add('absolute-form target with a bad host or port', 30, () => ({ request: handshake(badAbsoluteTarget(random)), upgrade: true }));
  add('missing or invalid Sec-WebSocket-Key', 20, () => ({ request: handshake(APP_PATH, { 'Sec-WebSocket-Key': badKey(random) }), upgrade: true }));
  add('missing or unsupported Sec-WebSocket-Version', 15, () => ({
    request: handshake(APP_PATH, { 'Sec-WebSocket-Version': random.pick([undefined, '', String(random.int(0, 12)), String(random.int(14, 99)), '8', random.string(NOT_HEX, 3)]) }),
    upgrade: true,
  }));
  add('Upgrade to something else', 10, () => ({ request: handshake(APP_PATH, { Upgrade: random.pick(['h2c', 'TLS/1.0', random.string(NOT_HEX, random.int(1, 8))]) }), upgrade: true }));
  add('a method other than GET', 5, () => ({ request: handshake(APP_PATH, {}, random.pick(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])), upgrade: true }));
  add('no Upgrade header', 5, () => ({ request: handshake(APP_PATH, { Upgrade: undefined, Connection: random.pick(['Upgrade', 'close']) }), upgrade: false }));
  add('oversized headers', 6, () => ({
    request: random.pick([
      handshake(APP_PATH, { 'X-Padding': 'x'.repeat(random.int(17_000, 80_000)) }),
      handshake(`/app/${'k'.repeat(random.int(17_000, 40_000))}?protocol=7`),
      handshake(APP_PATH, Object.fromEntries(Array.from({ length: random.int(600, 1_500) }, (_, index) => [`X-Header-${index}`, random.string(KEY_CHARS, 20)]))),
    ]),
    upgrade: false,
  }));
  add('garbage request line', 30, () => ({
    request: random.pick([
      Buffer.concat([random.bytes(random.int(1, 200)), Buffer.from('\r\n\r\n')]),
      `${random.string(NOT_HEX, random.int(1, 10))}\r\n\r\n`,
      `GET ${APP_PATH} HTTP/${random.int(2, 9)}.${random.int(0, 9)}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n`,
      `GET ${APP_PATH}\r\nUpgrade: websocket\r\n\r\n`,
      `GET /app/${random.string(' \t"{}', 1)}k HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n`,
      `${handshake(APP_PATH).replace('\r\n', `\r\n${random.string(NOT_HEX, 6)}\r\n`)}`,
    ]),
    upgrade: false,
  }));
  return generated;
}

let t: TestApp;
let port: number;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ env: REALTIME_ENV });
  baseUrl = await listen(t.app);
  port = Number(new URL(baseUrl).port);
});
afterAll(() => t.close());

describe('malformed websocket upgrades (generated, seed 0x5eed2026)', () => {
  it('accepts the well-formed handshake the cases are mutated from', async () => {
    const answer = await rawRequest(port, handshake(APP_PATH), 50);
    expect(answer.status).toBe(101);
  });

  it('answers each with a 4xx and closes refused upgrades; the server keeps serving HTTP and pusher-js', async () => {
    const all = cases(new Seeded(SEED));
    const failures: string[] = [];
    const statuses = new Map<number | undefined, number>();
    // A few at a time: enough to overlap, not so many that loopback queues them.
    for (let start = 0; start < all.length; start += 8) {
      await Promise.all(
        all.slice(start, start + 8).map(async (entry) => {
          const answer = await rawRequest(port, entry.request);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const ok = answer.status !== undefined && answer.status >= 400 && answer.status < 500 && (!entry.upgrade || answer.closed);
          if (!ok) failures.push(`${entry.family}: ${JSON.stringify(String(entry.request).slice(0, 160))} -> ${answer.head.split('\r\n')[0] ?? '(nothing)'}${answer.closed ? '' : ' (left open)'}`);
        }),
      );
    }
    process.stdout.write(`${all.length} malformed requests, statuses: ${JSON.stringify(Object.fromEntries(statuses))}\n`);
    expect(failures).toEqual([]);

    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    const pusher = new Pusher(REALTIME_ENV.REALTIME_APP_KEY, pusherOptions(baseUrl));
    try {
      expect(await connected(pusher)).toMatch(/^\d+\.\d+$/);
    } finally {
      pusher.disconnect();
    }
  });

  it('answers a refused upgrade with a complete HTTP response', async () => {
    const answer = await rawRequest(port, handshake('/app/%E0%A4%A?protocol=7'));
    expect(answer).toMatchObject({ status: 400, closed: true });
    expect(answer.head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.head).toMatch(/\r\nConnection: close(\r\n|$)/);
    expect(answer.head).toMatch(/\r\nContent-Length: \d+(\r\n|$)/);
  });
});

describe('an unforeseen failure in the upgrade listener', () => {
  it('is logged and cuts that socket only', async () => {
    const errors: unknown[] = [];
    const log = createFastify({ logLevel: 'silent', trustProxy: false }).log;
    log.error = ((object: unknown) => void errors.push(object)) as typeof log.error;
    let fail = true;
    const sockets = new PusherWebSocketServer({
      credentials: { appId: 'guard', key: 'guard-key', secret: 'guard-secret-0123456789' },
      channels: new LocalChannels(),
      log,
      caps: { total: 10, perAddress: 10 },
      allowedOrigins: new Set(),
      clientAddress: (request) => {
        if (fail) throw new Error('address lookup failed');
        return request.socket.remoteAddress ?? '';
      },
    });
    const server = http.createServer();
    server.on('upgrade', sockets.handleUpgrade);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const serverPort = (server.address() as AddressInfo).port;
    try {
      const failed = await rawRequest(serverPort, handshake('/app/guard-key?protocol=7'));
      expect(failed).toMatchObject({ status: undefined, closed: true });
      expect(errors).toHaveLength(1);
      fail = false;
      expect((await rawRequest(serverPort, handshake('/app/guard-key?protocol=7'), 50)).status).toBe(101);
    } finally {
      await sockets.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
