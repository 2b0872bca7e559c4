import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { consentPage, redirectTarget, refusalPage } from '../consent-form.js';
import { field } from '../google/form.js';
import { ACCURANKER_LOOK, SCOPE_WORDS } from './look.js';
import type { AccuRankerSandboxOptions } from './options.js';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from './state.js';

const form = { config: { csrf: false as const }, schema: { hide: true } };

const errorPage = (reply: FastifyReply, title: string, detail: string) =>
  reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(refusalPage(ACCURANKER_LOOK, title, detail));

/** RFC 6749 §5.2 errors, as django-oauth-toolkit sends them. */
const tokenError = (reply: FastifyReply, status: number, error: string) => reply.code(status).header('cache-control', 'no-store').send({ error });

/**
 * app.accuranker.com/oauth (django-oauth-toolkit): the authorisation page and
 * its Authorize / Cancel form, the token endpoint (authorization_code,
 * refresh_token; a refresh answers a new refresh token too) and revocation, both
 * with the app's credentials in the form.
 */
export const oauthRoutes: FastifyPluginAsync<AccuRankerSandboxOptions> = async (app, { state, client, appName, redirectUriPrefix, companyOfState }) => {
  const knownClient = (request: FastifyRequest) => field(request.body, 'client_id') === client.id && field(request.body, 'client_secret') === client.secret;

  app.get('/oauth/authorize/', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query;
    if (field(query, 'client_id') !== client.id) return errorPage(reply, 'Invalid client_id parameter value.', 'No application is registered with this client_id.');
    const redirectUri = field(query, 'redirect_uri');
    if (!redirectUri || !URL.canParse(redirectUri) || (redirectUriPrefix && !redirectUri.startsWith(redirectUriPrefix))) {
      return errorPage(reply, 'Mismatching redirect URI.', 'The redirect_uri is not one of those registered for the application.');
    }
    const oauthState = field(query, 'state');
    const back = (params: Record<string, string | undefined>) => reply.redirect(redirectTarget(redirectUri, { ...params, state: oauthState }), 302);
    if (field(query, 'response_type') !== 'code') return back({ error: 'unsupported_response_type' });
    const scopes = [...new Set((field(query, 'scope') ?? 'read').split(' ').filter(Boolean))];
    if (!scopes.every((scope) => Object.hasOwn(SCOPE_WORDS, scope))) return back({ error: 'invalid_scope' });
    const companyId = (oauthState ? await companyOfState?.(oauthState) : undefined) ?? null;
    const consentId = state.openConsent({ clientId: client.id, redirectUri, scopes, state: oauthState, companyId });
    const page = consentPage(ACCURANKER_LOOK, {
      consentId,
      action: 'approve/',
      heading: `Authorize ${appName} to access your AccuRanker data?`,
      grants: scopes.map((scope) => SCOPE_WORDS[scope]!),
      users: state.users,
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.post('/oauth/authorize/approve/', form, async (request, reply) => {
    const consent = state.closeConsent(field(request.body, 'consent') ?? '');
    if (!consent) return errorPage(reply, 'This page has expired', 'Go back to the application and start again.');
    const user = state.user(field(request.body, 'user') ?? '');
    const back = (params: Record<string, string | undefined>) => reply.redirect(redirectTarget(consent.redirectUri, { ...params, state: consent.state }), 302);
    if (field(request.body, 'decision') !== 'allow' || !user) return back({ error: 'access_denied' });
    return back({ code: state.issueCode(consent, user) });
  });

  app.post('/oauth/token/', form, async (request, reply) => {
    if (!knownClient(request)) return tokenError(reply, 401, 'invalid_client');
    reply.header('cache-control', 'no-store');
    const grantType = field(request.body, 'grant_type');
    let grant;
    if (grantType === 'refresh_token') {
      // django-oauth-toolkit rotates refresh tokens: the one given is spent, the answer carries the next.
      const refresh = state.spendRefresh(field(request.body, 'refresh_token') ?? '');
      if (typeof refresh === 'string' || refresh.clientId !== client.id) return tokenError(reply, 400, 'invalid_grant');
      grant = refresh;
    } else if (grantType === 'authorization_code') {
      const code = state.takeCode(field(request.body, 'code') ?? '');
      if (!code || code.clientId !== client.id || field(request.body, 'redirect_uri') !== code.redirectUri) return tokenError(reply, 400, 'invalid_grant');
      grant = { userId: code.user.id, companyId: code.companyId, clientId: code.clientId, scopes: code.scopes };
    } else {
      return tokenError(reply, 400, 'unsupported_grant_type');
    }
    const { userId, companyId, clientId, scopes } = grant;
    return {
      access_token: state.issue({ kind: 'access', userId, companyId, clientId, scopes }, ACCESS_TOKEN_TTL_S),
      expires_in: ACCESS_TOKEN_TTL_S,
      token_type: 'Bearer',
      scope: scopes.join(' '),
      refresh_token: state.issue({ kind: 'refresh', userId, companyId, clientId, scopes }, REFRESH_TOKEN_TTL_S),
    };
  });

  // Either token of a grant ends the whole grant; a token already dead answers 200 as well (RFC 7009).
  app.post('/oauth/revoke_token/', form, async (request, reply) => {
    if (!knownClient(request)) return tokenError(reply, 401, 'invalid_client');
    const raw = field(request.body, 'token') ?? '';
    const token = [state.verify(raw, 'access'), state.verify(raw, 'refresh')].find((verified) => typeof verified !== 'string');
    if (token && typeof token !== 'string') state.revoke(token);
    return reply.code(200).send();
  });
};
