import { createHmac, randomBytes } from 'node:crypto';
import { SignedTokens, tokenKeyOf } from '../signed-tokens.js';
import { SwitchBoard, type CompanyScope } from '../switch-board.js';
import { SANDBOX_STORES } from './fixtures.js';

/**
 * Error switches of the fake stores, per store or for all:
 * - revoked: the keys were deleted in the store's settings: 401 "Consumer key is invalid.".
 * - permission: the keys are write-only: reading answers 401 woocommerce_rest_cannot_view.
 * - quota: the store's host rate-limits: 429 with Retry-After.
 * - server_error: WordPress's "critical error" page, HTTP 500.
 * - paging: lists come five to a page, whatever per_page asks.
 * - empty: the store has no orders yet.
 */
export const WOOCOMMERCE_SWITCHES = ['revoked', 'permission', 'quota', 'server_error', 'paging', 'empty'] as const;
export type WooCommerceSwitch = (typeof WOOCOMMERCE_SWITCHES)[number];

const MAX_SWITCH_SCOPES = 10_000;

/** What a fake store's key and secret stand for: the store, and the company they were made for (null: none, the fakes on their own). */
interface StoreKey {
  store: string;
  companyId: CompanyScope;
}

/**
 * The fake stores' keys and switches. Each company gets its own consumer key
 * and secret for each store (the key carries the company, signed), so the
 * switches a company turns on act on its own connections only.
 */
export class WooCommerceSandboxState {
  readonly users = [...SANDBOX_STORES.keys()].map((slug) => ({ email: slug }));
  private readonly switches = new SwitchBoard<WooCommerceSwitch>({ names: WOOCOMMERCE_SWITCHES, maxScopes: MAX_SWITCH_SCOPES, mark: () => Date.now() });
  private readonly keys: SignedTokens<StoreKey>;
  private readonly secrets: SignedTokens<StoreKey>;

  constructor(
    signingKey: Buffer = randomBytes(32),
    readonly now: () => number = Date.now,
  ) {
    this.keys = new SignedTokens('ck_', signingKey);
    // Signed apart, so a key's own signature never makes its secret.
    this.secrets = new SignedTokens('cs_', createHmac('sha256', signingKey).update('consumer secrets').digest());
  }

  /** Keys that stay valid across restarts: signed with a key derived from the app's own. */
  static forAppKey(appKey: string): WooCommerceSandboxState {
    return new WooCommerceSandboxState(tokenKeyOf(appKey, 'pulseboard/woocommerce-sandbox/key-key'));
  }

  /** The consumer key and secret a company connects a fake store with. */
  keysFor(companyId: CompanyScope, store: string): { consumerKey: string; consumerSecret: string } {
    return { consumerKey: this.keys.seal({ store, companyId }), consumerSecret: this.secrets.seal({ store, companyId }) };
  }

  /** Whose keys these are, or why the store refuses them (another store's key is as unknown as a made-up one). */
  check(store: string, consumerKey: string, consumerSecret: string): { companyId: CompanyScope } | { refused: 'key' | 'secret' } {
    const key = this.keys.open(consumerKey);
    if (key?.store !== store) return { refused: 'key' };
    const secret = this.secrets.open(consumerSecret);
    if (secret?.store !== store || secret.companyId !== key.companyId) return { refused: 'secret' };
    return { companyId: key.companyId };
  }

  isOn(name: WooCommerceSwitch, companyId: CompanyScope, slug: string): boolean {
    return this.switches.isOn(name, companyId, slug);
  }

  describeSwitches(companyId: CompanyScope) {
    return this.switches.describe(companyId);
  }

  setSwitch(name: WooCommerceSwitch, on: boolean, scope: { companyId?: CompanyScope; account?: string }) {
    return this.switches.set(name, on, scope);
  }

  reset(companyId?: CompanyScope) {
    return this.switches.reset(companyId);
  }
}
