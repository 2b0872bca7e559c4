import { UserUrlTooLarge, type UserUrlPolicy } from '../../lib/user-url-fetch.js';
import { SourceProviderError } from '../types.js';

/** What one query of a store may take, all its calls and pages together. */
export interface QueryLimits {
  /** Bytes of all the store's answers. */
  maxBytes: number;
  /** From the query's first call to its last answer. */
  timeoutMs: number;
}

/**
 * The policy bounds each answer on its own, and a store can still answer
 * page after page within those bounds. 50 full pages of 100 orders are some
 * 15 MB, read in seconds: far beyond that is not a store's answer.
 */
export const QUERY_LIMITS: QueryLimits = { maxBytes: 20 * 1024 * 1024, timeoutMs: 60_000 };

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`);

/** One query's share of the limits, spent by each of its calls. */
export class QueryBudget {
  private bytesLeft: number;
  private readonly deadline: AbortSignal;
  /** Cancels the query's calls when its time is up, or when the request that needed them is gone. */
  readonly signal: AbortSignal;

  constructor(
    private readonly limits: QueryLimits,
    cancelled?: AbortSignal,
  ) {
    this.bytesLeft = limits.maxBytes;
    this.deadline = AbortSignal.timeout(limits.timeoutMs);
    this.signal = cancelled ? AbortSignal.any([cancelled, this.deadline]) : this.deadline;
  }

  /** The policy for the query's next call: its answer held to what is left of the query's bytes. */
  policyFor(policy: UserUrlPolicy): UserUrlPolicy {
    if (this.deadline.aborted) throw this.timeUp();
    return { ...policy, maxBytes: Math.min(policy.maxBytes, this.bytesLeft) };
  }

  spend(bytes: number): void {
    this.bytesLeft -= bytes;
  }

  /** The query's own limit a failed call ran into, as the error the widget shows; undefined when it failed for another reason. */
  overrun(error: unknown, policy: UserUrlPolicy): SourceProviderError | undefined {
    if (this.deadline.aborted) return this.timeUp();
    // Held below the answer bound, the answer ran into what was left of the query's.
    if (error instanceof UserUrlTooLarge && error.maxBytes < policy.maxBytes) {
      return new SourceProviderError(`The store answered more than ${size(this.limits.maxBytes)} for this query, the most one query reads: choose a shorter range.`);
    }
    return undefined;
  }

  private timeUp(): SourceProviderError {
    return new SourceProviderError(`The store did not answer this query within ${this.limits.timeoutMs / 1000} s: choose a shorter range, or try again later.`);
  }
}
