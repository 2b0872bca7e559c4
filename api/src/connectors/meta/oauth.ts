import { z } from 'zod';
import { jsonBody, providerFetch } from '../../oauth/provider-fetch.js';
import { toCredentials, type OAuthCredentials, type OAuthProvider } from '../../oauth/provider.js';
import { tokenRequest } from '../../oauth/token-endpoint.js';
import { GRAPH_VERSION, type MetaSetup } from './endpoints.js';
import { SourceAuthError } from '../types.js';
import { metaApiError } from './errors.js';

const permissionsSchema = z.object({ data: z.array(z.object({ permission: z.string(), status: z.string() })) });

/**
 * Facebook Login for a Meta source. The code gives a short-lived user token
 * (about two hours), swapped at once for a long-lived one (about 60 days,
 * no refresh token: when it ends, the source is re-authorised). The person
 * can untick permissions in the dialog, and Meta's token answer does not say
 * which were granted, so /me/permissions is read into the credentials' scope.
 * Meta takes neither PKCE from a web server nor RFC 7009: the grant is
 * revoked with DELETE /me/permissions.
 */
export function metaOAuthProvider({ app, endpoints }: MetaSetup, scopes: readonly string[]): OAuthProvider {
  const graph = `${endpoints.graph}/${GRAPH_VERSION}`;
  const call = async (method: 'GET' | 'DELETE', path: string, token: string) => {
    const response = await providerFetch(`${graph}${path}`, { method, headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
    const body = await jsonBody(response);
    if (!response.ok) throw metaApiError(response.status, body);
    return body;
  };

  const provider: OAuthProvider = {
    label: 'Facebook',
    authorizeUrl: `${endpoints.www}/${GRAPH_VERSION}/dialog/oauth`,
    tokenUrl: `${graph}/oauth/access_token`,
    scopes,
    requiredScopes: scopes,
    clientId: app.id,
    clientSecret: app.secret,
    authorizeParams: {},
    pkce: false,

    async completeGrant(shortLived: OAuthCredentials) {
      const longLived = toCredentials(await tokenRequest(provider, { grant_type: 'fb_exchange_token', fb_exchange_token: shortLived.access_token }));
      const permissions = permissionsSchema.parse(await call('GET', '/me/permissions', longLived.access_token));
      const granted = permissions.data.filter((entry) => entry.status === 'granted').map((entry) => entry.permission);
      return { ...longLived, scope: granted.join(' ') };
    },

    async revoke(token: string) {
      try {
        await call('DELETE', '/me/permissions', token);
      } catch (error) {
        // A token Meta already refuses has no access left to remove.
        if (!(error instanceof SourceAuthError)) throw error;
      }
    },
  };
  return provider;
}
