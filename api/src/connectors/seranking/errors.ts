import { z } from 'zod';
import { SourceAuthError, SourceLimitError, SourceProviderError, SourceQuotaError } from '../types.js';

/** SE Ranking's error body: `{"message": "…"}`. */
const errorSchema = z.object({ message: z.string() });

/**
 * Maps a failed SE Ranking answer to the connector errors:
 * - 401 and 403 (a deleted or wrong API key): the source needs a new key;
 * - 402 (the account's API credits are spent): a limit until they are topped up; the source stays valid;
 * - 429: quota, retried after what Retry-After said;
 * - anything else (a bad parameter, 5xx): the provider's error.
 */
export function seRankingError(status: number, body: unknown, retryAfterMs?: number): Error {
  const parsed = errorSchema.safeParse(body);
  const message = `SE Ranking: ${parsed.success ? parsed.data.message : `HTTP ${status}`}`;
  if (status === 401 || status === 403) return new SourceAuthError(message);
  if (status === 402) return new SourceLimitError(`${message} The account's API credits are used up until it is topped up.`);
  if (status === 429) return new SourceQuotaError(message, retryAfterMs);
  return new SourceProviderError(message, status);
}
