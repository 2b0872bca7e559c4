import { randomBytes } from 'node:crypto';
import { FakeGrants } from '../fake-grants.js';
import { tokenKeyOf } from '../signed-tokens.js';
import { ACCURANKER_USERS, type AccuRankerUser } from './fixtures.js';

/**
 * Error switches of the AccuRanker fake, per user or for all:
 * - expired: the access tokens issued so far answer 401; a refresh gives a working one.
 * - revoked: the app was removed from the user's connected apps: every token answers 401 and no refresh works.
 * - out_of_credits: the plan's API requests for the month are used up: 402.
 * - quota: throttled: 429 with Retry-After.
 * - server_error: Django's 500 page.
 * - paging: lists come five items a page, whatever `limit` asks.
 * - empty: the domains track no keywords yet.
 */
export const ACCURANKER_SWITCHES = ['expired', 'revoked', 'out_of_credits', 'quota', 'server_error', 'paging', 'empty'] as const;
export type AccuRankerSwitch = (typeof ACCURANKER_SWITCHES)[number];

/** Access tokens last ten hours (django-oauth-toolkit's default), refresh tokens until used or revoked (here a year). */
export const ACCESS_TOKEN_TTL_S = 36_000;
export const REFRESH_TOKEN_TTL_S = 31_536_000;

export type AccuRankerSandboxState = FakeGrants<AccuRankerSwitch, AccuRankerUser>;

/** The fake's grants; its token key derived from APP_KEY in the product, so tokens outlive a restart. */
export function accuRankerSandboxState(options: { appKey?: string; now?: () => number } = {}): AccuRankerSandboxState {
  const secret = options.appKey ? tokenKeyOf(options.appKey, 'pulseboard/accuranker-sandbox/token-key') : randomBytes(32);
  return new FakeGrants(ACCURANKER_USERS, { switches: ACCURANKER_SWITCHES, tokenPrefix: 'ar', secret, now: options.now });
}
