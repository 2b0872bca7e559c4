import { tokenKeyOf } from '../signed-tokens.js';
import { ApiKeyFakes } from '../seo/api-key-fakes.js';

/**
 * Error switches of the Semrush fake, per domain or for all:
 * - revoked: the key was regenerated in the Semrush profile: ERROR 120 with HTTP 403.
 * - out_of_units: the units balance is zero: ERROR 132 with HTTP 403 (the balance answers 0).
 * - quota: too many requests at once: ERROR 131 with HTTP 429.
 * - server_error: Semrush's gateway fails: HTTP 502.
 * - empty: Semrush has no data for the domain: ERROR 50 :: NOTHING FOUND, HTTP 200.
 */
export const SEMRUSH_SWITCHES = ['revoked', 'out_of_units', 'quota', 'server_error', 'empty'] as const;
export type SemrushSwitch = (typeof SEMRUSH_SWITCHES)[number];

/** The domains the sandbox connects first and the control panel names; any other domain has data too. */
const SEMRUSH_DOMAINS = ['acme-outdoor.com', 'northwind-coffee.com', 'helixcrm.io'];

/** The units balance the fake's key reports while it has units. */
export const UNITS_BALANCE = 250_000;

/** Each company's Semrush API key (signed, so it outlives a restart) and switches. */
export class SemrushSandboxState extends ApiKeyFakes<SemrushSwitch> {
  constructor(secret?: Buffer) {
    super({ accounts: SEMRUSH_DOMAINS, switches: SEMRUSH_SWITCHES, keyPrefix: 'smk', secret });
  }

  /** Keys that stay valid across restarts: signed with a key derived from the app's own. */
  static forAppKey(appKey: string): SemrushSandboxState {
    return new SemrushSandboxState(tokenKeyOf(appKey, 'pulseboard/semrush-sandbox/key-key'));
  }
}
