// Query engine: (a) latency of a widget query answered by the connector
// (cache miss) versus from the cache (hit), on the sample data and on a
// provider that takes PROVIDER_MS to answer; (b) 20 identical widget queries
// arriving together, with and without coalescing of in-flight queries (the
// per-source limit of 4 applies to both). The engine is the compiled one
// (@pulseboard/api/query-engine, built to api/dist), on an in-memory source
// list: no database, no network.
// Needs `npm run build -w @pulseboard/api`. BENCH_RUNS sets N (default 40).
import { performance } from 'node:perf_hooks';
import { createDemoConnector, createQueryEngine, InFlightCoalescer, KeyedLimiter, SourceFetcher, TtlCache } from '@pulseboard/api/query-engine';
import { median } from './support/median.mjs';

/** @import { Coalescer, Connector } from '@pulseboard/api/query-engine' */
/** @import { SourceType, WidgetDataRequest } from '@pulseboard/shared/contracts' */

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PROVIDER_MS = 50;
const CONCURRENT = 20;
const COMPANY = 1;

/** A provider that answers the sample data's figures after PROVIDER_MS, counting its calls. */
function slowProvider() {
  const demo = createDemoConnector();
  /** @type {Connector & { calls: number }} */
  const provider = {
    ...demo,
    type: 'google_analytics',
    calls: 0,
    async query(context, query) {
      provider.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, PROVIDER_MS));
      return demo.query(context, query);
    },
  };
  return provider;
}

/**
 * No coalescing: every caller runs its own task, on a signal that never aborts.
 * @type {Coalescer}
 */
const passThrough = { run: (_key, task) => task(new AbortController().signal) };

/**
 * @param {Connector} connector
 * @param {Coalescer} [coalescer]
 */
function engineWith(connector, coalescer = new InFlightCoalescer()) {
  const fetcher = new SourceFetcher({
    cache: new TtlCache({ maxWeight: 5_000 }),
    coalescer,
    limiter: new KeyedLimiter(4),
    retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0, budgetMs: 0 },
    ttlMs: { historical: 300_000, realTime: 30_000 },
  });
  const rows = [{ id: 1, name: 'google_analytics', invalid: false }];
  return createQueryEngine({
    connectors: { get: (type) => (type === connector.type ? connector : undefined) },
    sources: { find: async (_company, id) => rows.find((row) => row.id === id), contextOf: () => ({ credentials: {}, onCredentialsRefreshed: async () => {} }), markInvalid: async () => {} },
    fetcher,
    log: console,
  });
}

/**
 * A month of sessions, users and bounce rate by day, compared with the month before, plus a calculated metric.
 * @param {SourceType} type
 * @param {number} day days after 1 January 2023 the month starts
 * @returns {WidgetDataRequest}
 */
function widget(type, day) {
  const start = new Date(Date.UTC(2023, 0, 1 + day));
  const iso = (/** @type {Date} */ date) => date.toISOString().slice(0, 10);
  const plus = (/** @type {number} */ days) => new Date(start.getTime() + days * 86_400_000);
  return {
    widget: {
      instances: [
        {
          id: 'i',
          type,
          prefix: 'Acme',
          sourceId: type === 'demo' ? null : 1,
          config: { property: 'acme-shoes', dataset: 'web', metrics: ['sessions', 'totalUsers', 'bounceRate'], dimension: 'date' },
        },
      ],
      calculatedMetrics: [{ id: 'upv', name: 'Users per visit', type: 'average_number', expression: '{totalUsers} / {sessions}' }],
    },
    range: { startDate: iso(start), endDate: iso(plus(30)) },
    compare: { startDate: iso(plus(-31)), endDate: iso(plus(-1)) },
    timezone: 'Europe/Berlin',
  };
}

/** @param {() => Promise<unknown>} task */
async function timed(task) {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

/**
 * @param {string} label
 * @param {Connector} connector
 */
async function missAndHit(label, connector) {
  const engine = engineWith(connector);
  const misses = [];
  // Each miss asks for another month, so nothing is cached yet.
  for (let run = 0; run < RUNS; run += 1) misses.push(await timed(() => engine.run(COMPANY, widget(connector.type, run * 40))));
  const hits = [];
  for (let run = 0; run < RUNS * 5; run += 1) hits.push(await timed(() => engine.run(COMPANY, widget(connector.type, (run % RUNS) * 40))));
  const [miss, hit] = [median(misses), median(hits)];
  console.log(`${label.padEnd(34)} miss ${miss.toFixed(3).padStart(8)} ms   hit ${hit.toFixed(3).padStart(7)} ms   ${(miss / hit).toFixed(0).padStart(5)}x`);
}

/**
 * @param {string} label
 * @param {Coalescer} coalescer
 */
async function burst(label, coalescer) {
  const provider = slowProvider();
  const engine = engineWith(provider, coalescer);
  const request = widget('google_analytics', 0);
  const ms = await timed(() => Promise.all(Array.from({ length: CONCURRENT }, () => engine.run(COMPANY, request))));
  console.log(`${label.padEnd(34)} ${ms.toFixed(1).padStart(7)} ms   ${String(provider.calls).padStart(2)} provider calls`);
  return ms;
}

console.log(`(a) median latency of one widget query (month by day + comparison), N=${RUNS} misses, ${RUNS * 5} hits`);
await missAndHit('sample data (computed)', createDemoConnector());
await missAndHit(`provider answering in ${PROVIDER_MS} ms`, slowProvider());

console.log(`\n(b) ${CONCURRENT} identical queries at once (each asks the range and its comparison), provider answering in ${PROVIDER_MS} ms, 4 calls at once per source`);
const without = await burst('without coalescing', passThrough);
const withCoalescing = await burst('with coalescing', new InFlightCoalescer());
console.log(`speed-up ${(without / withCoalescing).toFixed(1)}x`);
