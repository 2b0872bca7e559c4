import { providerFetch } from '../../oauth/provider-fetch.js';
import type { OAuthProvider } from '../../oauth/provider.js';
import { SourceProviderError } from '../types.js';
import type { LinkedInSetup } from './endpoints.js';

/**
 * LinkedIn's 3-legged OAuth for a LinkedIn source: the member allows every
 * scope asked for or none (the token answer lists them, comma-separated), the
 * access token lasts 60 days and a refresh token a year, and a grant is
 * revoked at /oauth/v2/revoke with the client's own credentials (not RFC 7009's
 * token alone). LinkedIn takes no PKCE from a web server.
 */
export function linkedInOAuthProvider({ client, endpoints }: LinkedInSetup, scopes: readonly string[]): OAuthProvider {
  return {
    label: 'LinkedIn',
    authorizeUrl: `${endpoints.www}/oauth/v2/authorization`,
    tokenUrl: `${endpoints.oauth}/oauth/v2/accessToken`,
    scopes,
    requiredScopes: scopes,
    clientId: client.id,
    clientSecret: client.secret,
    authorizeParams: {},
    pkce: false,

    async revoke(token: string) {
      const response = await providerFetch(`${endpoints.oauth}/oauth/v2/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: client.id, client_secret: client.secret, token }).toString(),
      });
      await response.body?.cancel();
      // 400: the token is already expired or revoked, which is what was wanted.
      if (!response.ok && response.status !== 400) throw new SourceProviderError('LinkedIn did not revoke the token', response.status);
    },
  };
}
