import { randomBytes } from 'node:crypto';
import { FakeGrants } from '../fake-grants.js';
import { tokenKeyOf } from '../signed-tokens.js';
import { SELL_MEMBERS, type SellMember } from './fixtures.js';

/**
 * Error switches of the Zendesk Sell fake, per user or for all:
 * - expired: the access tokens issued so far answer 401 invalid_token; a refresh gives a working one.
 * - revoked: every token answers 401 invalid_token and refreshing answers 400 invalid_grant.
 * - permission: the API answers 403 forbidden (the user lost access to the data).
 * - quota: the API answers 429 rate_limit_exceeded with a Retry-After.
 * - server_error: the API answers 500 internal_server_error.
 * - paging: collections come five items a page, whatever per_page asks.
 * - empty: the account has no deals.
 */
export const ZENDESK_SELL_SWITCHES = ['expired', 'revoked', 'permission', 'quota', 'server_error', 'paging', 'empty'] as const;
export type ZendeskSellSwitch = (typeof ZENDESK_SELL_SWITCHES)[number];

/** Access tokens last two hours, refresh tokens a year. */
export const ACCESS_TOKEN_TTL_S = 7_200;
export const REFRESH_TOKEN_TTL_S = 31_536_000;

/**
 * Everything the fake Zendesk Sell remembers: its grants (tokens signed with
 * the fake's secret, derived from APP_KEY in the product, so a sandbox
 * source keeps working after a restart) and the company-scoped switches.
 */
export class ZendeskSellSandboxState extends FakeGrants<ZendeskSellSwitch, SellMember> {
  constructor(options: { members?: SellMember[]; now?: () => number; secret?: Buffer } = {}) {
    super(options.members ?? SELL_MEMBERS, { switches: ZENDESK_SELL_SWITCHES, tokenPrefix: '', secret: options.secret ?? randomBytes(32), now: options.now });
  }

  /** The fake of an installation: its token key derived from APP_KEY, so tokens outlive a restart. */
  static forAppKey(appKey: string): ZendeskSellSandboxState {
    return new ZendeskSellSandboxState({ secret: tokenKeyOf(appKey, 'pulseboard/zendesk-sell-sandbox/token-key') });
  }
}
