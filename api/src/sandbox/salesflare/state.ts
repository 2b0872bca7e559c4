import { randomBytes } from 'node:crypto';
import { SignedTokens, tokenKeyOf } from '../signed-tokens.js';
import { SwitchBoard, type CompanyScope } from '../switch-board.js';
import { SALESFLARE_USERS, type SalesflareUserFixture } from './fixtures.js';

/**
 * Error switches of the Salesflare fake, per key owner or for all:
 * - revoked: the API key was deleted in Salesflare's settings: 401.
 * - permission: the key's user lost access to the team's data: 403.
 * - quota: the API answers 429 with a Retry-After.
 * - server_error: the API answers 500.
 * - paging: lists come five items a page, whatever limit asks.
 * - empty: the team has no opportunities.
 */
export const SALESFLARE_SWITCHES = ['revoked', 'permission', 'quota', 'server_error', 'paging', 'empty'] as const;
export type SalesflareSwitch = (typeof SALESFLARE_SWITCHES)[number];

const MAX_SWITCH_SCOPES = 10_000;

/** What a fake API key stands for: its user, and the company it was made for (null: none, the fake on its own). */
interface KeyClaim {
  userId: number;
  companyId: CompanyScope;
}

/**
 * The Salesflare fake's API keys and switches. Each company gets its own key
 * for each fixture user (the key carries the company, signed with a key
 * derived from APP_KEY, so it keeps working after a restart), and the
 * switches a company turns on act on its own connections only.
 */
export class SalesflareSandboxState {
  readonly users: readonly SalesflareUserFixture[] = SALESFLARE_USERS;
  private readonly switches = new SwitchBoard<SalesflareSwitch>({ names: SALESFLARE_SWITCHES, maxScopes: MAX_SWITCH_SCOPES, mark: () => this.now() });
  private readonly keys: SignedTokens<KeyClaim>;

  constructor(
    signingKey: Buffer = randomBytes(32),
    readonly now: () => number = Date.now,
  ) {
    this.keys = new SignedTokens('', signingKey);
  }

  static forAppKey(appKey: string): SalesflareSandboxState {
    return new SalesflareSandboxState(tokenKeyOf(appKey, 'pulseboard/salesflare-sandbox/api-key-key'));
  }

  /** The API key a company connects a fixture user's team with. */
  keyFor(companyId: CompanyScope, user: SalesflareUserFixture): string {
    return this.keys.seal({ userId: user.id, companyId });
  }

  /** Whose key this is; undefined for a key the fake did not make. */
  check(key: string): { user: SalesflareUserFixture; companyId: CompanyScope } | undefined {
    const claim = this.keys.open(key);
    const user = claim && this.users.find((entry) => entry.id === claim.userId);
    return claim && user ? { user, companyId: claim.companyId } : undefined;
  }

  isOn(name: SalesflareSwitch, companyId: CompanyScope, email: string): boolean {
    return this.switches.isOn(name, companyId, email);
  }

  describeSwitches(companyId: CompanyScope) {
    return this.switches.describe(companyId);
  }

  setSwitch(name: SalesflareSwitch, on: boolean, scope: { companyId?: CompanyScope; account?: string }) {
    return this.switches.set(name, on, scope);
  }

  reset(companyId?: CompanyScope) {
    return this.switches.reset(companyId);
  }
}
