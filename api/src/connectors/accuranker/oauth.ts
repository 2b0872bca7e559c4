import { providerFetch } from '../../oauth/provider-fetch.js';
import type { OAuthProvider } from '../../oauth/provider.js';
import { SourceProviderError } from '../types.js';
import type { AccuRankerSetup } from './endpoints.js';

/**
 * AccuRanker's OAuth for partner apps (django-oauth-toolkit): the `read`
 * scope, access tokens of ten hours with a refresh token, and revocation at
 * /oauth/revoke_token/ with the app's own credentials (not RFC 7009's token
 * alone).
 */
export function accuRankerOAuthProvider({ client, endpoints }: AccuRankerSetup): OAuthProvider {
  return {
    label: 'AccuRanker',
    authorizeUrl: `${endpoints.app}/oauth/authorize/`,
    tokenUrl: `${endpoints.api}/oauth/token/`,
    scopes: ['read'],
    requiredScopes: ['read'],
    clientId: client.id,
    clientSecret: client.secret,
    authorizeParams: {},
    pkce: false,

    async revoke(token: string) {
      const response = await providerFetch(`${endpoints.api}/oauth/revoke_token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: client.id, client_secret: client.secret, token }).toString(),
      });
      await response.body?.cancel();
      if (!response.ok) throw new SourceProviderError('AccuRanker did not revoke the token', response.status);
    },
  };
}
