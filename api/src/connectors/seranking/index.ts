import type { AppConfig } from '../../config.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import { SANDBOX_SERANKING_API } from '../../sandbox/seranking/paths.js';
import type { Connector } from '../types.js';
import { seRankingApi } from './client.js';
import { seRankingConnector } from './connector.js';

const SERANKING_API = 'https://api.seranking.com';

/** SE Ranking's API host: SERANKING_API_URL, else the sandbox's fake over loopback in sandbox mode, else SE Ranking's own. */
export function seRankingApiUrl(config: AppConfig): string {
  return config.connectors.seranking.url ?? (config.connectors.sandbox ? `${loopbackUrl(config)}${SANDBOX_SERANKING_API}` : SERANKING_API);
}

/** SE Ranking needs no app of ours: any account connects with its own API key. */
export const seRankingConnectors = (config: AppConfig): Connector[] => [seRankingConnector({ get: seRankingApi(seRankingApiUrl(config)) })];
