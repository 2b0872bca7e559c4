import { SourceProviderError, SourceQuotaError } from '../../src/connectors/types.js';
import { TtlCache } from '../../src/query/cache.js';
import { normalizeConfig, queryKey } from '../../src/query/cache-key.js';
import { InFlightCoalescer } from '../../src/query/coalescer.js';
import { KeyedLimiter } from '../../src/query/limiter.js';
import { backoffDelay, retryOnQuota, type RetryClock, type RetryPolicy } from '../../src/query/retry.js';

/** A clock that only moves when the code sleeps. */
function fakeClock(random = 0.5): RetryClock & { sleeps: number[]; time: number } {
  const clock = {
    time: 0,
    sleeps: [] as number[],
    now: () => clock.time,
    random: () => random,
    async sleep(ms: number) {
      clock.sleeps.push(ms);
      clock.time += ms;
    },
  };
  return clock;
}

describe('TtlCache', () => {
  it('answers until the entry expires', () => {
    let now = 1_000;
    const cache = new TtlCache<string>({ maxWeight: 10, now: () => now });
    cache.set('k', 'v', 300);
    now += 299;
    expect(cache.get('k')).toBe('v');
    now += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entries beyond its weight', () => {
    const cache = new TtlCache<number[]>({ maxWeight: 5, weigh: (rows) => rows.length });
    cache.set('a', [1, 1], 1_000);
    cache.set('b', [2, 2], 1_000);
    cache.get('a');
    cache.set('c', [3, 3], 1_000);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([[1, 1], undefined, [3, 3]]);
    cache.set('big', [4, 4, 4, 4], 1_000);
    expect([cache.get('a'), cache.get('c'), cache.get('big'), cache.size]).toEqual([undefined, undefined, [4, 4, 4, 4], 1]);
  });

  it('never holds more than its weight, whatever sizes come and go', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const cache = new TtlCache<string>({ maxWeight: 10_000, weigh: (value, key) => key.length + value.length });
    for (let index = 0; index < 2_000; index += 1) {
      cache.set(`k${Math.floor(random() * 300)}`, 'x'.repeat(Math.floor(random() ** 3 * 12_000)), 1_000);
      expect(cache.totalWeight).toBeLessThanOrEqual(10_000);
    }
    expect(cache.size).toBeGreaterThan(1);
  });

  it('replaces an entry without counting it twice', () => {
    const cache = new TtlCache<number[]>({ maxWeight: 3, weigh: (rows) => rows.length });
    cache.set('a', [1, 1], 1_000);
    cache.set('a', [1, 1, 1], 1_000);
    expect(cache.get('a')).toEqual([1, 1, 1]);
  });
});

describe('cache keys', () => {
  const query = { config: { property: 'p', metrics: ['b', 'a'], dimension: '' }, range: { startDate: '2024-01-01', endDate: '2024-01-31' }, timezone: 'UTC', realTime: false };

  it('ignore key order, metric order, repeats and empty parameters', () => {
    expect(normalizeConfig({ metrics: ['b', 'a', 'b'], property: 'p', dimension: null, filter: '' })).toEqual({ metrics: ['a', 'b'], property: 'p' });
    expect(queryKey('source:1', query)).toBe(queryKey('source:1', { ...query, config: { metrics: ['a', 'b'], property: 'p' } }));
  });

  it('tell apart the source, range, time zone and real time; real time ignores the range', () => {
    const key = queryKey('source:1', query);
    expect(
      new Set([
        key,
        queryKey('source:2', query),
        queryKey('source:1', { ...query, timezone: 'Europe/Paris' }),
        queryKey('source:1', { ...query, range: { startDate: '2024-01-02', endDate: '2024-01-31' } }),
      ]).size,
    ).toBe(4);
    const live = { ...query, realTime: true };
    expect(queryKey('source:1', live)).not.toBe(key);
    expect(queryKey('source:1', live)).toBe(queryKey('source:1', { ...live, range: { startDate: '2020-01-01', endDate: '2020-01-01' } }));
  });
});

describe('InFlightCoalescer', () => {
  /** A task that runs until its signal aborts, telling whether it was cancelled. */
  function untilAborted() {
    const state = { started: 0, aborted: 0 };
    const task = (signal: AbortSignal) => {
      state.started += 1;
      return new Promise<string>((_resolve, reject) => signal.addEventListener('abort', () => ((state.aborted += 1), reject(signal.reason)), { once: true }));
    };
    return { state, task };
  }

  it('cancels a shared call only once every caller waiting for it has gone', async () => {
    const coalescer = new InFlightCoalescer();
    const { state, task } = untilAborted();
    const [first, second] = [new AbortController(), new AbortController()];
    const waits = [coalescer.run('k', task, first.signal), coalescer.run('k', task, second.signal)];
    first.abort(new Error('first left'));
    await expect(waits[0]).rejects.toThrow('first left');
    expect(state).toEqual({ started: 1, aborted: 0 });
    second.abort(new Error('second left'));
    await expect(waits[1]).rejects.toThrow('second left');
    expect(state).toEqual({ started: 1, aborted: 1 });
    // A caller coming after starts a call of its own.
    const third = new AbortController();
    const again = coalescer.run('k', task, third.signal);
    expect(state.started).toBe(2);
    third.abort(new Error('third left'));
    await expect(again).rejects.toThrow('third left');
  });

  it('never cancels a call one caller waits for without a signal', async () => {
    const coalescer = new InFlightCoalescer();
    let release: (value: string) => void = () => undefined;
    let cancelled = false;
    const task = (signal: AbortSignal) => {
      signal.addEventListener('abort', () => (cancelled = true));
      return new Promise<string>((resolve) => (release = resolve));
    };
    const leaving = new AbortController();
    const left = coalescer.run('k', task, leaving.signal);
    const staying = coalescer.run('k', task);
    leaving.abort(new Error('gone'));
    await expect(left).rejects.toThrow('gone');
    release('done');
    expect(await staying).toBe('done');
    expect(cancelled).toBe(false);
  });

  it('shares one run among callers of the same key until it settles', async () => {
    const coalescer = new InFlightCoalescer();
    let runs = 0;
    const task = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return runs;
    };
    expect(await Promise.all([coalescer.run('k', task), coalescer.run('k', task), coalescer.run('other', task)])).toEqual([2, 2, 2]);
    expect(await coalescer.run('k', task)).toBe(3);
  });

  it('shares a failure, then forgets it', async () => {
    const coalescer = new InFlightCoalescer();
    const failing = () => Promise.reject(new Error('down'));
    await expect(Promise.all([coalescer.run('k', failing), coalescer.run('k', failing)])).rejects.toThrow('down');
    await expect(coalescer.run('k', async () => 'up')).resolves.toBe('up');
  });
});

describe('KeyedLimiter', () => {
  it('lets a queued task whose signal aborts leave without running', async () => {
    const limiter = new KeyedLimiter(1);
    let release: () => void = () => undefined;
    const busy = limiter.run('s', () => new Promise<void>((resolve) => (release = resolve)));
    const leaving = new AbortController();
    let ran = false;
    const queued = limiter.run('s', async () => void (ran = true), leaving.signal);
    const next = limiter.run('s', async () => 'next');
    leaving.abort(new Error('gone'));
    await expect(queued).rejects.toThrow('gone');
    release();
    await busy;
    expect(await next).toBe('next');
    expect(ran).toBe(false);
  });

  it('runs at most `limit` tasks per key, in arrival order, and other keys independently', async () => {
    const limiter = new KeyedLimiter(2);
    const running = new Map<string, number>();
    const peak = new Map<string, number>();
    const started: string[] = [];
    const task = (key: string, name: string) =>
      limiter.run(key, async () => {
        started.push(name);
        running.set(key, (running.get(key) ?? 0) + 1);
        peak.set(key, Math.max(peak.get(key) ?? 0, running.get(key) ?? 0));
        await new Promise((resolve) => setTimeout(resolve, 5));
        running.set(key, (running.get(key) ?? 0) - 1);
      });
    await Promise.all([...['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => task('a', name)), task('b', 'b1'), task('b', 'b2')]);
    expect(peak).toEqual(
      new Map([
        ['a', 2],
        ['b', 2],
      ]),
    );
    expect(started.filter((name) => name.startsWith('a'))).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('frees the place of a task that failed', async () => {
    const limiter = new KeyedLimiter(1);
    await expect(limiter.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run('k', async () => 'next')).resolves.toBe('next');
  });
});

describe('quota retry', () => {
  const policy: RetryPolicy = { attempts: 4, baseDelayMs: 100, maxDelayMs: 300, budgetMs: 5_000 };

  it('backs off exponentially with jitter, capped, never under Retry-After', () => {
    expect([1, 2, 3, 4].map((retry) => backoffDelay(retry, policy, 0))).toEqual([50, 100, 150, 150]);
    expect([1, 2, 3, 4].map((retry) => backoffDelay(retry, policy, 0.999_999))).toEqual([100, 200, 300, 300].map((ms) => expect.closeTo(ms, 2)));
    expect(backoffDelay(1, policy, 0.5, 2_000)).toBe(2_000);
  });

  it('retries quota refusals, then succeeds', async () => {
    const clock = fakeClock();
    let calls = 0;
    const result = await retryOnQuota(
      async () => {
        calls += 1;
        if (calls < 3) throw new SourceQuotaError('slow down');
        return 'data';
      },
      policy,
      clock,
    );
    expect({ result, calls, sleeps: clock.sleeps }).toEqual({ result: 'data', calls: 3, sleeps: [75, 150] });
  });

  it('gives up after the last attempt with the quota error', async () => {
    const clock = fakeClock();
    let calls = 0;
    const refusing = async () => {
      calls += 1;
      throw new SourceQuotaError('quota');
    };
    await expect(retryOnQuota(refusing, policy, clock)).rejects.toBeInstanceOf(SourceQuotaError);
    expect({ calls, sleeps: clock.sleeps }).toEqual({ calls: 4, sleeps: [75, 150, 225] });
  });

  it('gives up at once when the wait asked for would overrun the time budget', async () => {
    const clock = fakeClock();
    let calls = 0;
    const refusing = async () => {
      calls += 1;
      throw new SourceQuotaError('come back in an hour', 3_600_000);
    };
    await expect(retryOnQuota(refusing, policy, clock)).rejects.toThrow('come back in an hour');
    expect({ calls, sleeps: clock.sleeps }).toEqual({ calls: 1, sleeps: [] });
  });

  it('does not retry other errors', async () => {
    const clock = fakeClock();
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new SourceProviderError('bad request', 400);
    };
    await expect(retryOnQuota(failing, policy, clock)).rejects.toBeInstanceOf(SourceProviderError);
    expect(calls).toBe(1);
  });
});
