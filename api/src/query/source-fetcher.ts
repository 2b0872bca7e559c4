import { SourceAuthError, type Connector, type ConnectorContext, type ConnectorQuery, type ConnectorResult } from '../connectors/types.js';
import type { TtlCache } from './cache.js';
import { normalizeConfig, queryKey } from './cache-key.js';
import type { Coalescer } from './coalescer.js';
import type { KeyedLimiter } from './limiter.js';
import { paidAnswer, type DataViewer, type PaidAnswerStores } from './paid-answer.js';
import { retryOnQuota, type RetryClock, type RetryPolicy } from './retry.js';

/** One provider question, for one source. */
export interface SourceQuery {
  /** Groups what the limiter and the cache count as one source: "source:42", or "demo" for sample data. */
  sourceKey: string;
  /** The stored source's id; absent for sample data, which has none. */
  sourceId?: number;
  connector: Connector;
  /** Built only when the provider is really called (it decrypts credentials); `signal` cancels the provider calls. */
  context(signal: AbortSignal): ConnectorContext;
  query: ConnectorQuery;
  /** Runs once per refused call, however many widgets were waiting for it. */
  onAuthError(): Promise<void>;
}

export interface SourceFetcherOptions {
  cache: TtlCache<ConnectorResult>;
  coalescer: Coalescer;
  limiter: KeyedLimiter;
  retry: RetryPolicy;
  retryClock?: RetryClock;
  ttlMs: { historical: number; realTime: number };
  /**
   * Where the answers of connectors with a `cost` are kept and their calls
   * counted (PostgreSQL). Without it (the benchmark, unit tests) they are
   * cached in memory like any other.
   */
  paid?: PaidAnswerStores;
  /** The clock of the paid answers' fetch and expiry times. */
  now?: () => Date;
}

/**
 * The path of every connector call: the cache first; then one call shared by
 * identical queries in flight; for a paid provider (`Connector.cost`), the
 * answer kept in the database, else a call within the source's daily budget;
 * quota refusals retried with backoff; each attempt waiting for a free place
 * among the source's concurrent calls. Results are shared between callers
 * and must not be mutated.
 */
export class SourceFetcher {
  constructor(private readonly options: SourceFetcherOptions) {}

  /**
   * `signal` is the asking viewer's: once every viewer waiting for the same call is gone, the provider call is cancelled.
   * `viewer`: whose share of a paid source's budget a call may spend.
   */
  async fetch(request: SourceQuery, signal?: AbortSignal, viewer: DataViewer = 'member'): Promise<ConnectorResult> {
    const query = { ...request.query, config: normalizeConfig(request.query.config) };
    const key = queryKey(request.sourceKey, query);
    const cached = this.options.cache.get(key);
    if (cached) return cached;
    return this.options.coalescer.run(
      key,
      async (shared) => {
        const attempt = () => this.options.limiter.run(request.sourceKey, () => request.connector.query(request.context(shared), query), shared);
        const call = () => retryOnQuota(attempt, this.options.retry, this.options.retryClock, shared);
        try {
          const { result, ttlMs } = await this.answer(request, key, call, viewer);
          this.options.cache.set(key, result, ttlMs);
          return result;
        } catch (error) {
          if (error instanceof SourceAuthError) await request.onAuthError();
          throw error;
        }
      },
      signal,
    );
  }

  /** The answer and how long it stays in memory: a paid provider's through its kept answers and budget, any other's straight from the provider. */
  private async answer(request: SourceQuery, key: string, call: () => Promise<ConnectorResult>, viewer: DataViewer): Promise<{ result: ConnectorResult; ttlMs: number }> {
    const { cost } = request.connector;
    const { paid, now = () => new Date() } = this.options;
    if (cost && paid && request.sourceId !== undefined) return paidAnswer(paid, { sourceId: request.sourceId, queryKey: key, connector: request.connector, cost, viewer }, call, now);
    return { result: await call(), ttlMs: request.query.realTime ? this.options.ttlMs.realTime : this.options.ttlMs.historical };
  }
}
