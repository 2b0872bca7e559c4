import { randomBytes } from 'node:crypto';
import { FakeGrants } from '../fake-grants.js';
import { tokenKeyOf } from '../signed-tokens.js';
import { MAILCHIMP_USERS, type MailchimpUser } from './fixtures.js';

/**
 * Error switches of the Mailchimp fakes, per user or for all:
 * - expired: the tokens issued so far are refused (401; the metadata endpoint answers invalid_token), as when the app is removed from the account.
 * - revoked: every token is refused the same way.
 * - permission: the API answers 403 Forbidden (the user lost access to the account).
 * - quota: the API answers 429, too many simultaneous connections.
 * - server_error: the API answers 500.
 * - paging: collections come three items a page, so clients must page with count and offset.
 * - empty: no audiences, campaign reports or growth history.
 */
export const MAILCHIMP_SWITCHES = ['expired', 'revoked', 'permission', 'quota', 'server_error', 'paging', 'empty'] as const;
export type MailchimpSwitch = (typeof MAILCHIMP_SWITCHES)[number];

export type MailchimpSandboxState = FakeGrants<MailchimpSwitch, MailchimpUser>;

/** The fake's grants; its token key derived from APP_KEY in the product, so tokens outlive a restart. */
export function mailchimpSandboxState(options: { appKey?: string; now?: () => number } = {}): MailchimpSandboxState {
  const secret = options.appKey ? tokenKeyOf(options.appKey, 'pulseboard/mailchimp-sandbox/token-key') : randomBytes(32);
  return new FakeGrants(MAILCHIMP_USERS, { switches: MAILCHIMP_SWITCHES, tokenPrefix: 'mc', secret, now: options.now });
}
