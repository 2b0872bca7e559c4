import type { SourceType } from '@pulseboard/shared/contracts';
import type { AppConfig } from '../../config.js';
import { AccessTokens } from '../../oauth/access-tokens.js';
import type { OAuthProvider } from '../../oauth/provider.js';
import type { Connector } from '../types.js';
import { ADS_SCOPE } from '../google_ads/catalogue.js';
import { googleAdsConnector } from '../google_ads/connector.js';
import { ANALYTICS_SCOPE } from '../google_analytics/catalogue.js';
import { BUSINESS_SCOPE } from '../google_my_business/catalogue.js';
import { SHEETS_SCOPES } from '../google_sheets/catalogue.js';
import { googleSheetsConnector } from '../google_sheets/connector.js';
import { googleMyBusinessConnector } from '../google_my_business/connector.js';
import { googleAnalyticsConnector } from '../google_analytics/connector.js';
import { WEBMASTERS_SCOPE } from '../google_webmasters/catalogue.js';
import { googleWebmastersConnector } from '../google_webmasters/connector.js';
import { googleSetup } from './endpoints.js';
import { googleOAuthProvider } from './oauth.js';

/** Each Google source type asks for its own read-only scope only. */
const SCOPES = {
  google_analytics: [ANALYTICS_SCOPE],
  google_webmasters: [WEBMASTERS_SCOPE],
  google_ads: [ADS_SCOPE],
  google_my_business: [BUSINESS_SCOPE],
  google_sheets: SHEETS_SCOPES,
} as const satisfies Partial<Record<SourceType, string[]>>;

/** The OAuth providers of the Google source types; none when Google is neither configured nor sandboxed. */
export function googleOAuthProviders(config: AppConfig): Array<[SourceType, OAuthProvider]> {
  const setup = googleSetup(config);
  if (!setup) return [];
  return Object.entries(SCOPES).map(([type, scopes]) => [type as SourceType, googleOAuthProvider(setup, scopes)]);
}

export function googleConnectors(config: AppConfig): Connector[] {
  const setup = googleSetup(config);
  if (!setup) return [];
  const { endpoints } = setup;
  return [
    googleAnalyticsConnector({ endpoints, tokens: new AccessTokens(googleOAuthProvider(setup, SCOPES.google_analytics)) }),
    googleWebmastersConnector({ endpoints, tokens: new AccessTokens(googleOAuthProvider(setup, SCOPES.google_webmasters)) }),
    googleAdsConnector({ endpoints, tokens: new AccessTokens(googleOAuthProvider(setup, SCOPES.google_ads)) }),
    googleMyBusinessConnector({ endpoints, tokens: new AccessTokens(googleOAuthProvider(setup, SCOPES.google_my_business)) }),
    googleSheetsConnector({ endpoints, tokens: new AccessTokens(googleOAuthProvider(setup, SCOPES.google_sheets)) }),
  ];
}
