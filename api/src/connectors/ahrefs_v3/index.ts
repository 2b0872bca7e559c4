import type { AppConfig } from '../../config.js';
import { SANDBOX_AHREFS_API } from '../../sandbox/ahrefs/paths.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import type { Connector } from '../types.js';
import { ahrefsApi } from './ahrefs-api.js';
import { ahrefsConnector } from './connector.js';

const AHREFS_API = 'https://api.ahrefs.com/v3';

/** Ahrefs' API v3 base: AHREFS_API_URL, else the sandbox's fake over loopback in sandbox mode, else Ahrefs' own. */
function ahrefsApiUrl(config: AppConfig): string {
  return config.connectors.ahrefs.url ?? (config.connectors.sandbox ? `${loopbackUrl(config)}${SANDBOX_AHREFS_API}` : AHREFS_API);
}

/** Ahrefs needs no app of ours here: any account connects with its own API key. */
export const ahrefsConnectors = (config: AppConfig): Connector[] => [ahrefsConnector({ get: ahrefsApi(ahrefsApiUrl(config)) })];
