import { ApiKeyFakes } from '../seo/api-key-fakes.js';
import { tokenKeyOf } from '../signed-tokens.js';
import { RANKRANGER_CAMPAIGNS } from './fixtures.js';

/**
 * Error switches of the Rank Ranger fake, per campaign (its domain) or for all:
 * - revoked: the API key was reset in the account: error 101, HTTP 401.
 * - out_of_credits: the package's API calls for the month are used: error 102, HTTP 403.
 * - quota: too many calls at once: error 103, HTTP 429.
 * - server_error: HTTP 500.
 * - paging: rank results come ten rows a page.
 * - empty: the campaigns have no rank checks yet.
 */
export const RANKRANGER_SWITCHES = ['revoked', 'out_of_credits', 'quota', 'server_error', 'paging', 'empty'] as const;
export type RankRangerSwitch = (typeof RANKRANGER_SWITCHES)[number];

/** Each company's Rank Ranger API key and switches. */
export class RankRangerSandboxState extends ApiKeyFakes<RankRangerSwitch> {
  constructor(secret?: Buffer) {
    super({ accounts: RANKRANGER_CAMPAIGNS.map((campaign) => campaign.domain), switches: RANKRANGER_SWITCHES, keyPrefix: 'rr', secret });
  }

  /** Keys that stay valid across restarts: signed with a key derived from the app's own. */
  static forAppKey(appKey: string): RankRangerSandboxState {
    return new RankRangerSandboxState(tokenKeyOf(appKey, 'pulseboard/rankranger-sandbox/key-key'));
  }
}
