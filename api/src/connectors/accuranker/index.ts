import type { SourceType } from '@pulseboard/shared/contracts';
import type { AppConfig } from '../../config.js';
import { AccessTokens } from '../../oauth/access-tokens.js';
import type { OAuthProvider } from '../../oauth/provider.js';
import type { Connector } from '../types.js';
import { AccuRankerApi } from './client.js';
import { accuRankerConnector } from './connector.js';
import { accuRankerSetup } from './endpoints.js';
import { accuRankerOAuthProvider } from './oauth.js';

/** The OAuth provider of the AccuRanker source; none when AccuRanker is neither configured nor sandboxed. */
export function accuRankerOAuthProviders(config: AppConfig): Array<[SourceType, OAuthProvider]> {
  const setup = accuRankerSetup(config);
  return setup ? [['accuranker', accuRankerOAuthProvider(setup)]] : [];
}

export function accuRankerConnectors(config: AppConfig): Connector[] {
  const setup = accuRankerSetup(config);
  if (!setup) return [];
  return [accuRankerConnector(new AccuRankerApi(new AccessTokens(accuRankerOAuthProvider(setup)), setup.endpoints.api))];
}
