import { SourceQuotaError } from '../connectors/types.js';

export interface RetryPolicy {
  /** Calls in all, the first included. */
  attempts: number;
  /** Backoff before the second call; doubled before each next one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** No wait may end later than this after the first call started. */
  budgetMs: number;
}

export interface RetryClock {
  now(): number;
  sleep(ms: number): Promise<void>;
  /** Uniform in [0, 1). */
  random(): number;
}

const systemClock: RetryClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/**
 * The delay before retry number `retry` (1 for the first): exponential, capped,
 * with "equal jitter" (half fixed, half random) so many widgets refused
 * together do not come back together; never shorter than the provider's own
 * Retry-After.
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: number, retryAfterMs = 0): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.max(retryAfterMs, ceiling / 2 + (random * ceiling) / 2);
}

/**
 * Calls `task` again while the provider answers with its quota error, within
 * a number of attempts and a time budget; any other error, the last quota
 * error, or a wait that would overrun the budget goes to the caller.
 */
export async function retryOnQuota<T>(task: () => Promise<T>, policy: RetryPolicy, clock: RetryClock = systemClock, signal?: AbortSignal): Promise<T> {
  const started = clock.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      // Nobody is waiting any more: no point in asking the provider again.
      if (!(error instanceof SourceQuotaError) || attempt >= policy.attempts || signal?.aborted) throw error;
      const delay = backoffDelay(attempt, policy, clock.random(), error.retryAfterMs);
      if (clock.now() - started + delay > policy.budgetMs) throw error;
      await clock.sleep(delay);
    }
  }
}
