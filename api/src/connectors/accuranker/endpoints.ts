import type { AppConfig } from '../../config.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import { SANDBOX_ACCURANKER_APP, SANDBOX_ACCURANKER_CLIENT } from '../../sandbox/accuranker/paths.js';

/** Base URLs of app.accuranker.com, which serves both the OAuth pages and the API. */
export interface AccuRankerEndpoints {
  /** Browser-facing: the authorisation page (/oauth/authorize/). */
  app: string;
  /** As this server reaches it: the token and revocation endpoints, and API v4. */
  api: string;
}

const ACCURANKER_HOST = 'https://app.accuranker.com';

export interface AccuRankerSetup {
  client: { id: string; secret: string };
  endpoints: AccuRankerEndpoints;
}

/**
 * The AccuRanker app and host in effect: the sandbox's fake (its page
 * through APP_URL, the rest over loopback) in sandbox mode, else
 * AccuRanker's own with ACCURANKER_CLIENT_ID; ACCURANKER_URL wins.
 * Undefined: the AccuRanker source is not offered.
 */
export function accuRankerSetup(config: AppConfig): AccuRankerSetup | undefined {
  const { sandbox, accuranker } = config.connectors;
  const client = sandbox ? SANDBOX_ACCURANKER_CLIENT : accuranker.client;
  if (!client) return undefined;
  const defaults = sandbox ? { app: `${config.appUrl}${SANDBOX_ACCURANKER_APP}`, api: `${loopbackUrl(config)}${SANDBOX_ACCURANKER_APP}` } : { app: ACCURANKER_HOST, api: ACCURANKER_HOST };
  return { client: { id: client.id, secret: client.secret }, endpoints: { app: accuranker.url ?? defaults.app, api: accuranker.url ?? defaults.api } };
}
