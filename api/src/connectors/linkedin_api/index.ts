import type { SourceType } from '@pulseboard/shared/contracts';
import type { AppConfig } from '../../config.js';
import { AccessTokens } from '../../oauth/access-tokens.js';
import type { OAuthProvider } from '../../oauth/provider.js';
import { LINKEDIN_ADS_SCOPES } from '../linkedin/catalogue.js';
import { linkedInAdsConnector } from '../linkedin/connector.js';
import { LINKEDIN_PAGES_SCOPES } from '../linkedin_social/catalogue.js';
import { linkedInPagesConnector } from '../linkedin_social/connector.js';
import type { Connector } from '../types.js';
import { linkedInSetup } from './endpoints.js';
import { linkedInOAuthProvider } from './oauth.js';

/** Each LinkedIn source type asks for its own scopes only. */
const SCOPES = {
  linkedin: LINKEDIN_ADS_SCOPES,
  linkedin_social: LINKEDIN_PAGES_SCOPES,
} as const satisfies Partial<Record<SourceType, readonly string[]>>;

/** The OAuth providers of the LinkedIn source types; none when LinkedIn is neither configured nor sandboxed. */
export function linkedInOAuthProviders(config: AppConfig): Array<[SourceType, OAuthProvider]> {
  const setup = linkedInSetup(config);
  if (!setup) return [];
  return Object.entries(SCOPES).map(([type, scopes]) => [type as SourceType, linkedInOAuthProvider(setup, scopes)]);
}

export function linkedInConnectors(config: AppConfig): Connector[] {
  const setup = linkedInSetup(config);
  if (!setup) return [];
  const apiUrl = setup.endpoints.api;
  return [
    linkedInAdsConnector({ apiUrl, tokens: new AccessTokens(linkedInOAuthProvider(setup, SCOPES.linkedin)) }),
    linkedInPagesConnector({ apiUrl, tokens: new AccessTokens(linkedInOAuthProvider(setup, SCOPES.linkedin_social)) }),
  ];
}
