import fp from 'fastify-plugin';
import type { ConnectorResult } from '../../connectors/types.js';
import { connectorContext } from '../../connectors/context.js';
import { batchedReads } from '../../lib/batched-reads.js';
import { TtlCache } from '../../query/cache.js';
import { CallBudget } from '../../query/call-budget.js';
import { InFlightCoalescer } from '../../query/coalescer.js';
import { createQueryEngine, type QueryEngine } from '../../query/engine.js';
import { KeyedLimiter } from '../../query/limiter.js';
import type { RetryPolicy } from '../../query/retry.js';
import { SourceFetcher } from '../../query/source-fetcher.js';
import { StoredAnswers } from '../../query/stored-answers.js';

declare module 'fastify' {
  interface FastifyInstance {
    queryEngine: QueryEngine;
    /** The engine's path to providers (cache, coalescing, paid answers, budgets, limits), for other readers of sources (Mission Control). */
    sourceFetcher: SourceFetcher;
  }
}

/**
 * Quota refusals are retried 3 times, 0.5 s then 1 s then 2 s apart (with
 * jitter), and never past 10 s: a dashboard waiting longer is better told the
 * quota is out.
 */
const QUOTA_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 4_000, budgetMs: 10_000 };

/** A result's size as the JSON it would be sent as: a fair, cheap measure of what it holds (the heap keeps somewhat more). */
const bytesOf = (result: ConnectorResult, key: string) => key.length + Buffer.byteLength(JSON.stringify(result));

/** How often expired paid answers and past days' call counts are removed. */
const SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * `app.queryEngine`: one cache, one set of in-flight queries and one limiter
 * per process; paid providers' answers and daily call counts in PostgreSQL,
 * shared by every process.
 */
export default fp(
  async (app) => {
    const { cacheTtlMs, realTimeCacheTtlMs, cacheMaxBytes, sourceConcurrency } = app.config.query;
    const paid = { answers: new StoredAnswers(app.pool), budget: new CallBudget(app.pool) };
    const fetcher = new SourceFetcher({
      cache: new TtlCache<ConnectorResult>({ maxWeight: cacheMaxBytes, weigh: bytesOf }),
      coalescer: new InFlightCoalescer(),
      limiter: new KeyedLimiter(sourceConcurrency),
      retry: QUOTA_RETRY,
      ttlMs: { historical: cacheTtlMs, realTime: realTimeCacheTtlMs },
      paid,
    });
    const sweep = () => {
      const now = new Date();
      void Promise.all([paid.answers.sweep(now), paid.budget.sweep(now)]).catch((error: unknown) => app.log.warn({ err: error }, 'sweeping paid answers failed'));
    };
    const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    app.decorate('sourceFetcher', fetcher);
    // Every widget of a data request looks up its source as it starts: one query for all of them.
    const findSource = batchedReads(async (companyId: number, ids: number[]) => new Map((await app.sources.findManyInCompany(ids, companyId)).map((row) => [row.id, row])));
    app.decorate(
      'queryEngine',
      createQueryEngine({
        connectors: app.connectors,
        sources: {
          find: findSource,
          contextOf: (row, signal) => connectorContext(app, row, signal),
          // Re-read first: another request may have invalidated it meanwhile, and the company is told only once.
          markInvalid: async (row) => {
            const current = await app.sources.findInCompany(row.id, row.companyId);
            if (current && !current.invalid) await app.sources.markInvalid(current);
          },
        },
        fetcher,
        log: app.log.child({ module: 'query-engine' }),
      }),
    );
  },
  { name: 'query-engine', dependencies: ['db', 'sources', 'connectors'] },
);
