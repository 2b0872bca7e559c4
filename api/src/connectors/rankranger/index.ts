import type { AppConfig } from '../../config.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import { SANDBOX_RANKRANGER_API } from '../../sandbox/rankranger/paths.js';
import type { Connector } from '../types.js';
import { rankRangerApi } from './client.js';
import { rankRangerConnector } from './connector.js';

const RANKRANGER_HOST = 'https://www.rankranger.com';

/** Rank Ranger's host: RANKRANGER_API_URL, else the sandbox's fake over loopback in sandbox mode, else Rank Ranger's own. */
export function rankRangerApiUrl(config: AppConfig): string {
  return config.connectors.rankranger.url ?? (config.connectors.sandbox ? `${loopbackUrl(config)}${SANDBOX_RANKRANGER_API}` : RANKRANGER_HOST);
}

/** Rank Ranger needs no app of ours: any account connects with its own API key. */
export const rankRangerConnectors = (config: AppConfig): Connector[] => [rankRangerConnector({ call: rankRangerApi(rankRangerApiUrl(config)) })];
