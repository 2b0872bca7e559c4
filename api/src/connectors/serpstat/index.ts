import type { AppConfig } from '../../config.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import { SANDBOX_SERPSTAT_API } from '../../sandbox/serpstat/paths.js';
import type { Connector } from '../types.js';
import { serpstatConnector } from './connector.js';
import { serpstatRpc } from './json-rpc.js';

const SERPSTAT_API = 'https://api.serpstat.com';

/** Serpstat's API host: SERPSTAT_API_URL, else the sandbox's fake over loopback in sandbox mode, else Serpstat's own. */
export function serpstatApiUrl(config: AppConfig): string {
  return config.connectors.serpstat.url ?? (config.connectors.sandbox ? `${loopbackUrl(config)}${SANDBOX_SERPSTAT_API}` : SERPSTAT_API);
}

/** Serpstat needs no app of ours: any account connects with its own API token. */
export const serpstatConnectors = (config: AppConfig): Connector[] => [serpstatConnector({ call: serpstatRpc(serpstatApiUrl(config)) })];
