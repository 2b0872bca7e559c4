import { z } from 'zod';
import { SourceAuthError, SourceProviderError, SourceQuotaError } from '../types.js';

/** LinkedIn's error body: {status, serviceErrorCode, code, message}. */
const linkedInErrorSchema = z.object({ status: z.number().optional(), serviceErrorCode: z.number().optional(), code: z.string().optional(), message: z.string().optional() });

/** Invalid (65600), revoked (65601) and expired (65602) access tokens. */
const TOKEN_ERRORS = new Set([65600, 65601, 65602]);

/**
 * Maps a failed LinkedIn answer to the connector errors:
 * - 401 (a token invalid, revoked or expired even after a refresh): the source needs a new consent;
 * - 403 (the member lost the role, or the app its access): a new consent is the way back;
 * - 429 (a daily throttle): quota, waiting what Retry-After said;
 * - anything else (a bad parameter, 5xx): the provider's error; the source stays valid.
 */
export function linkedInApiError(status: number, body: unknown, retryAfterMs?: number): Error {
  const parsed = linkedInErrorSchema.safeParse(body);
  const error = parsed.success ? parsed.data : undefined;
  const message = `LinkedIn: ${error?.message ?? `HTTP ${status}`}`;
  if (status === 401 || TOKEN_ERRORS.has(error?.serviceErrorCode ?? 0)) return new SourceAuthError(message);
  if (status === 403) return new SourceAuthError(message);
  if (status === 429) return new SourceQuotaError(message, retryAfterMs);
  return new SourceProviderError(message, status);
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  const wait = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(wait) && wait > 0 ? wait : undefined;
}
