import { z } from 'zod';
import { SourceAuthError, SourceLimitError, SourceProviderError, SourceQuotaError } from '../types.js';

/** Rank Ranger's error body in its JSON output: `{"error": {"code", "message"}}`. */
const errorSchema = z.object({ error: z.object({ code: z.coerce.number(), message: z.string() }) });

/** Error codes that need telling apart: a key that is not (or no longer) valid, the month's API calls used up, too many calls at once. */
const CODES = { invalidKey: 101, allowanceUsed: 102, tooMany: 103 } as const;

/**
 * Maps a failed Rank Ranger answer to the connector errors:
 * - an invalid key (101, HTTP 401): the source needs a new key;
 * - the package's API calls for the month used up (102): a limit until the month turns; the source stays valid;
 * - too many calls at once (103, HTTP 429): quota, retried;
 * - anything else (a bad parameter, 5xx): the provider's error.
 */
export function rankRangerError(status: number, body: unknown, retryAfterMs?: number): Error {
  const parsed = errorSchema.safeParse(body);
  const code = parsed.success ? parsed.data.error.code : undefined;
  const message = `Rank Ranger: ${parsed.success ? parsed.data.error.message : `HTTP ${status}`}`;
  if (code === CODES.allowanceUsed) return new SourceLimitError(`${message}. The package's API calls renew next month.`);
  if (code === CODES.invalidKey || status === 401) return new SourceAuthError(message);
  if (code === CODES.tooMany || status === 429) return new SourceQuotaError(message, retryAfterMs);
  return new SourceProviderError(message, status >= 400 ? status : 502);
}
