import type { SourceType } from '@pulseboard/shared/contracts';
import type { AppConfig } from '../../config.js';
import { AccessTokens } from '../../oauth/access-tokens.js';
import type { OAuthProvider } from '../../oauth/provider.js';
import type { Connector } from '../types.js';
import { tikTokAdsConnector } from './connector.js';
import { tikTokSetup } from './endpoints.js';
import { tikTokOAuthProvider } from './oauth.js';

/** The OAuth provider of the TikTok Ads source; none when TikTok is neither configured nor sandboxed. */
export function tikTokOAuthProviders(config: AppConfig): Array<[SourceType, OAuthProvider]> {
  const setup = tikTokSetup(config);
  return setup ? [['tiktok', tikTokOAuthProvider(setup)]] : [];
}

export function tikTokConnectors(config: AppConfig): Connector[] {
  const setup = tikTokSetup(config);
  if (!setup) return [];
  return [tikTokAdsConnector({ apiUrl: setup.endpoints.api, app: setup.app, tokens: new AccessTokens(tikTokOAuthProvider(setup)) })];
}
