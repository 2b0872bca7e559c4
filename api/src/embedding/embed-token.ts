import { errors, jwtVerify } from 'jose';
import { embedClaimsSchema, MAX_EMBED_TOKEN_LENGTH, type EmbedErrorCode, type EmbedParams } from '@pulseboard/shared/contracts';

export type EmbedTokenCheck = { ok: true; params: EmbedParams } | { ok: false; code: Extract<EmbedErrorCode, 'token-invalid' | 'token-expired'> };

/** Clocks of the agency's server and ours may differ a little. */
const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * Checks an embed token for one dashboard: a JWT signed HS256 with the
 * company's embed secret (no other algorithm, so a token cannot choose a
 * weaker one or none), not expired, naming this dashboard, its parameters
 * valid. A token for another dashboard of the same company, or with a
 * parameter changed after signing, is invalid.
 */
export async function verifyEmbedToken(secret: string, token: string, permalink: string, now = new Date()): Promise<EmbedTokenCheck> {
  if (token.length > MAX_EMBED_TOKEN_LENGTH) return { ok: false, code: 'token-invalid' };
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'], requiredClaims: ['exp'], currentDate: now, clockTolerance: CLOCK_TOLERANCE_SECONDS }));
  } catch (error) {
    return { ok: false, code: error instanceof errors.JWTExpired ? 'token-expired' : 'token-invalid' };
  }
  const claims = embedClaimsSchema.safeParse(payload);
  if (!claims.success || claims.data.resource.dashboard !== permalink) return { ok: false, code: 'token-invalid' };
  return { ok: true, params: claims.data.params };
}
