import { SourceAuthError, type Connector, type ConnectorContext, type ConnectorQuery, type ConnectorResult } from '../connectors/types.js';
import type { TtlCache } from './cache.js';
import { normalizeConfig, queryKey } from './cache-key.js';
import type { Coalescer } from './coalescer.js';
import type { KeyedLimiter } from './limiter.js';
import { retryOnQuota, type RetryClock, type RetryPolicy } from './retry.js';

/** One provider question, for one source. */
export interface SourceQuery {
  /** Groups what the limiter and the cache count as one source: "source:42", or "demo" for sample data. */
  sourceKey: string;
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
}

/**
 * The path of every connector call: the cache first; then one call shared by
 * identical queries in flight; quota refusals retried with backoff; each
 * attempt waiting for a free place among the source's concurrent calls.
 * Results are shared between callers and must not be mutated.
 */
export class SourceFetcher {
  constructor(private readonly options: SourceFetcherOptions) {}

  /** `signal` is the asking viewer's: once every viewer waiting for the same call is gone, the provider call is cancelled. */
  async fetch(request: SourceQuery, signal?: AbortSignal): Promise<ConnectorResult> {
    const query = { ...request.query, config: normalizeConfig(request.query.config) };
    const key = queryKey(request.sourceKey, query);
    const cached = this.options.cache.get(key);
    if (cached) return cached;
    return this.options.coalescer.run(
      key,
      async (shared) => {
        const call = () => this.options.limiter.run(request.sourceKey, () => request.connector.query(request.context(shared), query), shared);
        try {
          const result = await retryOnQuota(call, this.options.retry, this.options.retryClock, shared);
          this.options.cache.set(key, result, query.realTime ? this.options.ttlMs.realTime : this.options.ttlMs.historical);
          return result;
        } catch (error) {
          if (error instanceof SourceAuthError) await request.onAuthError();
          throw error;
        }
      },
      signal,
    );
  }
}
