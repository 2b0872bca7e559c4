import { SourceAuthError, SourceProviderError, SourceQuotaError } from '../types.js';

/**
 * TikTok answers most failures with HTTP 200 and a non-zero `code` in its
 * envelope ({code, message, request_id, data}). The codes the connector
 * tells apart, from the Marketing API's return-code appendix:
 */
/** The access token is expired (40102), revoked (40104) or not valid (40105): a new consent is the way back. */
const TOKEN_CODES = new Set([40102, 40104, 40105]);
/**
 * The authorised user or the app has no permission on the advertiser (40001): a new consent grants it again.
 * 40002 is a parameter error, not a permission one: it must never mark a source invalid.
 */
const PERMISSION_CODES = new Set([40001]);
/** Too many requests for the app or the advertiser (40100); a retry after a short wait goes through. */
const RATE_LIMIT_CODES = new Set([40100]);

/** TikTok gives no wait with a throttled call ("retry in some random time"): this is long enough for its per-second and per-minute windows to move on. */
export const TIKTOK_RETRY_AFTER_MS = 2_000;

/**
 * Maps a failed TikTok answer to the connector errors: dead tokens and lost
 * permissions mark the source invalid, throttling is a quota to wait out,
 * and anything else (a bad parameter 400xx, an outage 500xx or HTTP 5xx) is
 * the provider's error: temporary, the source stays valid.
 */
export function tikTokApiError(code: number, message: string | undefined, httpStatus: number): Error {
  const text = `TikTok: ${message || `error ${code || `HTTP ${httpStatus}`}`}`;
  if (TOKEN_CODES.has(code) || PERMISSION_CODES.has(code)) return new SourceAuthError(text);
  if (RATE_LIMIT_CODES.has(code) || httpStatus === 429) return new SourceQuotaError(text, TIKTOK_RETRY_AFTER_MS);
  const status = httpStatus >= 400 ? httpStatus : code >= 50_000 ? 503 : 400;
  return new SourceProviderError(text, status);
}
