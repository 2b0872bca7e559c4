import { z } from 'zod';
import { SourceAuthError, SourceProviderError, SourceQuotaError } from '../types.js';

/** The Graph API's error body: {error: {message, type, code, error_subcode, is_transient, fbtrace_id}}. */
const graphErrorSchema = z.object({
  error: z.object({ message: z.string().optional(), type: z.string().optional(), code: z.number().optional(), error_subcode: z.number().optional() }),
});

/** Throttling codes: app (4), user (17), page (32), custom (613) and the Marketing API's 80000-80014. */
const isThrottle = (code: number) => [4, 17, 32, 613].includes(code) || (code >= 80_000 && code <= 80_014);
/** Missing permissions (10, 200-299): a new consent grants them again. */
const isPermission = (code: number) => code === 10 || (code >= 200 && code <= 299);

/**
 * Maps a failed Graph answer to the connector errors:
 * - 190 (token expired 463, invalidated 460, app removed 458) and 102: the source needs a new consent;
 * - a missing permission (10, 200-299): a new consent grants it;
 * - throttling: quota, waiting what the usage headers said (`retryAfterMs`);
 * - anything else (100 bad parameter, 1 and 2 outages, HTTP 5xx): the provider's error.
 */
export function metaApiError(status: number, body: unknown, retryAfterMs?: number): Error {
  const parsed = graphErrorSchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  const code = error?.code ?? 0;
  const message = `Meta: ${error?.message ?? `HTTP ${status}`}`;
  if (code === 190 || code === 102) return new SourceAuthError(message);
  if (isPermission(code)) return new SourceAuthError(message);
  if (isThrottle(code)) return new SourceQuotaError(message, retryAfterMs);
  return new SourceProviderError(message, status);
}
