import { ApiKeyFakes } from '../seo/api-key-fakes.js';
import { tokenKeyOf } from '../signed-tokens.js';
import { SERANKING_SITES } from './fixtures.js';

/**
 * Error switches of the SE Ranking fake, per site (its title) or for all:
 * - revoked: the API key was deleted in the account settings: 401.
 * - out_of_credits: the account's API credits are spent: 402.
 * - quota: too many requests a second: 429 with Retry-After.
 * - server_error: 500.
 * - paging: positions come five keywords a page, whatever `limit` asks.
 * - empty: the sites have no positions checked yet.
 */
export const SERANKING_SWITCHES = ['revoked', 'out_of_credits', 'quota', 'server_error', 'paging', 'empty'] as const;
export type SeRankingSwitch = (typeof SERANKING_SWITCHES)[number];

/** Each company's SE Ranking API key and switches. */
export class SeRankingSandboxState extends ApiKeyFakes<SeRankingSwitch> {
  constructor(secret?: Buffer) {
    super({ accounts: SERANKING_SITES.map((site) => site.title), switches: SERANKING_SWITCHES, keyPrefix: 'ser', secret });
  }

  /** Keys that stay valid across restarts: signed with a key derived from the app's own. */
  static forAppKey(appKey: string): SeRankingSandboxState {
    return new SeRankingSandboxState(tokenKeyOf(appKey, 'pulseboard/seranking-sandbox/key-key'));
  }
}
