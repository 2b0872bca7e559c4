import type { SourceType } from '@pulseboard/shared/contracts';
import type { AppConfig } from '../../config.js';
import { AccessTokens } from '../../oauth/access-tokens.js';
import type { OAuthProvider } from '../../oauth/provider.js';
import type { Connector } from '../types.js';
import { mailchimpConnector } from './connector.js';
import { mailchimpSetup } from './endpoints.js';
import { mailchimpOAuthProvider } from './oauth.js';

/** The OAuth provider of the Mailchimp source; none when Mailchimp is neither configured nor sandboxed. */
export function mailchimpOAuthProviders(config: AppConfig): Array<[SourceType, OAuthProvider]> {
  const setup = mailchimpSetup(config);
  return setup ? [['mailchimp', mailchimpOAuthProvider(setup)]] : [];
}

export function mailchimpConnectors(config: AppConfig): Connector[] {
  const setup = mailchimpSetup(config);
  if (!setup) return [];
  return [mailchimpConnector({ endpoints: setup.endpoints, tokens: new AccessTokens(mailchimpOAuthProvider(setup)) })];
}
