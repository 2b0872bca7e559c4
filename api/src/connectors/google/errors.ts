import { z } from 'zod';
import { SourceAuthError, SourceProviderError, SourceQuotaError } from '../types.js';

/**
 * Google's error body: `{"error":{"code","message","status","details":[...]}}`,
 * with `errors[].reason` on the older v3 APIs (Search Console) and
 * `details[]` of type ErrorInfo (reason) and RetryInfo (retryDelay) on the
 * newer ones.
 */
const googleErrorSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
    details: z
      .array(
        z.object({
          '@type': z.string().optional(),
          reason: z.string().optional(),
          retryDelay: z.string().optional(),
          /** Google Ads' GoogleAdsFailure: the errors with their own, more telling messages. */
          errors: z.array(z.object({ message: z.string().optional() })).optional(),
        }),
      )
      .optional(),
  }),
});

/** The token lacks a scope (the user unticked it on the consent screen): a new consent fixes it. */
const SCOPE_REASONS = new Set(['ACCESS_TOKEN_SCOPE_INSUFFICIENT', 'insufficientPermissions']);
/** The v3 APIs report rate limits as 403 with these reasons. */
const QUOTA_REASONS = new Set(['RATE_LIMIT_EXCEEDED', 'rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded', 'dailyLimitExceeded']);

/** Retry-After as seconds or an HTTP date, else a RetryInfo retryDelay like "30s". */
function retryAfterMs(headers: Headers, retryDelay: string | undefined, now: number): number | undefined {
  const header = headers.get('retry-after');
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const delay = retryDelay?.match(/^(\d+(?:\.\d+)?)s$/);
  return delay ? Math.round(Number(delay[1]) * 1000) : undefined;
}

/**
 * Maps a failed Google API answer to the connector errors:
 * - 401 (after the one refresh-and-retry): the grant is dead, re-authorise.
 * - 403 for a missing scope: re-authorise. 403 rate limits (v3 APIs): quota.
 *   Any other 403 (PERMISSION_DENIED on one property or site, an API not
 *   enabled) is a provider error: the source's other properties still work,
 *   and a new consent would not restore access the user lost on Google's side.
 * - 429 / RESOURCE_EXHAUSTED: quota, with the wait Google asked for.
 * - anything else (400, 404, 5xx): provider error with its status.
 */
export function googleApiError(status: number, headers: Headers, body: unknown, now = Date.now()): Error {
  const parsed = googleErrorSchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  const detailed = error?.details?.flatMap((detail) => detail.errors ?? []).find((entry) => entry.message)?.message;
  const message = `Google: ${detailed ?? error?.message ?? `HTTP ${status}`}`;
  const reasons = new Set([...(error?.errors ?? []), ...(error?.details ?? [])].map((entry) => entry.reason).filter(Boolean));
  const has = (set: Set<string>) => [...reasons].some((reason) => set.has(reason as string));

  if (status === 401) return new SourceAuthError(message);
  if (status === 429 || error?.status === 'RESOURCE_EXHAUSTED' || (status === 403 && has(QUOTA_REASONS))) {
    const retryDelay = error?.details?.find((detail) => detail.retryDelay)?.retryDelay;
    return new SourceQuotaError(message, retryAfterMs(headers, retryDelay, now));
  }
  if (status === 403 && has(SCOPE_REASONS)) return new SourceAuthError(message);
  return new SourceProviderError(message, status);
}
