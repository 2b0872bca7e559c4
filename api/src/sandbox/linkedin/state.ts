import { randomBytes } from 'node:crypto';
import { FakeGrants, type GrantToken } from '../fake-grants.js';
import { tokenKeyOf } from '../signed-tokens.js';
import { LINKEDIN_MEMBERS, type LinkedInMember } from './fixtures.js';

/**
 * Error switches of the LinkedIn fakes, per member or for all:
 * - expired: the access tokens issued so far answer 401 (65602); a refresh gives a working one.
 * - revoked: every token answers 401 (65601, REVOKED_ACCESS_TOKEN) and no refresh token works.
 * - permission: the REST calls answer 403 ACCESS_DENIED (the member lost the role).
 * - quota: the REST calls answer 429 with a Retry-After.
 * - server_error: the REST calls answer 500.
 * - paging: collections come one element a page, so clients must page with start and count.
 * - empty: the lists of ad accounts and organisations come back empty, analytics and statistics without elements.
 */
export const LINKEDIN_SWITCHES = ['expired', 'revoked', 'permission', 'quota', 'server_error', 'paging', 'empty'] as const;
export type LinkedInSwitch = (typeof LINKEDIN_SWITCHES)[number];

/** Access tokens last 60 days, refresh tokens a year (LinkedIn's programmatic refresh). */
export const ACCESS_TOKEN_TTL_S = 5_184_000;
export const REFRESH_TOKEN_TTL_S = 31_536_000;

/** What a LinkedIn token stands for: the member's grant (`userId` is the member's person id). */
export type LinkedInToken = GrantToken;

/**
 * Everything the fake LinkedIn remembers: its grants (tokens prefixed as
 * LinkedIn's and signed with the fake's secret, derived from APP_KEY in the
 * product, so a sandbox source keeps working after a restart without a
 * table) and the company-scoped switches; consents, codes, revocations and
 * switches stay in memory, bounded.
 */
export class LinkedInSandboxState extends FakeGrants<LinkedInSwitch, LinkedInMember> {
  constructor(options: { members?: LinkedInMember[]; now?: () => number; secret?: Buffer } = {}) {
    super(options.members ?? LINKEDIN_MEMBERS, { switches: LINKEDIN_SWITCHES, tokenPrefix: 'AQ', codePrefix: 'AQ', secret: options.secret ?? randomBytes(32), now: options.now });
  }

  /** The fake of an installation: its token key derived from APP_KEY, so tokens outlive a restart. */
  static forAppKey(appKey: string): LinkedInSandboxState {
    return new LinkedInSandboxState({ secret: tokenKeyOf(appKey, 'pulseboard/linkedin-sandbox/token-key') });
  }
}
