import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { consentPage, redirectTarget, refusalPage } from '../consent-form.js';
import { field } from '../google/form.js';
import { SCOPE_WORDS, SELL_LOOK } from './look.js';
import type { ZendeskSellSandboxOptions } from './options.js';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from './state.js';

const errorPage = (reply: FastifyReply, title: string, detail: string) =>
  reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(refusalPage(SELL_LOOK, title, detail));

/** RFC 6749 §5.2 errors of the token endpoint. */
const tokenError = (reply: FastifyReply, status: number, error: string, description: string) => reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });

/** The app's credentials: HTTP Basic, as Sell documents, or client_id and client_secret in the form. */
function clientOf(request: FastifyRequest): { id?: string; secret?: string } {
  const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon > 0 ? { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) } : {};
  }
  return { id: field(request.body, 'client_id'), secret: field(request.body, 'client_secret') };
}

/**
 * api.getbase.com/oauth2: the authorisation page and its Authorize / Deny
 * form, the token endpoint (authorization_code, refresh_token) and RFC 7009
 * revocation.
 */
export const oauthRoutes: FastifyPluginAsync<ZendeskSellSandboxOptions> = async (app, { state, client, appName, redirectUriPrefix, companyOfState }) => {
  const knownClient = (request: FastifyRequest) => {
    const given = clientOf(request);
    return given.id === client.id && given.secret === client.secret;
  };

  app.get('/authorize', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query;
    if (field(query, 'client_id') !== client.id) return errorPage(reply, 'Unknown application', 'The client_id does not belong to any application registered in Sell.');
    const redirectUri = field(query, 'redirect_uri');
    if (!redirectUri || !URL.canParse(redirectUri) || (redirectUriPrefix && !redirectUri.startsWith(redirectUriPrefix)))
      return errorPage(reply, 'Invalid redirect URI', 'The redirect_uri does not match the one registered for the application.');
    const oauthState = field(query, 'state');
    const back = (params: Record<string, string | undefined>) => reply.redirect(redirectTarget(redirectUri, { ...params, state: oauthState }), 302);
    if (field(query, 'response_type') !== 'code') return back({ error: 'unsupported_response_type', error_description: 'Only the code response type is supported.' });
    const scopes = [...new Set((field(query, 'scope') ?? '').split(' ').filter(Boolean))];
    const unknown = scopes.find((scope) => !(scope in SCOPE_WORDS));
    if (unknown || !scopes.length) return back({ error: 'invalid_scope', error_description: `The requested scope is invalid: ${(unknown ?? '').slice(0, 64)}` });
    const companyId = (oauthState ? await companyOfState?.(oauthState) : undefined) ?? null;
    const consentId = state.openConsent({ clientId: client.id, redirectUri, scopes, state: oauthState, companyId });
    const page = consentPage(SELL_LOOK, {
      consentId,
      action: 'authorize/approve',
      heading: `${appName} would like to access your Zendesk Sell account`,
      grants: scopes.map((scope) => SCOPE_WORDS[scope] ?? scope),
      users: state.users,
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.post('/authorize/approve', { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    const consent = state.closeConsent(field(request.body, 'consent') ?? '');
    if (!consent) return errorPage(reply, 'This page has expired', 'Go back to the application and start again.');
    const user = state.user(field(request.body, 'user') ?? '');
    const back = (params: Record<string, string | undefined>) => reply.redirect(redirectTarget(consent.redirectUri, { ...params, state: consent.state }), 302);
    if (field(request.body, 'decision') !== 'allow' || !user) return back({ error: 'access_denied', error_description: 'The user denied access to the application.' });
    return back({ code: state.issueCode(consent, user) });
  });

  app.post('/token', { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    if (!knownClient(request)) return tokenError(reply, 401, 'invalid_client', 'Client authentication failed.');
    reply.header('cache-control', 'no-store');
    const grantType = field(request.body, 'grant_type');
    if (grantType === 'refresh_token') {
      const refresh = state.verify(field(request.body, 'refresh_token') ?? '', 'refresh');
      if (typeof refresh === 'string' || refresh.clientId !== client.id) return tokenError(reply, 400, 'invalid_grant', 'The refresh token is invalid, expired or revoked.');
      const { userId, companyId, clientId, scopes } = refresh;
      return {
        access_token: state.issue({ kind: 'access', userId, companyId, clientId, scopes }, ACCESS_TOKEN_TTL_S),
        token_type: 'bearer',
        expires_in: ACCESS_TOKEN_TTL_S,
        refresh_token: field(request.body, 'refresh_token'),
        scope: scopes.join(' '),
      };
    }
    if (grantType !== 'authorization_code') return tokenError(reply, 400, 'unsupported_grant_type', 'The grant type is not supported.');
    const code = state.takeCode(field(request.body, 'code') ?? '');
    if (!code || code.clientId !== client.id || field(request.body, 'redirect_uri') !== code.redirectUri) {
      return tokenError(reply, 400, 'invalid_grant', 'The authorization code is invalid, expired, already used, or was issued to another redirect URI.');
    }
    const grant = { userId: code.user.id, companyId: code.companyId, clientId: code.clientId, scopes: code.scopes };
    return {
      access_token: state.issue({ ...grant, kind: 'access' }, ACCESS_TOKEN_TTL_S),
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      refresh_token: state.issue({ ...grant, kind: 'refresh' }, REFRESH_TOKEN_TTL_S),
      scope: code.scopes.join(' '),
    };
  });

  // RFC 7009: either token of a grant ends the whole grant; a token already dead answers 200 as well.
  app.post('/revoke', { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    if (!knownClient(request)) return tokenError(reply, 401, 'invalid_client', 'Client authentication failed.');
    const raw = field(request.body, 'token') ?? '';
    const token = [state.verify(raw, 'access'), state.verify(raw, 'refresh')].find((verified) => typeof verified !== 'string');
    if (token && typeof token !== 'string') state.revoke(token);
    return reply.code(200).send();
  });
};
