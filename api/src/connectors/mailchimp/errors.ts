import { z } from 'zod';
import { SourceAuthError, SourceProviderError, SourceQuotaError } from '../types.js';

/** Mailchimp's errors are problem+json: {type, title, status, detail, instance}. */
const problemSchema = z.object({ title: z.string().optional(), detail: z.string().optional(), status: z.number().optional() });

/** Mailchimp sends no Retry-After with a 429: its limit is on connections open at once, which free up within a second or so. */
export const MAILCHIMP_RETRY_AFTER_MS = 1_000;

/**
 * Maps a failed Marketing API answer to the connector errors:
 * - 401 (the token was revoked, the app removed from the account): a new consent;
 * - 403 (the user lost access to the account, or it is disabled): a new consent is the way back;
 * - 429 (too many connections at once): quota, retried shortly;
 * - anything else (400, 404, 5xx): the provider's error; the source stays valid.
 */
export function mailchimpApiError(status: number, body: unknown, retryAfterMs?: number): Error {
  const parsed = problemSchema.safeParse(body);
  const problem = parsed.success ? parsed.data : undefined;
  const message = `Mailchimp: ${[problem?.title, problem?.detail].filter(Boolean).join(': ') || `HTTP ${status}`}`;
  if (status === 401 || status === 403) return new SourceAuthError(message);
  if (status === 429) return new SourceQuotaError(message, retryAfterMs ?? MAILCHIMP_RETRY_AFTER_MS);
  return new SourceProviderError(message, status);
}
