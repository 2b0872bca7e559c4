import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { authorizationErrorPage, consentPage } from './consent-page.js';
import { authenticate, type GoogleService } from './errors.js';
import { field, fields } from './form.js';
import type { GoogleSandboxOptions } from './options.js';
import { ACCESS_TOKEN_TTL_S, s256 } from './state.js';

/** The token endpoint's errors (RFC 6749 §5.2), never cached, as Google sends them. */
function tokenError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });
}

const errorPage = (reply: FastifyReply, status: number, code: string, detail: string) => reply.code(status).type('text/html; charset=utf-8').send(authorizationErrorPage(code, detail));

/** accounts.google.com: the consent screen and its Allow / Deny form. */
export const accountsRoutes: FastifyPluginAsync<GoogleSandboxOptions> = async (app, { state, client, appName, redirectUriPrefix, companyOfState }) => {
  app.get('/o/oauth2/v2/auth', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query;
    const redirectUri = field(query, 'redirect_uri');
    if (field(query, 'client_id') !== client.id) return errorPage(reply, 401, 'invalid_client', 'The OAuth client was not found.');
    if (!redirectUri || (redirectUriPrefix && !redirectUri.startsWith(redirectUriPrefix))) {
      return errorPage(
        reply,
        400,
        'redirect_uri_mismatch',
        `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. Request details: redirect_uri=${redirectUri ?? ''}`,
      );
    }
    const scopes = (field(query, 'scope') ?? '').split(/\s+/).filter(Boolean);
    if (!scopes.length) return errorPage(reply, 400, 'invalid_request', 'Missing required parameter: scope');
    const codeChallenge = field(query, 'code_challenge');
    const codeChallengeMethod = codeChallenge ? (field(query, 'code_challenge_method') ?? 'plain') : undefined;
    if (codeChallengeMethod && !['S256', 'plain'].includes(codeChallengeMethod)) return errorPage(reply, 400, 'invalid_request', 'Invalid code_challenge_method value.');
    if (field(query, 'response_type') !== 'code') {
      const back = new URL(redirectUri);
      back.searchParams.set('error', 'unsupported_response_type');
      return reply.redirect(back.toString(), 302);
    }
    const oauthState = field(query, 'state');
    const companyId = (oauthState ? await companyOfState?.(oauthState) : undefined) ?? null;
    const consentId = state.openConsent({ clientId: client.id, redirectUri, scopes, state: oauthState, codeChallenge, codeChallengeMethod, companyId });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(consentPage({ consentId, appName, scopes, users: state.users }));
  });

  // The consent form posts here; Google's own form carries its transaction id the same way.
  app.post('/o/oauth2/v2/approve', { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    const consent = state.closeConsent(field(request.body, 'consent') ?? '');
    if (!consent) return errorPage(reply, 400, 'invalid_request', 'This sign-in page expired. Go back to the app and start again.');
    const back = new URL(consent.redirectUri);
    const user = state.user(field(request.body, 'account') ?? '');
    if (field(request.body, 'decision') !== 'allow' || !user) {
      back.searchParams.set('error', 'access_denied');
    } else {
      const granted = consent.scopes.filter((scope) => fields(request.body, 'scope').includes(scope));
      back.searchParams.set('code', state.issueCode(consent, user, granted));
      back.searchParams.set('scope', granted.join(' '));
      back.searchParams.set('authuser', String(state.users.indexOf(user)));
      back.searchParams.set('prompt', 'consent');
    }
    if (consent.state !== undefined) back.searchParams.set('state', consent.state);
    return reply.redirect(back.toString(), 302);
  });
};

/** oauth2.googleapis.com: token (authorization_code, refresh_token) and revocation. */
export const oauth2Routes: FastifyPluginAsync<GoogleSandboxOptions> = async (app, { state, client }) => {
  app.post('/token', { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    const body = request.body;
    const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent) : [];
    const clientId = field(body, 'client_id') ?? basicId;
    if (clientId !== client.id || (field(body, 'client_secret') ?? basicSecret) !== client.secret) return tokenError(reply, 401, 'invalid_client', 'Unauthorized');
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');

    const grantType = field(body, 'grant_type');
    if (grantType === 'authorization_code') {
      const code = state.takeCode(field(body, 'code') ?? '');
      if (!code || code.clientId !== clientId) return tokenError(reply, 400, 'invalid_grant', 'Bad Request');
      if (field(body, 'redirect_uri') !== code.redirectUri) return tokenError(reply, 400, 'redirect_uri_mismatch', 'Bad Request');
      if (code.codeChallenge) {
        const verifier = field(body, 'code_verifier');
        if (!verifier) return tokenError(reply, 400, 'invalid_grant', 'Missing code verifier.');
        if ((code.codeChallengeMethod === 'S256' ? s256(verifier) : verifier) !== code.codeChallenge) return tokenError(reply, 400, 'invalid_grant', 'Invalid code verifier.');
      }
      const { grant, refreshToken } = await state.createGrant(code, clientId);
      return { access_token: state.issueAccessToken(grant), expires_in: ACCESS_TOKEN_TTL_S, refresh_token: refreshToken, scope: grant.scopes.join(' '), token_type: 'Bearer' };
    }
    if (grantType === 'refresh_token') {
      const grant = await state.grantOf(field(body, 'refresh_token') ?? '');
      if (!grant || grant.clientId !== clientId) return tokenError(reply, 400, 'invalid_grant', 'Token has been expired or revoked.');
      return { access_token: state.issueAccessToken(grant), expires_in: ACCESS_TOKEN_TTL_S, scope: grant.scopes.join(' '), token_type: 'Bearer' };
    }
    return tokenError(reply, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
  });

  app.post('/revoke', { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    const token = field(request.query, 'token') ?? field(request.body, 'token') ?? '';
    if (!(await state.revoke(token))) return tokenError(reply, 400, 'invalid_token', 'Token expired or revoked');
    return {};
  });
};

const USERINFO: GoogleService = { host: 'www.googleapis.com', scopes: ['https://www.googleapis.com/auth/userinfo.email', 'email', 'openid'], flavor: 'v3' };

/** www.googleapis.com/oauth2/v3/userinfo: who the token belongs to. */
export const userinfoRoutes: FastifyPluginAsync<GoogleSandboxOptions> = async (app, { state }) => {
  app.get('/oauth2/v3/userinfo', { schema: { hide: true } }, async (request, reply) => {
    const grant = authenticate(state, USERINFO, request, reply);
    if (!grant) return reply;
    return { sub: grant.user.sub, email: grant.user.email, email_verified: true };
  });
};
