import type { SourceType } from '@pulseboard/shared/contracts';
import type { AppConfig } from '../../config.js';
import { AccessTokens } from '../../oauth/access-tokens.js';
import type { OAuthProvider } from '../../oauth/provider.js';
import { FACEBOOK_ADS_SCOPES } from '../facebook/catalogue.js';
import { facebookAdsConnector } from '../facebook/connector.js';
import { FACEBOOK_PAGES_SCOPES } from '../facebook_social/catalogue.js';
import { facebookPagesConnector } from '../facebook_social/connector.js';
import { INSTAGRAM_SCOPES } from '../instagram/catalogue.js';
import { instagramConnector } from '../instagram/connector.js';
import type { Connector } from '../types.js';
import { metaSetup } from './endpoints.js';
import { metaOAuthProvider } from './oauth.js';

/** Each Meta source type asks for its own permissions only. */
const SCOPES = {
  facebook: FACEBOOK_ADS_SCOPES,
  facebook_social: FACEBOOK_PAGES_SCOPES,
  instagram: INSTAGRAM_SCOPES,
} as const satisfies Partial<Record<SourceType, readonly string[]>>;

/** The OAuth providers of the Meta source types; none when Meta is neither configured nor sandboxed. */
export function metaOAuthProviders(config: AppConfig): Array<[SourceType, OAuthProvider]> {
  const setup = metaSetup(config);
  if (!setup) return [];
  return Object.entries(SCOPES).map(([type, scopes]) => [type as SourceType, metaOAuthProvider(setup, scopes)]);
}

export function metaConnectors(config: AppConfig): Connector[] {
  const setup = metaSetup(config);
  if (!setup) return [];
  const graphUrl = setup.endpoints.graph;
  return [
    facebookAdsConnector({ graphUrl, tokens: new AccessTokens(metaOAuthProvider(setup, SCOPES.facebook)) }),
    facebookPagesConnector({ graphUrl, tokens: new AccessTokens(metaOAuthProvider(setup, SCOPES.facebook_social)) }),
    instagramConnector({ graphUrl, tokens: new AccessTokens(metaOAuthProvider(setup, SCOPES.instagram)) }),
  ];
}
