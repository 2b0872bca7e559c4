import { createHash, randomBytes } from 'node:crypto';
import { SANDBOX_USERS, type SandboxUser } from './fixtures.js';

/**
 * Error switches of the fakes, per Google account or for all:
 * - expired: the access tokens issued so far answer 401; a refresh gives a working one.
 * - revoked: every access token answers 401 and refreshing fails with invalid_grant.
 * - quota: API calls answer 429 RESOURCE_EXHAUSTED.
 * - server_error: API calls answer 503 UNAVAILABLE.
 * - paging: list and report pages are cut short, so clients must follow tokens and offsets.
 * - empty: accounts have no properties or sites, and reports no rows.
 */
export const SWITCHES = ['expired', 'revoked', 'quota', 'server_error', 'paging', 'empty'] as const;
export type SandboxSwitch = (typeof SWITCHES)[number];

export const ACCESS_TOKEN_TTL_S = 3599;
const CODE_TTL_MS = 10 * 60 * 1000;

interface Grant {
  user: SandboxUser;
  clientId: string;
  scopes: string[];
  refreshToken: string;
  revoked: boolean;
}

interface AccessToken {
  grant: Grant;
  /** Issue order, so "issued before the switch" is exact even within one millisecond. */
  serial: number;
  expiresAt: number;
}

export interface ConsentRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
}

interface AuthorizationCode extends ConsentRequest {
  user: SandboxUser;
  grantedScopes: string[];
  expiresAt: number;
}

const random = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/** Everything the fake Google remembers, in memory: consents, codes, grants, tokens and the switches. */
export class GoogleSandboxState {
  private readonly consents = new Map<string, ConsentRequest & { createdAt: number }>();
  private readonly codes = new Map<string, AuthorizationCode>();
  private readonly grants = new Map<string, Grant>();
  private readonly tokens = new Map<string, AccessToken>();
  private readonly switches = new Map<string, Set<SandboxSwitch>>();
  /** expired switch: tokens with a serial up to this one are expired, per account ("*" for all). */
  private readonly expiredUpTo = new Map<string, number>();
  private serial = 0;

  constructor(
    readonly users: SandboxUser[] = SANDBOX_USERS,
    readonly now: () => number = Date.now,
  ) {}

  user(email: string): SandboxUser | undefined {
    return this.users.find((user) => user.email === email);
  }

  setSwitch(name: SandboxSwitch, on: boolean, account = '*'): void {
    const set = this.switches.get(account) ?? new Set();
    if (on) set.add(name);
    else set.delete(name);
    this.switches.set(account, set);
    if (name === 'expired') {
      if (on) this.expiredUpTo.set(account, this.serial);
      else this.expiredUpTo.delete(account);
    }
  }

  isOn(name: SandboxSwitch, user: SandboxUser): boolean {
    return Boolean(this.switches.get('*')?.has(name) || this.switches.get(user.email)?.has(name));
  }

  describeSwitches(): Record<string, SandboxSwitch[]> {
    return Object.fromEntries([...this.switches].filter(([, set]) => set.size).map(([account, set]) => [account, [...set]]));
  }

  reset(): void {
    this.switches.clear();
    this.expiredUpTo.clear();
  }

  /** A consent screen being shown; the Allow/Deny form refers to it by id. */
  openConsent(request: ConsentRequest): string {
    const id = random('');
    this.consents.set(id, { ...request, createdAt: this.now() });
    return id;
  }

  closeConsent(id: string): ConsentRequest | undefined {
    const consent = this.consents.get(id);
    this.consents.delete(id);
    return consent && this.now() - consent.createdAt < CODE_TTL_MS ? consent : undefined;
  }

  issueCode(consent: ConsentRequest, user: SandboxUser, grantedScopes: string[]): string {
    const code = random('4/0A');
    this.codes.set(code, { ...consent, user, grantedScopes, expiresAt: this.now() + CODE_TTL_MS });
    return code;
  }

  /** A code works once: it is gone after the first attempt, right or wrong. */
  takeCode(code: string): AuthorizationCode | undefined {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }

  createGrant(user: SandboxUser, clientId: string, scopes: string[]): Grant {
    const grant: Grant = { user, clientId, scopes, refreshToken: random('1//0g'), revoked: false };
    this.grants.set(grant.refreshToken, grant);
    return grant;
  }

  grantOf(refreshToken: string): Grant | undefined {
    const grant = this.grants.get(refreshToken);
    return grant && !grant.revoked && !this.isOn('revoked', grant.user) ? grant : undefined;
  }

  issueAccessToken(grant: Grant): string {
    const token = random('ya29.a0');
    this.serial += 1;
    this.tokens.set(token, { grant, serial: this.serial, expiresAt: this.now() + ACCESS_TOKEN_TTL_S * 1000 });
    return token;
  }

  /** The grant behind a bearer token, unless it expired, was revoked or is switched off. */
  grantOfAccessToken(token: string): Grant | undefined {
    const entry = this.tokens.get(token);
    if (!entry || entry.grant.revoked || entry.expiresAt <= this.now()) return undefined;
    const { user } = entry.grant;
    if (this.isOn('revoked', user)) return undefined;
    const cutoff = Math.max(this.expiredUpTo.get('*') ?? 0, this.expiredUpTo.get(user.email) ?? 0);
    return entry.serial > cutoff ? entry.grant : undefined;
  }

  /** RFC 7009: revoking either token ends the whole grant, as Google does. */
  revoke(token: string): boolean {
    const grant = this.grants.get(token) ?? this.tokens.get(token)?.grant;
    if (!grant || grant.revoked) return false;
    grant.revoked = true;
    return true;
  }
}

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
