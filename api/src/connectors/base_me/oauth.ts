import { providerFetch } from '../../oauth/provider-fetch.js';
import type { OAuthProvider } from '../../oauth/provider.js';
import { SourceProviderError } from '../types.js';
import type { ZendeskSellSetup } from './endpoints.js';

/** Read the account's data (read) and who the user is (profile, for /v2/users/self). */
const ZENDESK_SELL_SCOPES = ['read', 'profile'];

/**
 * Zendesk Sell's OAuth 2 (api.getbase.com/oauth2): the user allows every
 * scope asked for or none, the access token is refreshed with its refresh
 * token, and a grant is revoked at /oauth2/revoke, where the app
 * authenticates with HTTP Basic as on the token endpoint. No PKCE.
 */
export function zendeskSellOAuthProvider({ client, endpoints }: ZendeskSellSetup): OAuthProvider {
  return {
    label: 'Zendesk Sell',
    authorizeUrl: `${endpoints.browser}/oauth2/authorize`,
    tokenUrl: `${endpoints.server}/oauth2/token`,
    scopes: ZENDESK_SELL_SCOPES,
    requiredScopes: ZENDESK_SELL_SCOPES,
    clientId: client.id,
    clientSecret: client.secret,
    authorizeParams: {},
    pkce: false,

    async revoke(token: string) {
      const response = await providerFetch(`${endpoints.server}/oauth2/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}` },
        body: new URLSearchParams({ token }).toString(),
      });
      await response.body?.cancel();
      // RFC 7009: a token already revoked or expired answers 200 too; anything else is a failure.
      if (!response.ok) throw new SourceProviderError('Zendesk Sell did not revoke the token', response.status);
    },
  };
}
