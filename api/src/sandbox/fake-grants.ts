import { randomBytes } from 'node:crypto';
import { BoundedMap } from '../lib/bounded-map.js';
import { SignedTokens } from './signed-tokens.js';
import { SwitchBoard, type CompanyScope } from './switch-board.js';

/** A fixture account of a fake provider: the person who signs in on its consent page. */
export interface FakeUser {
  id: string;
  name: string;
  /** How the control panel names the account its switches hold for. */
  email: string;
}

/** What a token stands for: its kind, whose grant to which app for which company, the scopes, and its lifetime. */
export interface GrantToken {
  kind: 'access' | 'refresh';
  userId: string;
  companyId: CompanyScope;
  clientId: string;
  /** Empty where the request names none: TikTok's permissions are set on the app, Mailchimp has no scopes. */
  scopes: string[];
  /** Issue stamp (ms, strictly increasing), so "issued before the switch" is exact. */
  issuedAt: number;
  /** Null where the provider's tokens live until revoked (TikTok's, Mailchimp's). */
  expiresAt: number | null;
}

export interface GrantConsent {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  companyId: CompanyScope;
}

/** Why a token is refused: not one of the fake's (or not of the kind asked), past its time or the `expired` switch, or revoked. */
export type GrantRefusal = 'invalid' | 'expired' | 'revoked';

/** The switches every fake with grants honours, whatever else it has. */
type GrantSwitch = 'expired' | 'revoked';

const CODE_TTL_MS = 10 * 60 * 1000;
const MEMORY_BOUNDS = { consents: 1_000, codes: 1_000, revocations: 10_000, spentRefreshTokens: 10_000, switchScopes: 10_000 } as const;

const grantKey = (token: Pick<GrantToken, 'userId' | 'companyId' | 'clientId'>) => `${token.userId}|${token.companyId ?? '-'}|${token.clientId}`;

/**
 * The OAuth side of a fake provider: consents and one-use codes in memory,
 * bounded; access (and, where the provider has them, refresh) tokens that
 * carry their grant and lifetime, signed with the fake's secret so a sandbox
 * source outlives a restart without a table; revocations; and the
 * company-scoped error switches. The `expired` switch refuses the access
 * tokens issued before it, so the connector's way back is the provider's
 * own: a refresh where tokens are refreshed, a new consent where they never
 * expire; `revoked` refuses every token.
 */
export class FakeGrants<S extends string, U extends FakeUser> {
  private readonly consents: BoundedMap<string, GrantConsent>;
  private readonly codes: BoundedMap<string, GrantConsent & { user: U }>;
  /** Issue stamp up to which a user's tokens for a company and app are revoked. */
  private readonly revocations: BoundedMap<string, number>;
  /** Refresh tokens exchanged already, for a provider that rotates them. */
  private readonly spentRefreshTokens: BoundedMap<string, true>;
  private readonly switches: SwitchBoard<S | GrantSwitch>;
  private readonly tokens: SignedTokens<GrantToken>;
  private readonly codePrefix: string;
  private lastIssued = 0;
  readonly now: () => number;

  constructor(
    readonly users: readonly U[],
    options: {
      switches: readonly S[];
      tokenPrefix: string;
      /** How every code starts, so codes look like the provider's (LinkedIn's start with AQ). */
      codePrefix?: string;
      secret: Buffer;
      now?: () => number;
    },
  ) {
    this.now = options.now ?? Date.now;
    const now = this.now;
    this.codePrefix = options.codePrefix ?? '';
    this.tokens = new SignedTokens(options.tokenPrefix, options.secret);
    this.consents = new BoundedMap({ maxEntries: MEMORY_BOUNDS.consents, ttlMs: CODE_TTL_MS, now });
    this.codes = new BoundedMap({ maxEntries: MEMORY_BOUNDS.codes, ttlMs: CODE_TTL_MS, now });
    this.revocations = new BoundedMap({ maxEntries: MEMORY_BOUNDS.revocations, now });
    this.spentRefreshTokens = new BoundedMap({ maxEntries: MEMORY_BOUNDS.spentRefreshTokens, now });
    this.switches = new SwitchBoard<S | GrantSwitch>({ names: options.switches, maxScopes: MEMORY_BOUNDS.switchScopes, mark: () => this.lastIssued });
  }

  user(idOrEmail: string): U | undefined {
    return this.users.find((user) => user.id === idOrEmail || user.email === idOrEmail);
  }

  setSwitch(name: S, on: boolean, scope: { companyId?: CompanyScope; account?: string } = {}): Promise<void> {
    return this.switches.set(name, on, scope);
  }

  /** Switches are keyed by the fixture user's e-mail, as the control panel names accounts. */
  isOn(name: S, token: Pick<GrantToken, 'companyId' | 'userId'>): boolean {
    return this.switches.isOn(name, token.companyId, this.user(token.userId)?.email ?? '');
  }

  describeSwitches(companyId: CompanyScope): Record<string, S[]> {
    return this.switches.describe(companyId) as Record<string, S[]>;
  }

  reset(companyId?: CompanyScope): Promise<void> {
    return this.switches.reset(companyId);
  }

  openConsent(consent: GrantConsent): string {
    const id = randomBytes(18).toString('base64url');
    this.consents.set(id, consent);
    return id;
  }

  closeConsent(id: string): GrantConsent | undefined {
    return this.consents.take(id);
  }

  issueCode(consent: GrantConsent, user: U): string {
    const code = `${this.codePrefix}${randomBytes(36).toString('base64url')}`;
    this.codes.set(code, { ...consent, user });
    return code;
  }

  /** A code works once: it is gone after the first attempt, right or wrong. */
  takeCode(code: string): (GrantConsent & { user: U }) | undefined {
    return this.codes.take(code);
  }

  /** A new token of a grant, good for `ttlSeconds`, or until revoked when none is given. */
  issue(token: Omit<GrantToken, 'issuedAt' | 'expiresAt'>, ttlSeconds?: number): string {
    return this.tokens.seal({ ...token, issuedAt: this.stamp(), expiresAt: ttlSeconds === undefined ? null : this.now() + ttlSeconds * 1000 });
  }

  /** What a token of the given kind stands for, or why it is refused. */
  verify(raw: string, kind: GrantToken['kind'] = 'access'): GrantToken | GrantRefusal {
    const token = this.tokens.open(raw);
    if (!token || token.kind !== kind) return 'invalid';
    const account = this.user(token.userId)?.email ?? '';
    if (this.switches.isOn('revoked', token.companyId, account) || token.issuedAt <= (this.revocations.get(grantKey(token)) ?? 0)) return 'revoked';
    const expiredBySwitch = kind === 'access' && token.issuedAt <= this.switches.markOf('expired', token.companyId, account);
    if ((token.expiresAt !== null && token.expiresAt <= this.now()) || expiredBySwitch) return 'expired';
    return token;
  }

  /**
   * A refresh token of a provider that rotates them (django-oauth-toolkit): good once, then spent, as the new one a
   * refresh answers takes its place. What it stands for, or why it is refused.
   */
  spendRefresh(raw: string): GrantToken | GrantRefusal {
    if (this.spentRefreshTokens.get(raw)) return 'invalid';
    const token = this.verify(raw, 'refresh');
    if (typeof token !== 'string') this.spentRefreshTokens.set(raw, true);
    return token;
  }

  /** Every token of the user's grant to this app for this company stops working. */
  revoke(token: GrantToken): void {
    this.revocations.set(grantKey(token), this.stamp());
  }

  get memory(): Record<'consents' | 'codes' | 'revocations' | 'spentRefreshTokens' | 'switchScopes', number> {
    return { consents: this.consents.size, codes: this.codes.size, revocations: this.revocations.size, spentRefreshTokens: this.spentRefreshTokens.size, switchScopes: this.switches.size };
  }

  private stamp(): number {
    this.lastIssued = Math.max(this.now(), this.lastIssued + 1);
    return this.lastIssued;
  }
}
