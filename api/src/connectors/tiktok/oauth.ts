import { z } from 'zod';
import type { OAuthProvider } from '../../oauth/provider.js';
import { SourceAuthError } from '../types.js';
import { tikTokRequest } from './client.js';
import { tikTokApiUrl, type TikTokSetup } from './endpoints.js';

/** The token answer's data: a long-term access token (no expiry, no refresh token) and the advertisers it may read. */
const tokenDataSchema = z.object({ access_token: z.string().min(1), advertiser_ids: z.array(z.coerce.string()).default([]), scope: z.array(z.number()).default([]) });

const postJson = (body: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });

/**
 * TikTok for Business's authorisation of an app by an advertiser: the
 * consent page takes the app id, state and redirect URI (the permissions are
 * set on the app, not asked for), sends the browser back with `auth_code`,
 * and the code is exchanged by a JSON POST with the app's secret. The
 * access token lasts until the advertiser or the app revokes it, which
 * /oauth2/revoke_token/ does.
 */
export function tikTokOAuthProvider({ app, endpoints }: TikTokSetup): OAuthProvider {
  return {
    label: 'TikTok',
    authorizeUrl: `${endpoints.auth}/portal/auth`,
    tokenUrl: tikTokApiUrl(endpoints.api, 'oauth2/access_token'),
    scopes: [],
    requiredScopes: [],
    clientId: app.id,
    clientSecret: app.secret,
    authorizeParams: {},
    pkce: false,

    consentUrl: ({ redirectUri, state }) => `${endpoints.auth}/portal/auth?${new URLSearchParams({ app_id: app.id, state, redirect_uri: redirectUri })}`,

    async exchangeCode({ code }) {
      const data = await tikTokRequest(tikTokApiUrl(endpoints.api, 'oauth2/access_token'), postJson({ app_id: app.id, secret: app.secret, auth_code: code }), 'oauth2/access_token', tokenDataSchema);
      return { access_token: data.access_token, scope: data.scope.join(' ') };
    },

    async revoke(token) {
      try {
        await tikTokRequest(tikTokApiUrl(endpoints.api, 'oauth2/revoke_token'), postJson({ app_id: app.id, secret: app.secret, access_token: token }), 'oauth2/revoke_token', z.unknown());
      } catch (error) {
        // A token TikTok already refuses has no access left to remove.
        if (!(error instanceof SourceAuthError)) throw error;
      }
    },
  };
}
