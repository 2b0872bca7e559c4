import type { AppConfig } from '../../config.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import { SANDBOX_SEMRUSH_API, SANDBOX_SEMRUSH_WWW } from '../../sandbox/semrush/paths.js';
import type { Connector } from '../types.js';
import { semrushConnector } from './connector.js';
import { semrushApi, type SemrushEndpoints } from './semrush-api.js';

const SEMRUSH_HOSTS: SemrushEndpoints = { api: 'https://api.semrush.com', www: 'https://www.semrush.com' };

/** Semrush's hosts: SEMRUSH_API_URL and SEMRUSH_WWW_URL, else the sandbox's fake over loopback in sandbox mode, else Semrush's own. */
function semrushEndpoints(config: AppConfig): SemrushEndpoints {
  const { sandbox, semrush } = config.connectors;
  const defaults = sandbox ? { api: `${loopbackUrl(config)}${SANDBOX_SEMRUSH_API}`, www: `${loopbackUrl(config)}${SANDBOX_SEMRUSH_WWW}` } : SEMRUSH_HOSTS;
  return { api: semrush.urls.api ?? defaults.api, www: semrush.urls.www ?? defaults.www };
}

/** Semrush needs no app of ours: any account connects with its own API key. */
export const semrushConnectors = (config: AppConfig): Connector[] => [semrushConnector({ api: semrushApi(semrushEndpoints(config)) })];
