import { randomBytes } from 'node:crypto';
import { BoundedMap } from '../google/bounded-map.js';
import { SignedTokens, tokenKeyOf } from '../signed-tokens.js';
import { SwitchBoard, type CompanyScope } from '../switch-board.js';
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
const CODE_TTL_MS = 10 * 60 * 1000;

const MEMORY_BOUNDS = { consents: 1_000, codes: 1_000, revocations: 10_000, switchScopes: 10_000 } as const;

/** What a token stands for: whose, for which app and company, with which scopes, and since when. */
export interface LinkedInToken {
  kind: 'access' | 'refresh';
  memberId: string;
  companyId: CompanyScope;
  clientId: string;
  scopes: string[];
  /** Issue stamp (ms, strictly increasing), so "issued before the switch" is exact. */
  issuedAt: number;
  expiresAt: number;
}

export interface LinkedInConsent {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  companyId: CompanyScope;
}

interface LinkedInCode extends LinkedInConsent {
  member: LinkedInMember;
}

/** Why a token is refused, in the terms of LinkedIn's service error codes. */
export type TokenRefusal = 'invalid' | 'expired' | 'revoked';

/** A member's grant to one app for one company: what a revocation ends. */
const grantKey = (token: Pick<LinkedInToken, 'memberId' | 'companyId' | 'clientId'>) => `${token.memberId}|${token.companyId ?? '-'}|${token.clientId}`;

/**
 * Everything the fake LinkedIn remembers. Tokens carry what they stand for,
 * signed with the fake's secret (derived from APP_KEY in the product), so a
 * sandbox source keeps working after a restart without a table. Consents,
 * codes, revocations and switches stay in memory, bounded.
 */
export class LinkedInSandboxState {
  private readonly consents: BoundedMap<string, LinkedInConsent>;
  private readonly codes: BoundedMap<string, LinkedInCode>;
  /** Issue stamp up to which a member's tokens for a company and app are revoked. */
  private readonly revocations: BoundedMap<string, number>;
  private readonly switches: SwitchBoard<LinkedInSwitch>;
  private readonly tokens: SignedTokens<LinkedInToken>;
  private lastIssued = 0;
  readonly users: LinkedInMember[];
  readonly now: () => number;

  constructor(options: { members?: LinkedInMember[]; now?: () => number; secret?: Buffer } = {}) {
    this.users = options.members ?? LINKEDIN_MEMBERS;
    this.now = options.now ?? Date.now;
    this.tokens = new SignedTokens('AQ', options.secret ?? randomBytes(32));
    const now = this.now;
    this.consents = new BoundedMap({ maxEntries: MEMORY_BOUNDS.consents, ttlMs: CODE_TTL_MS, now });
    this.codes = new BoundedMap({ maxEntries: MEMORY_BOUNDS.codes, ttlMs: CODE_TTL_MS, now });
    this.revocations = new BoundedMap({ maxEntries: MEMORY_BOUNDS.revocations, now });
    this.switches = new SwitchBoard({ names: LINKEDIN_SWITCHES, maxScopes: MEMORY_BOUNDS.switchScopes, mark: () => this.lastIssued });
  }

  /** The fake of an installation: its token key derived from APP_KEY, so tokens outlive a restart. */
  static forAppKey(appKey: string): LinkedInSandboxState {
    return new LinkedInSandboxState({ secret: tokenKeyOf(appKey, 'pulseboard/linkedin-sandbox/token-key') });
  }

  member(idOrEmail: string): LinkedInMember | undefined {
    return this.users.find((member) => member.id === idOrEmail || member.email === idOrEmail);
  }

  setSwitch(name: LinkedInSwitch, on: boolean, scope: { companyId?: CompanyScope; account?: string } = {}): Promise<void> {
    return this.switches.set(name, on, scope);
  }

  /** Switches are keyed by the fixture member's e-mail, as the control panel names accounts. */
  isOn(name: LinkedInSwitch, token: Pick<LinkedInToken, 'companyId' | 'memberId'>): boolean {
    return this.switches.isOn(name, token.companyId, this.member(token.memberId)?.email ?? '');
  }

  describeSwitches(companyId: CompanyScope): Record<string, LinkedInSwitch[]> {
    return this.switches.describe(companyId);
  }

  reset(companyId?: CompanyScope): Promise<void> {
    return this.switches.reset(companyId);
  }

  openConsent(consent: LinkedInConsent): string {
    const id = randomBytes(18).toString('base64url');
    this.consents.set(id, consent);
    return id;
  }

  closeConsent(id: string): LinkedInConsent | undefined {
    return this.consents.take(id);
  }

  issueCode(consent: LinkedInConsent, member: LinkedInMember): string {
    const code = `AQ${randomBytes(48).toString('base64url')}`;
    this.codes.set(code, { ...consent, member });
    return code;
  }

  /** A code works once: it is gone after the first attempt, right or wrong. */
  takeCode(code: string): LinkedInCode | undefined {
    return this.codes.take(code);
  }

  /** A new token of a grant. */
  issue(token: Omit<LinkedInToken, 'issuedAt' | 'expiresAt'>, ttlSeconds: number): string {
    return this.tokens.seal({ ...token, issuedAt: this.stamp(), expiresAt: this.now() + ttlSeconds * 1000 });
  }

  /** What a token of the given kind stands for, or why it is refused. */
  verify(raw: string, kind: LinkedInToken['kind']): LinkedInToken | TokenRefusal {
    const token = this.tokens.open(raw);
    if (!token || token.kind !== kind) return 'invalid';
    if (this.isOn('revoked', token) || token.issuedAt <= (this.revocations.get(grantKey(token)) ?? 0)) return 'revoked';
    const expiredBySwitch = kind === 'access' && token.issuedAt <= this.switches.markOf('expired', token.companyId, this.member(token.memberId)?.email ?? '');
    if (token.expiresAt <= this.now() || expiredBySwitch) return 'expired';
    return token;
  }

  /** /oauth/v2/revoke: every token of the member's grant to this app for this company stops working. */
  revoke(token: LinkedInToken): void {
    this.revocations.set(grantKey(token), this.stamp());
  }

  get memory(): Record<'consents' | 'codes' | 'revocations' | 'switchScopes', number> {
    return { consents: this.consents.size, codes: this.codes.size, revocations: this.revocations.size, switchScopes: this.switches.size };
  }

  private stamp(): number {
    this.lastIssued = Math.max(this.now(), this.lastIssued + 1);
    return this.lastIssued;
  }
}
