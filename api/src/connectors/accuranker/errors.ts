import { z } from 'zod';
import { SourceAuthError, SourceLimitError, SourceProviderError, SourceQuotaError } from '../types.js';

/** Django REST framework's error body: `{"detail": "…"}`. */
const errorSchema = z.object({ detail: z.string() });

/**
 * Maps a failed AccuRanker answer to the connector errors:
 * - 401 (a token invalid, revoked, or expired even after a refresh) and 403: the source needs a new authorisation;
 * - 402 (the plan's API requests used up): a limit until the plan renews; the source stays valid;
 * - 429: quota, retried after what Retry-After said;
 * - anything else (a bad parameter, 5xx): the provider's error.
 */
export function accuRankerError(status: number, body: unknown, retryAfterMs?: number): Error {
  const parsed = errorSchema.safeParse(body);
  const message = `AccuRanker: ${parsed.success ? parsed.data.detail : `HTTP ${status}`}`;
  if (status === 401 || status === 403) return new SourceAuthError(message);
  if (status === 402) return new SourceLimitError(`${message} Figures come back when the plan renews.`);
  if (status === 429) return new SourceQuotaError(message, retryAfterMs);
  return new SourceProviderError(message, status);
}
