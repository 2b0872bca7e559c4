import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { field } from '../google/form.js';
import { FLAVOURS } from '../social/providers.js';
import { GRANTABLE_SCOPES, consentPage, refusalPage } from './consent-page.js';
import type { LinkedInSandboxOptions } from './options.js';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, type LinkedInToken } from './state.js';

const { tokenError, cancelParams } = FLAVOURS.linkedin;

const errorPage = (reply: FastifyReply, title: string, detail: string) => reply.code(400).type('text/html; charset=utf-8').send(refusalPage(title, detail));

function redirectBack(reply: FastifyReply, redirectUri: string, params: Record<string, string | undefined>) {
  const back = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) back.searchParams.set(name, value);
  return reply.redirect(back.toString(), 302);
}

const deadGrant = (reply: FastifyReply) =>
  reply.code(400).header('cache-control', 'no-store').send({ error: 'invalid_grant', error_description: 'The provided authorization grant or refresh token is invalid, expired or revoked.' });

/**
 * www.linkedin.com/oauth/v2: the consent page and its Allow / Cancel form,
 * the token endpoint (authorization_code, refresh_token) and revocation.
 */
export const oauthRoutes: FastifyPluginAsync<LinkedInSandboxOptions> = async (app, { state, client, appName, redirectUriPrefix, companyOfState }) => {
  app.get('/oauth/v2/authorization', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query;
    if (field(query, 'client_id') !== client.id) return errorPage(reply, 'Invalid client_id', 'The application could not be found. Check the client_id of the request.');
    const redirectUri = field(query, 'redirect_uri');
    if (!redirectUri || (redirectUriPrefix && !redirectUri.startsWith(redirectUriPrefix))) {
      return errorPage(reply, 'Invalid redirect_uri', 'The redirect_uri does not match the registered value.');
    }
    const oauthState = field(query, 'state');
    if (field(query, 'response_type') !== 'code') return redirectBack(reply, redirectUri, { error: 'invalid_request', error_description: 'Invalid response_type', state: oauthState });
    // LinkedIn takes the scopes space-separated (commas too); one the app's products do not grant sends the member back at once.
    const scopes = [...new Set((field(query, 'scope') ?? '').split(/[\s,]+/).filter(Boolean))];
    const unknown = scopes.find((scope) => !GRANTABLE_SCOPES.has(scope));
    if (unknown || !scopes.length) {
      return redirectBack(reply, redirectUri, {
        error: 'unauthorized_scope_error',
        error_description: `Scope "${(unknown ?? '').slice(0, 64)}" is not authorized for your application`,
        state: oauthState,
      });
    }
    const companyId = (oauthState ? await companyOfState?.(oauthState) : undefined) ?? null;
    const consentId = state.openConsent({ clientId: client.id, redirectUri, scopes, state: oauthState, companyId });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(consentPage({ consentId, appName, scopes, members: state.users }));
  });

  app.post('/oauth/v2/authorization/approve', { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    const consent = state.closeConsent(field(request.body, 'consent') ?? '');
    if (!consent) return errorPage(reply, 'This page has expired', 'Go back to the app and start again.');
    const member = state.user(field(request.body, 'member') ?? '');
    if (field(request.body, 'decision') !== 'allow' || !member) return redirectBack(reply, consent.redirectUri, { ...cancelParams, state: consent.state });
    return redirectBack(reply, consent.redirectUri, { code: state.issueCode(consent, member), state: consent.state });
  });

  app.post('/oauth/v2/accessToken', { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    const body = request.body;
    if (field(body, 'client_id') !== client.id || field(body, 'client_secret') !== client.secret) return tokenError(reply, 'invalid_client');
    reply.header('cache-control', 'no-store');
    const grantType = field(body, 'grant_type');
    if (grantType === 'refresh_token') {
      const refresh = state.verify(field(body, 'refresh_token') ?? '', 'refresh');
      if (typeof refresh === 'string' || refresh.clientId !== client.id) return deadGrant(reply);
      const grant: Omit<LinkedInToken, 'issuedAt' | 'expiresAt' | 'kind'> = { userId: refresh.userId, companyId: refresh.companyId, clientId: refresh.clientId, scopes: refresh.scopes };
      return {
        access_token: state.issue({ ...grant, kind: 'access' }, ACCESS_TOKEN_TTL_S),
        expires_in: ACCESS_TOKEN_TTL_S,
        // LinkedIn keeps the refresh token: its year runs from the first consent.
        refresh_token: field(body, 'refresh_token'),
        refresh_token_expires_in: Math.floor((refresh.expiresAt! - state.now()) / 1000),
        scope: refresh.scopes.join(','),
      };
    }
    if (grantType !== 'authorization_code') return tokenError(reply, 'unsupported_grant_type');
    const code = state.takeCode(field(body, 'code') ?? '');
    if (!code || code.clientId !== client.id) return tokenError(reply, 'invalid_grant');
    if (field(body, 'redirect_uri') !== code.redirectUri) return tokenError(reply, 'redirect_uri_mismatch');
    const grant = { userId: code.user.id, companyId: code.companyId, clientId: code.clientId, scopes: code.scopes };
    return {
      access_token: state.issue({ ...grant, kind: 'access' }, ACCESS_TOKEN_TTL_S),
      expires_in: ACCESS_TOKEN_TTL_S,
      refresh_token: state.issue({ ...grant, kind: 'refresh' }, REFRESH_TOKEN_TTL_S),
      refresh_token_expires_in: REFRESH_TOKEN_TTL_S,
      scope: code.scopes.join(','),
    };
  });

  // Revoking either token of a grant ends the whole grant.
  app.post('/oauth/v2/revoke', { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    const body = request.body;
    if (field(body, 'client_id') !== client.id || field(body, 'client_secret') !== client.secret) return tokenError(reply, 'invalid_client');
    const raw = field(body, 'token') ?? '';
    const token = [state.verify(raw, 'access'), state.verify(raw, 'refresh')].find((verified) => typeof verified !== 'string');
    if (!token || typeof token === 'string') return reply.code(400).send({ error: 'invalid_request', error_description: 'The token is invalid, expired or already revoked.' });
    state.revoke(token);
    return reply.code(200).send();
  });
};
