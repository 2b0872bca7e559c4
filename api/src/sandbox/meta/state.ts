import { randomBytes } from 'node:crypto';
import { BoundedMap } from '../../lib/bounded-map.js';
import { SignedTokens, tokenKeyOf } from '../signed-tokens.js';
import { SwitchBoard, type CompanyScope } from '../switch-board.js';
import { META_USERS, type MetaUser } from './fixtures.js';

/**
 * Error switches of the Meta fakes, per Facebook account or for all:
 * - expired: the tokens issued so far answer code 190, subcode 463 (a new consent gives a working one).
 * - revoked: every token answers code 190, subcode 460, and no token can be exchanged.
 * - permission: the data calls answer code 200 (the permission was removed in the account's settings).
 * - quota: calls answer code 17 (ads: 80000) with usage headers at 100 %.
 * - server_error: calls answer HTTP 500, code 2, transient.
 * - paging: lists come one item a page and insights five rows a page, so clients must follow cursors.
 * - empty: the account has no ad accounts, Pages or posts, and insights no rows.
 */
export const META_SWITCHES = ['expired', 'revoked', 'permission', 'quota', 'server_error', 'paging', 'empty'] as const;
export type MetaSwitch = (typeof META_SWITCHES)[number];

/** Short-lived user tokens last about two hours, long-lived ones 60 days; Page tokens of a long-lived one do not expire. */
export const SHORT_TOKEN_TTL_S = 5_183;
export const LONG_TOKEN_TTL_S = 5_183_944;
const CODE_TTL_MS = 10 * 60 * 1000;

const META_MEMORY_BOUNDS = { consents: 1_000, codes: 1_000, revocations: 10_000, switchScopes: 10_000, callCounters: 10_000 } as const;

/** Calls a user may make for a company in an hour before the fake reports its usage at 100 %. */
export const HOURLY_CALLS = 2_000;

/** What a token stands for: whose, for which app and company, with which permissions, and since when. */
export interface MetaToken {
  kind: 'short' | 'long' | 'page';
  userId: string;
  companyId: CompanyScope;
  appId: string;
  scopes: string[];
  /** Issue stamp (ms, strictly increasing), so "issued before the switch" is exact. */
  issuedAt: number;
  /** 0: never expires. */
  expiresAt: number;
  /** Page tokens: the Page. */
  pageId?: string;
}

export interface MetaConsent {
  appId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  companyId: CompanyScope;
}

interface MetaCode extends MetaConsent {
  user: MetaUser;
  grantedScopes: string[];
}

/** Why a token is refused, in the terms of Meta's error subcodes. */
export type TokenRefusal = 'malformed' | 'expired' | 'revoked';

/** A user's tokens for one company and app: what a revocation ends and a call counter counts. */
const loginKey = (token: Pick<MetaToken, 'userId' | 'companyId' | 'appId'>) => `${token.userId}|${token.companyId ?? '-'}|${token.appId}`;

/**
 * Everything the fake Meta remembers. Tokens carry what they stand for,
 * signed with the fake's secret (derived from APP_KEY in the product), so a
 * sandbox source's token keeps working after a restart without a table, as a
 * Meta token would. Consents, codes, revocations and switches stay in memory,
 * bounded: a revocation or a switch is forgotten by a restart.
 */
export class MetaSandboxState {
  private readonly consents: BoundedMap<string, MetaConsent>;
  private readonly codes: BoundedMap<string, MetaCode>;
  /** Issue stamp up to which a user's tokens for a company and app are revoked (DELETE /me/permissions). */
  private readonly revocations: BoundedMap<string, number>;
  private readonly switches: SwitchBoard<MetaSwitch>;
  /** Calls per user and company in the current hour, for the usage headers. */
  private readonly calls: BoundedMap<string, { count: number }>;
  private lastIssued = 0;
  readonly users: MetaUser[];
  readonly now: () => number;
  private readonly tokens: SignedTokens<MetaToken>;

  constructor(options: { users?: MetaUser[]; now?: () => number; secret?: Buffer } = {}) {
    this.users = options.users ?? META_USERS;
    this.now = options.now ?? Date.now;
    this.tokens = new SignedTokens('EAA', options.secret ?? randomBytes(32));
    const now = this.now;
    this.consents = new BoundedMap({ maxEntries: META_MEMORY_BOUNDS.consents, ttlMs: CODE_TTL_MS, now });
    this.codes = new BoundedMap({ maxEntries: META_MEMORY_BOUNDS.codes, ttlMs: CODE_TTL_MS, now });
    this.revocations = new BoundedMap({ maxEntries: META_MEMORY_BOUNDS.revocations, now });
    this.calls = new BoundedMap({ maxEntries: META_MEMORY_BOUNDS.callCounters, ttlMs: 3_600_000, now });
    this.switches = new SwitchBoard({ names: META_SWITCHES, maxScopes: META_MEMORY_BOUNDS.switchScopes, mark: () => this.lastIssued });
  }

  /** The fake of an installation: its token key derived from APP_KEY, so tokens outlive a restart. */
  static forAppKey(appKey: string): MetaSandboxState {
    return new MetaSandboxState({ secret: tokenKeyOf(appKey, 'pulseboard/meta-sandbox/token-key') });
  }

  user(idOrEmail: string): MetaUser | undefined {
    return this.users.find((user) => user.id === idOrEmail || user.email === idOrEmail);
  }

  setSwitch(name: MetaSwitch, on: boolean, scope: { companyId?: CompanyScope; account?: string } = {}): Promise<void> {
    return this.switches.set(name, on, scope);
  }

  /** Switches are keyed by the fixture user's e-mail, as the control panel names accounts. */
  isOn(name: MetaSwitch, token: Pick<MetaToken, 'companyId' | 'userId'>): boolean {
    return this.switches.isOn(name, token.companyId, this.user(token.userId)?.email ?? '');
  }

  describeSwitches(companyId: CompanyScope): Record<string, MetaSwitch[]> {
    return this.switches.describe(companyId);
  }

  reset(companyId?: CompanyScope): Promise<void> {
    return this.switches.reset(companyId);
  }

  openConsent(consent: MetaConsent): string {
    const id = randomBytes(18).toString('base64url');
    this.consents.set(id, consent);
    return id;
  }

  closeConsent(id: string): MetaConsent | undefined {
    return this.consents.take(id);
  }

  issueCode(consent: MetaConsent, user: MetaUser, grantedScopes: string[]): string {
    const code = `AQ${randomBytes(48).toString('base64url')}`;
    this.codes.set(code, { ...consent, user, grantedScopes });
    return code;
  }

  /** A code works once: it is gone after the first attempt, right or wrong. */
  takeCode(code: string): MetaCode | undefined {
    return this.codes.take(code);
  }

  /** A new token; a long-lived token's Page tokens keep its issue stamp, so they die with it. */
  issue(token: Omit<MetaToken, 'issuedAt' | 'expiresAt'> & { issuedAt?: number }, ttlSeconds: number): string {
    const issuedAt = token.issuedAt ?? this.stamp();
    return this.tokens.seal({ ...token, issuedAt, expiresAt: ttlSeconds > 0 ? this.now() + ttlSeconds * 1000 : 0 });
  }

  /** What a token stands for, or why it is refused. */
  verify(token: string): MetaToken | TokenRefusal {
    const payload = this.tokens.open(token);
    if (!payload) return 'malformed';
    if (this.isOn('revoked', payload) || payload.issuedAt <= (this.revocations.get(loginKey(payload)) ?? 0)) return 'revoked';
    const email = this.user(payload.userId)?.email ?? '';
    if ((payload.expiresAt && payload.expiresAt <= this.now()) || payload.issuedAt <= this.switches.markOf('expired', payload.companyId, email)) return 'expired';
    return payload;
  }

  /** DELETE /me/permissions: every token the user gave this app for this company stops working. */
  revoke(token: MetaToken): void {
    this.revocations.set(loginKey(token), this.stamp());
  }

  /** Counts a call of the token's user for its company in the current hour; the count so far. */
  countCall(token: MetaToken): number {
    const key = loginKey(token);
    const counter = this.calls.get(key) ?? { count: 0 };
    if (counter.count === 0) this.calls.set(key, counter);
    counter.count += 1;
    return counter.count;
  }

  get memory(): Record<'consents' | 'codes' | 'revocations' | 'switchScopes' | 'callCounters', number> {
    return { consents: this.consents.size, codes: this.codes.size, revocations: this.revocations.size, switchScopes: this.switches.size, callCounters: this.calls.size };
  }

  private stamp(): number {
    this.lastIssued = Math.max(this.now(), this.lastIssued + 1);
    return this.lastIssued;
  }
}
