import { createHash, randomBytes } from 'node:crypto';
import { sha256 } from '../../lib/tokens.js';
import { SwitchBoard, type CompanyScope } from '../switch-board.js';
import { BoundedMap } from '../../lib/bounded-map.js';
import { SANDBOX_USERS, type SandboxUser } from './fixtures.js';
import type { SandboxGoogleStore } from './store.js';

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

/**
 * Bounds of what lives only in memory. Consents and codes last ten minutes,
 * access tokens an hour; past the caps the oldest go (a lost access token is
 * refreshed by the client, a lost consent or code means starting again).
 * Grants are cached here and kept in the store.
 */
export const MEMORY_BOUNDS = { consents: 1_000, codes: 1_000, accessTokens: 20_000, grants: 10_000, switchScopes: 10_000 } as const;

export { SwitchLimitError, type CompanyScope } from '../switch-board.js';

export interface Grant {
  /** SHA-256 of the refresh token. */
  id: string;
  user: SandboxUser;
  companyId: CompanyScope;
  clientId: string;
  scopes: string[];
  revoked: boolean;
}

interface AccessToken {
  grant: Grant;
  /** Issue order, so "issued before the switch" is exact even within one millisecond. */
  serial: number;
}

export interface ConsentRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  companyId: CompanyScope;
}

interface AuthorizationCode extends ConsentRequest {
  user: SandboxUser;
  grantedScopes: string[];
}

const random = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/**
 * Everything the fake Google remembers. Consents, codes and access tokens are
 * short-lived and stay in memory, bounded; grants and switches go to the
 * store when there is one (the API's sandbox), so a source connected to the
 * sandbox keeps working after a restart, as one connected to Google would.
 *
 * Switches are scoped by company: in the product, a company flips switches
 * through the control route and they act only on grants its own
 * authorisations obtained, never on another company's sources using the same
 * fixture account.
 */
export class GoogleSandboxState {
  private readonly consents: BoundedMap<string, ConsentRequest>;
  private readonly codes: BoundedMap<string, AuthorizationCode>;
  private readonly grants: BoundedMap<string, Grant>;
  private readonly tokens: BoundedMap<string, AccessToken>;
  private readonly switches: SwitchBoard<SandboxSwitch>;
  private serial = 0;
  readonly users: SandboxUser[];
  readonly now: () => number;
  private readonly store: SandboxGoogleStore | undefined;

  constructor(options: { users?: SandboxUser[]; now?: () => number; store?: SandboxGoogleStore } = {}) {
    this.users = options.users ?? SANDBOX_USERS;
    this.now = options.now ?? Date.now;
    this.store = options.store;
    const now = this.now;
    this.consents = new BoundedMap({ maxEntries: MEMORY_BOUNDS.consents, ttlMs: CODE_TTL_MS, now });
    this.codes = new BoundedMap({ maxEntries: MEMORY_BOUNDS.codes, ttlMs: CODE_TTL_MS, now });
    this.tokens = new BoundedMap({ maxEntries: MEMORY_BOUNDS.accessTokens, ttlMs: ACCESS_TOKEN_TTL_S * 1000, now });
    this.grants = new BoundedMap({ maxEntries: MEMORY_BOUNDS.grants, now });
    // The expired switch's mark is the issue counter: tokens issued up to it are expired.
    this.switches = new SwitchBoard({ names: SWITCHES, maxScopes: MEMORY_BOUNDS.switchScopes, mark: () => this.serial, store: this.store });
  }

  /** Sizes of the in-memory maps, to watch their bounds. */
  get memory(): Record<'consents' | 'codes' | 'grants' | 'accessTokens' | 'switchScopes', number> {
    return { consents: this.consents.size, codes: this.codes.size, grants: this.grants.size, accessTokens: this.tokens.size, switchScopes: this.switches.size };
  }

  /** Reads the stored switches; call once before serving. */
  load(): Promise<void> {
    return this.switches.load();
  }

  user(email: string): SandboxUser | undefined {
    return this.users.find((user) => user.email === email);
  }

  /**
   * Turns a switch on or off for a company's grants of one account, or of all
   * (`*`). Throws SwitchLimitError when too many scopes already hold switches.
   */
  setSwitch(name: SandboxSwitch, on: boolean, scope: { companyId?: CompanyScope; account?: string } = {}): Promise<void> {
    return this.switches.set(name, on, scope);
  }

  isOn(name: SandboxSwitch, grant: Pick<Grant, 'companyId' | 'user'>): boolean {
    return this.switches.isOn(name, grant.companyId, grant.user.email);
  }

  describeSwitches(companyId: CompanyScope): Record<string, SandboxSwitch[]> {
    return this.switches.describe(companyId);
  }

  /** Clears a company's switches, or every switch when no company is named. */
  reset(companyId?: CompanyScope): Promise<void> {
    return this.switches.reset(companyId);
  }

  /** A consent screen being shown; the Allow/Deny form refers to it by id. */
  openConsent(request: ConsentRequest): string {
    const id = random('');
    this.consents.set(id, request);
    return id;
  }

  closeConsent(id: string): ConsentRequest | undefined {
    return this.consents.take(id);
  }

  issueCode(consent: ConsentRequest, user: SandboxUser, grantedScopes: string[]): string {
    const code = random('4/0A');
    this.codes.set(code, { ...consent, user, grantedScopes });
    return code;
  }

  /** A code works once: it is gone after the first attempt, right or wrong. */
  takeCode(code: string): AuthorizationCode | undefined {
    return this.codes.take(code);
  }

  /** A new grant and its refresh token (which only its holder knows; the state keeps its hash). */
  async createGrant(code: AuthorizationCode, clientId: string): Promise<{ grant: Grant; refreshToken: string }> {
    const refreshToken = random('1//0g');
    const grant: Grant = { id: sha256(refreshToken), user: code.user, companyId: code.companyId, clientId, scopes: code.grantedScopes, revoked: false };
    await this.store?.insertGrant({ id: grant.id, companyId: grant.companyId, account: grant.user.email, clientId, scopes: grant.scopes, revoked: false });
    this.grants.set(grant.id, grant);
    return { grant, refreshToken };
  }

  /** The live grant of a refresh token, from memory or else the store. */
  async grantOf(refreshToken: string): Promise<Grant | undefined> {
    const grant = await this.findGrant(sha256(refreshToken));
    return grant && !grant.revoked && !this.isOn('revoked', grant) ? grant : undefined;
  }

  issueAccessToken(grant: Grant): string {
    const token = random('ya29.a0');
    this.serial += 1;
    this.tokens.set(token, { grant, serial: this.serial });
    return token;
  }

  /** The grant behind a bearer token, unless it expired, was revoked or is switched off. */
  grantOfAccessToken(token: string): Grant | undefined {
    const entry = this.tokens.get(token);
    if (!entry || entry.grant.revoked || this.isOn('revoked', entry.grant)) return undefined;
    return entry.serial > this.switches.markOf('expired', entry.grant.companyId, entry.grant.user.email) ? entry.grant : undefined;
  }

  /** RFC 7009: revoking either token ends the whole grant, as Google does. */
  async revoke(token: string): Promise<boolean> {
    const grant = this.tokens.get(token)?.grant ?? (await this.findGrant(sha256(token)));
    if (!grant || grant.revoked) return false;
    grant.revoked = true;
    await this.store?.revokeGrant(grant.id);
    return true;
  }

  private async findGrant(id: string): Promise<Grant | undefined> {
    const cached = this.grants.get(id);
    if (cached) return cached;
    const stored = await this.store?.findGrant(id);
    const user = stored && this.user(stored.account);
    if (!stored || !user) return undefined;
    const grant: Grant = { id, user, companyId: stored.companyId, clientId: stored.clientId, scopes: stored.scopes, revoked: stored.revoked };
    this.grants.set(id, grant);
    return grant;
  }
}

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
