import type { AppConfig } from '../../config.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import { SANDBOX_ZENDESK_SELL_CLIENT, SANDBOX_ZENDESK_SELL_PREFIX } from '../../sandbox/zendesk-sell/paths.js';
import { API_VERSION } from '../../version.js';

/** Zendesk Sell's one host (api.getbase.com: OAuth and the v2 API), as the browser and as this server reach it. */
export interface ZendeskSellEndpoints {
  /** Browser-facing: the consent page (/oauth2/authorize). */
  browser: string;
  /** The token and revocation endpoints and the API (/v2). */
  server: string;
}

export interface ZendeskSellSetup {
  client: { id: string; secret: string };
  endpoints: ZendeskSellEndpoints;
  /** Sell answers 400 invalid_user_agent to a call without one. */
  userAgent: string;
}

const SELL_HOST = 'https://api.getbase.com';

/**
 * The Zendesk Sell app and host in effect: the app of ZENDESK_SELL_CLIENT_ID
 * on Sell's host, else in sandbox mode the fake's (the consent page through
 * APP_URL, the rest over loopback); ZENDESK_SELL_URL overrides the host.
 * Undefined: Zendesk Sell is not offered.
 */
export function zendeskSellSetup(config: AppConfig): ZendeskSellSetup | undefined {
  const { sandbox, zendeskSell } = config.connectors;
  const fake = !zendeskSell.client && sandbox;
  const client = zendeskSell.client ?? (fake ? SANDBOX_ZENDESK_SELL_CLIENT : undefined);
  if (!client) return undefined;
  const defaults = fake ? { browser: `${config.appUrl}${SANDBOX_ZENDESK_SELL_PREFIX}`, server: `${loopbackUrl(config)}${SANDBOX_ZENDESK_SELL_PREFIX}` } : { browser: SELL_HOST, server: SELL_HOST };
  const { url } = zendeskSell;
  return {
    client: { id: client.id, secret: client.secret },
    endpoints: { browser: url ?? defaults.browser, server: url ?? defaults.server },
    userAgent: `Pulseboard/${API_VERSION} (+${config.appUrl})`,
  };
}
