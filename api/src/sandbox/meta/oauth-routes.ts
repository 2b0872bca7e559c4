import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FLAVOURS, graphError } from '../social/providers.js';
import { field, fields } from '../google/form.js';
import { authenticate } from './errors.js';
import { dialogErrorPage, dialogPage } from './dialog-page.js';
import type { MetaSandboxOptions } from './options.js';
import { GRAPH_VERSION } from '../../connectors/meta/endpoints.js';
import { LONG_TOKEN_TTL_S, SHORT_TOKEN_TTL_S } from './state.js';

const errorPage = (reply: FastifyReply, status: number, title: string, detail: string) => reply.code(status).type('text/html; charset=utf-8').send(dialogErrorPage(title, detail));

/** Meta appends this fragment to every redirect back from its dialog. */
function redirectBack(reply: FastifyReply, redirectUri: string, params: Record<string, string | undefined>) {
  const back = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) back.searchParams.set(name, value);
  back.hash = '_=_';
  return reply.redirect(back.toString(), 302);
}

/** www.facebook.com: the login dialog and its Continue / Cancel form. */
export const dialogRoutes: FastifyPluginAsync<MetaSandboxOptions> = async (app, { state, client, appName, redirectUriPrefix, companyOfState }) => {
  app.get(`/${GRAPH_VERSION}/dialog/oauth`, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query;
    if (field(query, 'client_id') !== client.id) return errorPage(reply, 400, 'Invalid App ID', 'The provided app ID does not look like a valid app ID.');
    const redirectUri = field(query, 'redirect_uri');
    if (!redirectUri || (redirectUriPrefix && !redirectUri.startsWith(redirectUriPrefix))) {
      return errorPage(reply, 400, 'URL Blocked', "This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings.");
    }
    const oauthState = field(query, 'state');
    if (field(query, 'response_type') && field(query, 'response_type') !== 'code') {
      return redirectBack(reply, redirectUri, { error: 'invalid_request', error_description: 'Unsupported response_type', state: oauthState });
    }
    // Meta takes the scope list comma- or space-separated; public_profile always comes with a login.
    const permissions = [...new Set(['public_profile', ...(field(query, 'scope') ?? '').split(/[\s,]+/).filter(Boolean)])];
    const companyId = (oauthState ? await companyOfState?.(oauthState) : undefined) ?? null;
    const consentId = state.openConsent({ appId: client.id, redirectUri, scopes: permissions, state: oauthState, companyId });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(dialogPage({ consentId, appName, permissions, users: state.users }));
  });

  app.post(`/${GRAPH_VERSION}/dialog/oauth/approve`, { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    const consent = state.closeConsent(field(request.body, 'consent') ?? '');
    if (!consent) return errorPage(reply, 400, 'This page has expired', 'Go back to the app and start again.');
    const user = state.user(field(request.body, 'account') ?? '');
    if (field(request.body, 'decision') !== 'continue' || !user) {
      return redirectBack(reply, consent.redirectUri, { ...FLAVOURS.facebook.cancelParams, state: consent.state });
    }
    const granted = consent.scopes.filter((permission) => fields(request.body, 'permission').includes(permission));
    return redirectBack(reply, consent.redirectUri, { code: state.issueCode(consent, user, granted), state: consent.state });
  });
};

/** graph.facebook.com: the token endpoint (code, then fb_exchange_token), /me and /me/permissions. */
export const graphOAuthRoutes: FastifyPluginAsync<MetaSandboxOptions> = async (app, { state, client }) => {
  const tokenError = FLAVOURS.facebook.tokenError;

  const token = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = { ...(request.query as object), ...(request.body && typeof request.body === 'object' ? request.body : {}) };
    if (field(params, 'client_id') !== client.id || field(params, 'client_secret') !== client.secret) return tokenError(reply, 'invalid_client');
    reply.header('cache-control', 'no-store');
    if (field(params, 'grant_type') === 'fb_exchange_token') {
      const short = state.verify(field(params, 'fb_exchange_token') ?? '');
      if (typeof short === 'string' || short.kind === 'page' || short.appId !== client.id) {
        return graphError(reply, 400, { message: 'Error validating access token: The session is invalid.', type: 'OAuthException', code: 190 });
      }
      const long = state.issue({ kind: 'long', userId: short.userId, companyId: short.companyId, appId: short.appId, scopes: short.scopes }, LONG_TOKEN_TTL_S);
      return { access_token: long, token_type: 'bearer', expires_in: LONG_TOKEN_TTL_S };
    }
    const grantType = field(params, 'grant_type');
    if (grantType !== undefined && grantType !== 'authorization_code') return tokenError(reply, 'unsupported_grant_type');
    const code = state.takeCode(field(params, 'code') ?? '');
    if (!code || code.appId !== client.id) return tokenError(reply, field(params, 'code') ? 'used_code' : 'invalid_grant');
    if (field(params, 'redirect_uri') !== code.redirectUri) return tokenError(reply, 'redirect_uri_mismatch');
    const short = state.issue({ kind: 'short', userId: code.user.id, companyId: code.companyId, appId: code.appId, scopes: code.grantedScopes }, SHORT_TOKEN_TTL_S);
    return { access_token: short, token_type: 'bearer', expires_in: SHORT_TOKEN_TTL_S };
  };
  app.get(`/${GRAPH_VERSION}/oauth/access_token`, { schema: { hide: true } }, token);
  app.post(`/${GRAPH_VERSION}/oauth/access_token`, { config: { csrf: false }, schema: { hide: true } }, token);

  app.get(`/${GRAPH_VERSION}/me`, { schema: { hide: true } }, async (request, reply) => {
    const grant = authenticate(state, { permissions: ['public_profile'] }, request, reply);
    if (!grant) return reply;
    const user = state.user(grant.userId);
    return { id: grant.userId, name: user?.name ?? '' };
  });

  app.get(`/${GRAPH_VERSION}/me/permissions`, { schema: { hide: true } }, async (request, reply) => {
    const grant = authenticate(state, { permissions: ['public_profile'] }, request, reply);
    if (!grant) return reply;
    const requested = [...new Set(['public_profile', ...grant.scopes])];
    return { data: requested.map((permission) => ({ permission, status: 'granted' })) };
  });

  // Removing the app's access: every token of this login stops working, Page tokens included.
  app.delete(`/${GRAPH_VERSION}/me/permissions`, { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    const grant = authenticate(state, { permissions: ['public_profile'] }, request, reply);
    if (!grant) return reply;
    state.revoke(grant);
    return { success: true };
  });
};
