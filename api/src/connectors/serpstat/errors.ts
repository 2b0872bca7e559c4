import { SourceAuthError, SourceLimitError, SourceProviderError, SourceQuotaError } from '../types.js';

/** Serpstat's JSON-RPC error codes that are not failures or that need telling apart. */
export const SERPSTAT_CODES = {
  /** The plan's API credits are used up. */
  creditsExceeded: 32012,
  /** No data for the domain (32015 for some methods, 32017 for others): an empty answer, not an error. */
  noData: [32015, 32017],
} as const;

/**
 * Maps a failed Serpstat answer (its HTTP status and JSON-RPC error) to the
 * connector errors:
 * - credits used up (32012, or HTTP 402): a limit that holds until the plan renews; the source stays valid;
 * - 401/403 (an invalid or regenerated token, a blocked user): the source needs a new token;
 * - 429 (more requests a second than the plan's 1 or 10): quota, retried;
 * - anything else (bad parameters, 5xx): the provider's error.
 */
export function serpstatError(status: number, error: { code: number; message: string } | undefined, retryAfterMs?: number): Error {
  const message = `Serpstat: ${error?.message ?? `HTTP ${status}`}`;
  if (error?.code === SERPSTAT_CODES.creditsExceeded || status === 402) return new SourceLimitError(`${message} The plan's API credits are used up until it renews or more are bought.`);
  if (status === 401 || status === 403) return new SourceAuthError(message);
  if (status === 429) return new SourceQuotaError(message, retryAfterMs);
  return new SourceProviderError(message, status === 200 ? 502 : status);
}
