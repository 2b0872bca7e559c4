import type { SourceType } from '@pulseboard/shared/contracts';
import type { AppConfig } from '../config.js';
import { accuRankerOAuthProviders } from '../connectors/accuranker/index.js';
import { googleOAuthProviders } from '../connectors/google/index.js';
import { zendeskSellOAuthProviders } from '../connectors/base_me/index.js';
import { linkedInOAuthProviders } from '../connectors/linkedin_api/index.js';
import { mailchimpOAuthProviders } from '../connectors/mailchimp/index.js';
import { metaOAuthProviders } from '../connectors/meta/index.js';
import { tikTokOAuthProviders } from '../connectors/tiktok/index.js';
import type { Credentials } from '../connectors/types.js';
import type { Database } from '../db/client.js';
import { authorizeUrl } from './authorize-url.js';
import { createCodeVerifier } from './pkce.js';
import { oauthCredentialsSchema, type OAuthProvider } from './provider.js';
import { oauthStateStore, type OAuthStateStore } from './state-store.js';
import { revokeToken } from './token-endpoint.js';

export interface AuthorizationStart {
  type: SourceType;
  companyId: number;
  userId: number;
  /** Re-authorise this source instead of creating one. */
  sourceId?: number;
  /** The account a type connected with an account and an authorisation (AccuRanker) is authorised for. */
  account?: string;
}

export interface OAuthService {
  supports(type: SourceType): boolean;
  provider(type: SourceType): OAuthProvider | undefined;
  /** Where the provider sends the browser back: APP_URL/api/sources/oauth/<type>/callback. */
  redirectUri(type: SourceType): string;
  /**
   * The provider's consent URL to send the browser to, carrying a fresh
   * single-use `state` (10 minutes, bound to this user) and, when the provider
   * takes one, a PKCE S256 challenge whose verifier stays on the server.
   */
  authorizationUrl(start: AuthorizationStart): Promise<string>;
  /** The types connected through the same OAuth client as `type` (Google's five, Meta's three): one person's grant may serve any of them. */
  grantTypes(type: SourceType): SourceType[];
  /** Revokes a source's grant at the provider (when the source is deleted); a token already dead is fine. */
  revoke(type: SourceType, credentials: Credentials): Promise<void>;
  states: OAuthStateStore;
}

/** Where the OAuth routes live (routes/(public)/api/sources/oauth): <prefix><type>/callback. */
export const OAUTH_ROUTES_PREFIX = '/api/sources/oauth/';
const callbackPath = (type: string) => `${OAUTH_ROUTES_PREFIX}${type}/callback`;

/** The OAuth flows of the source types that connect through a provider's consent screen. */
export function oauthService(config: AppConfig, db: Database): OAuthService {
  const providers = new Map([
    ...googleOAuthProviders(config),
    ...metaOAuthProviders(config),
    ...linkedInOAuthProviders(config),
    ...tikTokOAuthProviders(config),
    ...mailchimpOAuthProviders(config),
    ...zendeskSellOAuthProviders(config),
    ...accuRankerOAuthProviders(config),
  ]);
  const states = oauthStateStore(db);
  const redirectUri = (type: SourceType) => `${config.appUrl}${callbackPath(type)}`;
  const required = (type: SourceType) => {
    const provider = providers.get(type);
    if (!provider) throw new Error(`${type} is not connected through OAuth here`);
    return provider;
  };

  return {
    supports: (type) => providers.has(type),
    provider: (type) => providers.get(type),
    redirectUri,
    states,

    async authorizationUrl(start) {
      const provider = required(start.type);
      const codeVerifier = provider.pkce ? createCodeVerifier() : undefined;
      const state = await states.create({ ...start, codeVerifier });
      return authorizeUrl(provider, { redirectUri: redirectUri(start.type), state, codeVerifier });
    },

    grantTypes(type) {
      const { clientId, tokenUrl } = required(type);
      return [...providers].filter(([, provider]) => provider.clientId === clientId && provider.tokenUrl === tokenUrl).map(([other]) => other);
    },

    async revoke(type, credentials) {
      const parsed = oauthCredentialsSchema.safeParse(credentials);
      if (!parsed.success) return;
      await revokeToken(required(type), parsed.data.refresh_token ?? parsed.data.access_token);
    },
  };
}
