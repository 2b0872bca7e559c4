// Realtime delivery latency: from a trigger (the pusher server SDK posting to
// process A's HTTP trigger API) to the event at a pusher-js client, for a
// client of process A itself and for a client of process B, which hears it
// through PostgreSQL LISTEN/NOTIFY. Two production servers (api/dist) share
// A's embedded PostgreSQL. Needs `npm run build -w @pulseboard/api`.
// BENCH_EVENTS sets the number of events (default 500).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pusherJs from 'pusher-js';
import PusherServer from 'pusher';
import { freePort, startProduct } from '@pulseboard/api/launcher';

/** pusher-js's node build is CommonJS whose module.exports is the class itself; its types describe an ES default export. */
const Pusher = /** @type {typeof pusherJs.default} */ (/** @type {unknown} */ (pusherJs));

const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
const WARM_UP = 20;
const credentials = { REALTIME_APP_ID: 'bench', REALTIME_APP_KEY: 'bench-key', REALTIME_APP_SECRET: 'bench-secret-0123456789' };

const pgPort = await freePort();
const a = await startProduct({ env: { ...credentials, EMBEDDED_PG_PORT: String(pgPort) } });
const pgPassword = readFileSync(path.join(a.dataDir, 'pg-password'), 'utf8').trim();
const b = await startProduct({ env: { ...credentials, DATABASE_URL: `postgres://postgres:${pgPassword}@127.0.0.1:${pgPort}/pulseboard` } });

/**
 * A pusher-js client of `baseURL`, subscribed to the public channel `bench`, calling `onEvent` with each event's index.
 * @param {string} baseURL
 * @param {(index: number) => void} onEvent
 */
async function subscribe(baseURL, onEvent) {
  const { hostname, port } = new URL(baseURL);
  const pusher = new Pusher(credentials.REALTIME_APP_KEY, { cluster: 'mt1', wsHost: hostname, wsPort: Number(port), forceTLS: false, enabledTransports: ['ws'] });
  const channel = pusher.subscribe('bench');
  await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
  channel.bind('tick', (/** @type {{ i: number }} */ data) => onEvent(data.i));
  return pusher;
}

/** @type {number[]} */
const sentAt = [];
/** @type {{ a: number[], b: number[] }} */
const latencies = { a: [], b: [] };
/** @type {(() => void) | null} */
let waiting = null;
/** @param {'a' | 'b'} where */
const arrived = (where) => (/** @type {number} */ i) => {
  const sent = sentAt[i];
  if (sent === undefined) return; // not an event of this run
  latencies[where][i] = performance.now() - sent;
  if (latencies.a[i] !== undefined && latencies.b[i] !== undefined) waiting?.();
};
const clients = [await subscribe(a.baseURL, arrived('a')), await subscribe(b.baseURL, arrived('b'))];

const { hostname, port } = new URL(a.baseURL);
const sdk = new PusherServer({ appId: credentials.REALTIME_APP_ID, key: credentials.REALTIME_APP_KEY, secret: credentials.REALTIME_APP_SECRET, host: hostname, port, useTLS: false });

try {
  // One event at a time: each one's latency is not queued behind the previous one's.
  for (let i = 0; i < EVENTS + WARM_UP; i += 1) {
    /** @type {Promise<void>} */
    const both = new Promise((resolve) => (waiting = resolve));
    sentAt[i] = performance.now();
    await sdk.trigger('bench', 'tick', { i });
    await both;
  }
} finally {
  for (const client of clients) client.disconnect();
  await b.stop();
  await a.stop();
}

/**
 * @param {number[]} values
 * @param {number} p
 */
const percentile = (values, p) => {
  const sorted = values.slice(WARM_UP).sort((x, y) => x - y);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  if (value === undefined) throw new Error('No events measured: was BENCH_EVENTS 0?');
  return value;
};
const ms = (/** @type {number} */ value) => `${value.toFixed(2)} ms`;
console.log(`Realtime delivery latency over ${EVENTS} events (trigger API -> pusher-js client)`);
console.log(`client of the triggering server:        median ${ms(percentile(latencies.a, 50))}  p95 ${ms(percentile(latencies.a, 95))}`);
console.log(`client of another server (NOTIFY):      median ${ms(percentile(latencies.b, 50))}  p95 ${ms(percentile(latencies.b, 95))}`);
