import { tokenKeyOf } from '../signed-tokens.js';
import { ApiKeyFakes } from '../seo/api-key-fakes.js';

/**
 * Error switches of the Ahrefs fake, per domain or for all:
 * - revoked: the API key was deleted in the workspace's settings: HTTP 401.
 * - out_of_units: the plan's API units are spent: HTTP 403 saying so (the usage endpoint, free, still answers).
 * - quota: more requests a minute than the plan allows: HTTP 429 with Retry-After.
 * - server_error: HTTP 500.
 * - empty: Ahrefs knows nothing of the domain: zeros and empty lists.
 */
export const AHREFS_SWITCHES = ['revoked', 'out_of_units', 'quota', 'server_error', 'empty'] as const;
export type AhrefsSwitch = (typeof AHREFS_SWITCHES)[number];

/** The domains the sandbox connects first and the control panel names; any other domain has data too. */
const AHREFS_DOMAINS = ['acme-outdoor.com', 'northwind-coffee.com', 'helixcrm.io'];

/** Each company's Ahrefs API key (signed, so it outlives a restart) and switches. */
export class AhrefsSandboxState extends ApiKeyFakes<AhrefsSwitch> {
  constructor(secret?: Buffer) {
    super({ accounts: AHREFS_DOMAINS, switches: AHREFS_SWITCHES, keyPrefix: 'ahk', secret });
  }

  /** Keys that stay valid across restarts: signed with a key derived from the app's own. */
  static forAppKey(appKey: string): AhrefsSandboxState {
    return new AhrefsSandboxState(tokenKeyOf(appKey, 'pulseboard/ahrefs-sandbox/key-key'));
  }
}
