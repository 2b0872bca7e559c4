import { createHmac, timingSafeEqual } from 'node:crypto';
import { keyFor } from '../lib/keys.js';

/**
 * The cookie the PDF renderer sets on its browser context for the app's
 * origin, so the print view's own requests (the dashboard, its widgets' data)
 * carry it without the front end knowing. HttpOnly and SameSite=Strict; it
 * never appears in a URL or a log line.
 */
export const RENDER_COOKIE = 'pulseboard_render';

/** Whom the PDF is for: the owner sees every widget, the public what public viewers see. */
export type RenderAudience = 'owner' | 'public';

const AUDIENCES: readonly RenderAudience[] = ['owner', 'public'];

/** Signed with a key of their own (lib/keys), apart from every other token the app signs. */
const sign = (appKey: string, payload: string) => createHmac('sha256', keyFor(appKey, 'render-token')).update(payload).digest('base64url');

/**
 * A short-lived, stateless grant to view one dashboard as `audience`: the
 * dashboard id, the audience and an expiry, signed with the app key.
 */
export function issueRenderToken(key: string, dashboardId: number, audience: RenderAudience, lifetimeMs: number, now = Date.now()): string {
  const payload = `${dashboardId}.${audience}.${now + lifetimeMs}`;
  return `${payload}.${sign(key, payload)}`;
}

/** The token's dashboard, audience and expiry when its signature holds, else null. */
function signedClaims(key: string, token: string | undefined) {
  const parts = token?.split('.');
  if (parts?.length !== 4) return null;
  const [id, audience, expires, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(key, `${id}.${audience}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { dashboardId: Number(id), audience, expires: Number(expires) };
}

/** The audience the token grants for this dashboard, or null (absent, forged, expired, another dashboard's). */
export function verifyRenderToken(key: string, token: string | undefined, dashboardId: number, now = Date.now()): RenderAudience | null {
  const claims = signedClaims(key, token);
  if (claims?.dashboardId !== dashboardId || !(claims.expires > now)) return null;
  return AUDIENCES.find((known) => known === claims.audience) ?? null;
}

/** Whether the token is one this deployment issued to a render still running (signed, not expired), whatever its dashboard. */
export function isLiveRenderToken(key: string, token: string | undefined, now = Date.now()): boolean {
  const claims = signedClaims(key, token);
  return claims !== null && claims.expires > now;
}
