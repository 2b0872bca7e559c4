import type { SourceType } from '@pulseboard/shared/contracts';
import type { AppConfig } from '../../config.js';
import { AccessTokens } from '../../oauth/access-tokens.js';
import type { OAuthProvider } from '../../oauth/provider.js';
import type { Connector } from '../types.js';
import { zendeskSellConnector } from './connector.js';
import { zendeskSellSetup } from './endpoints.js';
import { zendeskSellOAuthProvider } from './oauth.js';

/** Zendesk Sell's OAuth provider; none when Sell is neither configured nor sandboxed. */
export function zendeskSellOAuthProviders(config: AppConfig): Array<[SourceType, OAuthProvider]> {
  const setup = zendeskSellSetup(config);
  return setup ? [['base_me', zendeskSellOAuthProvider(setup)]] : [];
}

export function zendeskSellConnectors(config: AppConfig): Connector[] {
  const setup = zendeskSellSetup(config);
  if (!setup) return [];
  return [zendeskSellConnector({ apiUrl: setup.endpoints.server, userAgent: setup.userAgent, tokens: new AccessTokens(zendeskSellOAuthProvider(setup)) })];
}
