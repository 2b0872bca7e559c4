import fp from 'fastify-plugin';
import type { SourceType } from '@pulseboard/shared/contracts';
import { googleOAuthProviders } from '../connectors/google/index.js';
import type { Credentials } from '../connectors/types.js';
import { codeChallenge, createCodeVerifier } from './pkce.js';
import { oauthCredentialsSchema, type OAuthProvider } from './provider.js';
import { oauthStateStore, type OAuthStateStore } from './state-store.js';
import { revokeToken } from './token-endpoint.js';

export interface AuthorizationStart {
  type: SourceType;
  companyId: number;
  userId: number;
  /** Re-authorise this source instead of creating one. */
  sourceId?: number;
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
  /** Revokes a source's grant at the provider (when the source is deleted); a token already dead is fine. */
  revoke(type: SourceType, credentials: Credentials): Promise<void>;
  states: OAuthStateStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    oauth: OAuthService;
  }
}

/** Where the OAuth routes live: <prefix><type>/callback. */
export const OAUTH_ROUTES_PREFIX = '/api/sources/oauth/';
const callbackPath = (type: string) => `${OAUTH_ROUTES_PREFIX}${type}/callback`;

export default fp(
  async (app) => {
    const providers = new Map(googleOAuthProviders(app.config));
    const states = oauthStateStore(app.db);
    const redirectUri = (type: SourceType) => `${app.config.appUrl}${callbackPath(type)}`;
    const required = (type: SourceType) => {
      const provider = providers.get(type);
      if (!provider) throw new Error(`${type} is not connected through OAuth here`);
      return provider;
    };

    app.decorate('oauth', {
      supports: (type) => providers.has(type),
      provider: (type) => providers.get(type),
      redirectUri,
      states,

      async authorizationUrl(start) {
        const provider = required(start.type);
        const codeVerifier = provider.pkce ? createCodeVerifier() : undefined;
        const state = await states.create({ ...start, codeVerifier });
        const params = new URLSearchParams({
          client_id: provider.clientId,
          redirect_uri: redirectUri(start.type),
          response_type: 'code',
          scope: provider.scopes.join(' '),
          state,
          ...provider.authorizeParams,
        });
        if (codeVerifier) {
          params.set('code_challenge', codeChallenge(codeVerifier));
          params.set('code_challenge_method', 'S256');
        }
        return `${provider.authorizeUrl}?${params}`;
      },

      async revoke(type, credentials) {
        const parsed = oauthCredentialsSchema.safeParse(credentials);
        if (!parsed.success) return;
        await revokeToken(required(type), parsed.data.refresh_token ?? parsed.data.access_token);
      },
    } satisfies OAuthService);
  },
  { name: 'oauth', dependencies: ['db'] },
);
