import { z } from 'zod';
import { SourceAuthError, SourceProviderError, SourceQuotaError } from '../types.js';

/** Sell's error envelope: {errors: [{error: {code, message, details}, meta}], meta: {type: "errors", http_status, logref}}. */
const sellErrorSchema = z.object({
  errors: z.array(z.object({ error: z.object({ code: z.string(), message: z.string().optional(), details: z.string().optional() }) })).min(1),
});

/**
 * Maps a failed Zendesk Sell answer to the connector errors:
 * - 401 (invalid_token: expired and not refreshable, or revoked): the source needs a new consent;
 * - 403 (forbidden: the user lost access to the data, or the grant its scope): a new consent is the way back;
 * - 429 (rate_limit_exceeded, 36,000 calls an hour per token): quota, waiting what Retry-After said;
 * - anything else (a bad parameter, 5xx): the provider's error; the source stays valid.
 */
export function zendeskSellError(status: number, body: unknown, retryAfterMs?: number): Error {
  const parsed = sellErrorSchema.safeParse(body);
  const error = parsed.success ? parsed.data.errors[0]?.error : undefined;
  const message = `Zendesk Sell: ${error ? `${error.message ?? error.code} (${error.code})` : `HTTP ${status}`}`;
  if (status === 401 || status === 403) return new SourceAuthError(message);
  if (status === 429) return new SourceQuotaError(message, retryAfterMs);
  return new SourceProviderError(message, status);
}
