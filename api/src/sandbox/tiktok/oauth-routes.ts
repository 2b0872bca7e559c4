import type { FastifyPluginAsync } from 'fastify';
import { consentHandlers } from '../consent-routes.js';
import { field } from '../google/form.js';
import { TIKTOK_APP_PERMISSIONS, TIKTOK_LOOK, TIKTOK_SCOPE_IDS } from './consent-page.js';
import { envelope, ok } from './envelope.js';
import type { TikTokSandboxOptions } from './options.js';

const hidden = { schema: { hide: true } };
const form = { config: { csrf: false as const }, schema: { hide: true } };

/**
 * TikTok For Business's authorisation: the consent page at /portal/auth
 * (app_id, state, redirect_uri) and its Confirm / Cancel form, which sends
 * the browser back with `auth_code`; the token endpoint (a JSON POST with
 * the app's secret, answered in TikTok's envelope) and revocation.
 */
export const oauthRoutes: FastifyPluginAsync<TikTokSandboxOptions> = async (app, options) => {
  const { state, client, appName } = options;
  const consent = consentHandlers(TIKTOK_LOOK, options);

  app.get('/portal/auth', hidden, async (request, reply) => {
    const query = request.query;
    if (field(query, 'app_id') !== client.id) return consent.refuse(reply, 'Invalid app', 'The app could not be found. Check the app_id of the request.');
    const redirectUri = field(query, 'redirect_uri');
    if (!consent.registered(redirectUri)) return consent.refuse(reply, 'Invalid redirect_uri', 'The redirect_uri does not match the advertiser redirect URL of the app.');
    // TikTok's permissions are set on the app, not asked for, so the consent names no scopes.
    return consent.show(
      reply,
      { redirectUri, state: field(query, 'state'), scopes: [] },
      { action: 'auth/approve', heading: `${appName} would like to access your TikTok For Business account`, grants: TIKTOK_APP_PERMISSIONS },
    );
  });

  app.post('/portal/auth/approve', form, async (request, reply) => consent.answer(reply, request.body, 'auth_code'));

  app.post('/open_api/v1.3/oauth2/access_token/', form, async (request) => {
    const body = request.body;
    if (field(body, 'app_id') !== client.id || field(body, 'secret') !== client.secret) return envelope(40101, 'Invalid app_id or secret.');
    const code = state.takeCode(field(body, 'auth_code') ?? '');
    if (!code || code.clientId !== client.id) return envelope(40110, 'The auth_code is invalid, expired or already used.');
    const accessToken = state.issue({ kind: 'access', userId: code.user.id, companyId: code.companyId, clientId: code.clientId, scopes: code.scopes });
    return ok({ access_token: accessToken, advertiser_ids: code.user.advertisers, scope: TIKTOK_SCOPE_IDS });
  });

  // Revoking a token ends the user's whole grant to the app.
  app.post('/open_api/v1.3/oauth2/revoke_token/', form, async (request) => {
    const body = request.body;
    if (field(body, 'app_id') !== client.id || field(body, 'secret') !== client.secret) return envelope(40101, 'Invalid app_id or secret.');
    const grant = state.verify(field(body, 'access_token') ?? '');
    if (typeof grant === 'string') return envelope(40105, 'The access token is invalid or has been revoked.');
    state.revoke(grant);
    return ok({});
  });
};
