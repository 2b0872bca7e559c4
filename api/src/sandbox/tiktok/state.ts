import { randomBytes } from 'node:crypto';
import { FakeGrants } from '../fake-grants.js';
import { tokenKeyOf } from '../signed-tokens.js';
import { TIKTOK_USERS, type TikTokUser } from './fixtures.js';

/**
 * Error switches of the TikTok fakes, per user or for all:
 * - expired: the access tokens issued so far answer 40102 (a new consent gives a working one).
 * - revoked: every token answers 40104.
 * - permission: the API answers 40001, no permission on the advertiser.
 * - quota: the API answers 40100, too many requests.
 * - server_error: the API answers 50000, a system error.
 * - paging: lists and reports come two items a page, so clients must follow page_info.
 * - empty: no advertisers, campaigns or report rows.
 */
export const TIKTOK_SWITCHES = ['expired', 'revoked', 'permission', 'quota', 'server_error', 'paging', 'empty'] as const;
export type TikTokSwitch = (typeof TIKTOK_SWITCHES)[number];

export type TikTokSandboxState = FakeGrants<TikTokSwitch, TikTokUser>;

/** The fake's grants; its token key derived from APP_KEY in the product, so tokens outlive a restart. */
export function tikTokSandboxState(options: { appKey?: string; now?: () => number } = {}): TikTokSandboxState {
  const secret = options.appKey ? tokenKeyOf(options.appKey, 'pulseboard/tiktok-sandbox/token-key') : randomBytes(32);
  return new FakeGrants(TIKTOK_USERS, { switches: TIKTOK_SWITCHES, tokenPrefix: 'act_', secret, now: options.now });
}
