import type { FastifyInstance } from 'fastify';
import { OAUTH_ROUTES_PREFIX } from '../oauth/service.js';
import { companyOfOAuthState } from './consent-company.js';

/** What a provider's fakes are mounted with. */
export interface ProviderFakeOptions<State> {
  state: State;
  /** The OAuth client (or Meta app) the fakes accept. */
  client: { id: string; secret: string };
  /** Named on the consent screen. */
  appName: string;
  /** Redirect URIs must start with this (providers check them against the client's registered ones); unset: any. */
  redirectUriPrefix?: string;
  /**
   * The company that started the authorisation carrying this OAuth `state`,
   * whose switches the grant will obey; unset or undefined: none (the fakes
   * on their own, in tests).
   */
  companyOfState?: (state: string) => Promise<number | undefined>;
}

/** The product's side of the fakes' options in sandbox mode: its name, its callback routes, and the company behind each consent. */
export function productFakeOptions(app: FastifyInstance): Pick<ProviderFakeOptions<unknown>, 'appName' | 'redirectUriPrefix' | 'companyOfState'> {
  return { appName: app.config.productTitle, redirectUriPrefix: `${app.config.appUrl}${OAUTH_ROUTES_PREFIX}`, companyOfState: companyOfOAuthState(app.db) };
}
