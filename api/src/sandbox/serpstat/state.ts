import { tokenKeyOf } from '../signed-tokens.js';
import { ApiKeyFakes } from '../seo/api-key-fakes.js';
import type { CompanyScope } from '../switch-board.js';
import { BoundedMap } from '../../lib/bounded-map.js';

/**
 * Error switches of the Serpstat fake, per domain or for all:
 * - revoked: the token was regenerated in the Serpstat profile: every call answers 403 "Invalid token".
 * - out_of_credits: the plan's API credits are spent: error 32012 with HTTP 402.
 * - quota: more requests a second than the plan allows: HTTP 429.
 * - server_error: HTTP 500.
 * - paging: pages hold five rows, whatever `size` asks.
 * - empty: Serpstat has no data for the domain (error 32017 "Data not found").
 */
export const SERPSTAT_SWITCHES = ['revoked', 'out_of_credits', 'quota', 'server_error', 'paging', 'empty'] as const;
export type SerpstatSwitch = (typeof SERPSTAT_SWITCHES)[number];

/** The domains the control panel names; any other domain has data too. */
const SERPSTAT_DOMAINS = ['acme-outdoor.com', 'northwind-coffee.com', 'helixcrm.io'];

/** The API credits of the fake's plan: each company's token starts with these. */
export const PLAN_CREDITS = 1_000_000;

/** Each company's Serpstat token and switches, and the credits its calls have spent (kept in memory: a restart gives them back). */
export class SerpstatSandboxState extends ApiKeyFakes<SerpstatSwitch> {
  private readonly spent = new BoundedMap<string, number>({ maxEntries: 10_000 });

  constructor(secret?: Buffer) {
    super({ accounts: SERPSTAT_DOMAINS, switches: SERPSTAT_SWITCHES, keyPrefix: 'sst', secret });
  }

  /** Tokens that stay valid across restarts: signed with a key derived from the app's own. */
  static forAppKey(appKey: string): SerpstatSandboxState {
    return new SerpstatSandboxState(tokenKeyOf(appKey, 'pulseboard/serpstat-sandbox/token-key'));
  }

  /** Charges a call's credits and answers what is left. */
  charge(companyId: CompanyScope, credits: number): number {
    const key = String(companyId);
    const spent = (this.spent.get(key) ?? 0) + credits;
    this.spent.set(key, spent);
    return Math.max(0, PLAN_CREDITS - spent);
  }
}
