import { z } from 'zod';
import { SourceAuthError, SourceProviderError, SourceQuotaError } from '../types.js';

/** Salesflare's error body (hapi's): {statusCode, error, message}. */
const salesflareErrorSchema = z.object({ statusCode: z.number().optional(), error: z.string().optional(), message: z.string().optional() });

/**
 * Maps a failed Salesflare answer to the connector errors:
 * - 401 (a wrong or deleted API key) and 403 (a key without access): the source needs a new key;
 * - 429 (too many requests): quota, waiting what Retry-After said;
 * - anything else (a bad parameter, 5xx): the provider's error; the source stays valid.
 */
export function salesflareError(status: number, body: unknown, retryAfterMs?: number): Error {
  const parsed = salesflareErrorSchema.safeParse(body);
  const detail = parsed.success ? (parsed.data.message ?? parsed.data.error) : undefined;
  const message = `Salesflare: ${detail ?? `HTTP ${status}`}`;
  if (status === 401 || status === 403) return new SourceAuthError(message);
  if (status === 429) return new SourceQuotaError(message, retryAfterMs);
  return new SourceProviderError(message, status);
}
