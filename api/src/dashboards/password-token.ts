import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { keyFor } from '../lib/keys.js';

/** How long a visitor stays authorised after typing a dashboard's password. */
const TOKEN_LIFETIME_MS = 12 * 3_600_000;

/** Changing the password changes this, which invalidates every token (and public PDF link) issued before. */
export const passwordFingerprint = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

const sign = (appKey: string, payload: string) => createHmac('sha256', keyFor(appKey, 'dashboard-password-token')).update(payload).digest('base64url');

/**
 * The token a visitor of a password-protected dashboard sends as
 * `Authorization: Bearer`: the dashboard id, an expiry and the password's
 * fingerprint, signed with the app key. Stateless, so any instance checks it.
 */
export function issueDashboardToken(key: string, dashboardId: number, passwordHash: string, now = Date.now()): string {
  const payload = `${dashboardId}.${now + TOKEN_LIFETIME_MS}.${passwordFingerprint(passwordHash)}`;
  return `${payload}.${sign(key, payload)}`;
}

export function verifyDashboardToken(key: string, token: string | undefined, dashboardId: number, passwordHash: string, now = Date.now()): boolean {
  if (!token) return false;
  const parts = token.split('.');
  if (parts.length !== 4) return false;
  const [id, expires, print, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(key, `${id}.${expires}.${print}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return Number(id) === dashboardId && Number(expires) > now && print === passwordFingerprint(passwordHash);
}
