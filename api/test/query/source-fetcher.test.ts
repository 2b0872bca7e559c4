import { SourceAuthError, SourceQuotaError, type ConnectorQuery, type ConnectorResult } from '../../src/connectors/types.js';
import { TtlCache } from '../../src/query/cache.js';
import { InFlightCoalescer } from '../../src/query/coalescer.js';
import { KeyedLimiter } from '../../src/query/limiter.js';
import { SourceFetcher, type SourceQuery } from '../../src/query/source-fetcher.js';
import { FakeConnector } from './fake-connector.js';

const TTL = { historical: 300_000, realTime: 30_000 };

function setup(options: { concurrency?: number; now?: () => number } = {}) {
  const retrySleeps: number[] = [];
  const fetcher = new SourceFetcher({
    cache: new TtlCache<ConnectorResult>({ maxWeight: 100, now: options.now }),
    coalescer: new InFlightCoalescer(),
    limiter: new KeyedLimiter(options.concurrency ?? 4),
    retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 40, budgetMs: 1_000 },
    retryClock: { now: () => 0, random: () => 0, sleep: async (ms) => void retrySleeps.push(ms) },
    ttlMs: TTL,
  });
  return { fetcher, retrySleeps };
}

function question(connector: FakeConnector, fields: { sourceKey?: string; startDate?: string; realTime?: boolean; onAuthError?: () => Promise<void> } = {}): SourceQuery {
  const query: ConnectorQuery = {
    config: { property: 'p', metrics: ['sessions'] },
    range: { startDate: fields.startDate ?? '2024-03-01', endDate: '2024-03-31' },
    timezone: 'UTC',
    realTime: fields.realTime ?? false,
  };
  return {
    sourceKey: fields.sourceKey ?? 'source:1',
    connector,
    context: () => ({ credentials: {}, onCredentialsRefreshed: async () => {} }),
    query,
    onAuthError: fields.onAuthError ?? (async () => {}),
  };
}

describe('SourceFetcher', () => {
  it('answers a repeated question from the cache without calling the connector again', async () => {
    const connector = new FakeConnector();
    const { fetcher } = setup();
    const first = await fetcher.fetch(question(connector));
    const second = await fetcher.fetch(question(connector));
    expect(second).toBe(first);
    expect(connector.calls).toHaveLength(1);
  });

  it('asks again once the cached answer expired, sooner for real time', async () => {
    let now = 0;
    const connector = new FakeConnector();
    const { fetcher } = setup({ now: () => now });
    await fetcher.fetch(question(connector));
    await fetcher.fetch(question(connector, { realTime: true }));
    now = TTL.realTime;
    await fetcher.fetch(question(connector));
    await fetcher.fetch(question(connector, { realTime: true }));
    expect(connector.calls.map((call) => call.realTime)).toEqual([false, true, true]);
    now = TTL.historical;
    await fetcher.fetch(question(connector));
    expect(connector.calls).toHaveLength(4);
  });

  it('passes the connector the normalized config it caches under', async () => {
    const connector = new FakeConnector();
    const { fetcher } = setup();
    await fetcher.fetch({ ...question(connector), query: { ...question(connector).query, config: { metrics: ['b', 'a'], property: 'p', dimension: '' } } });
    expect(connector.calls[0]?.config).toEqual({ metrics: ['a', 'b'], property: 'p' });
  });

  it('makes one connector call for 20 identical questions asked at once', async () => {
    const connector = new FakeConnector(undefined, 20);
    const { fetcher } = setup();
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetcher.fetch(question(connector))));
    expect(connector.calls).toHaveLength(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('never has more than the limit in flight per source, while another source runs beside it', async () => {
    const connector = new FakeConnector(undefined, 10);
    const other = new FakeConnector(undefined, 10);
    const { fetcher } = setup({ concurrency: 3 });
    const days = Array.from({ length: 12 }, (_, day) => `2024-03-${String(day + 1).padStart(2, '0')}`);
    await Promise.all([
      ...days.map((startDate) => fetcher.fetch(question(connector, { startDate }))),
      ...days.slice(0, 5).map((startDate) => fetcher.fetch(question(other, { sourceKey: 'source:2', startDate }))),
    ]);
    expect(connector.calls).toHaveLength(12);
    expect(connector.maxInFlight).toBe(3);
    expect(other.maxInFlight).toBe(3);
  });

  it('retries a quota refusal with backoff, then caches the answer', async () => {
    const connector = new FakeConnector((_query, call) => {
      if (call === 1) throw new SourceQuotaError('rate limited');
      return { dimension: null, metrics: ['sessions'], rows: [] };
    });
    const { fetcher, retrySleeps } = setup();
    await expect(fetcher.fetch(question(connector))).resolves.toEqual({ dimension: null, metrics: ['sessions'], rows: [] });
    await fetcher.fetch(question(connector));
    expect({ calls: connector.calls.length, retrySleeps }).toEqual({ calls: 2, retrySleeps: [5] });
  });

  it('gives up on a lasting quota refusal, remembers nothing, and asks afresh next time', async () => {
    const connector = new FakeConnector(() => {
      throw new SourceQuotaError('quota');
    });
    const { fetcher, retrySleeps } = setup();
    await expect(fetcher.fetch(question(connector))).rejects.toBeInstanceOf(SourceQuotaError);
    expect({ calls: connector.calls.length, retrySleeps }).toEqual({ calls: 3, retrySleeps: [5, 10] });
    await expect(fetcher.fetch(question(connector))).rejects.toBeInstanceOf(SourceQuotaError);
    expect(connector.calls).toHaveLength(6);
  });

  it('reports a refused authorisation once for all the widgets waiting on it', async () => {
    const connector = new FakeConnector(() => {
      throw new SourceAuthError('token revoked');
    }, 5);
    const { fetcher } = setup();
    let reported = 0;
    const onAuthError = async () => void (reported += 1);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => fetcher.fetch(question(connector, { onAuthError }))));
    expect(results.every((result) => result.status === 'rejected' && result.reason instanceof SourceAuthError)).toBe(true);
    expect({ calls: connector.calls.length, reported }).toEqual({ calls: 1, reported: 1 });
  });
});
