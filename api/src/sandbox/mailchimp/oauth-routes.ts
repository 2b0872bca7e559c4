import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { redirectTarget } from '../consent-form.js';
import { consentHandlers } from '../consent-routes.js';
import { field } from '../google/form.js';
import { MAILCHIMP_GRANTS, MAILCHIMP_LOOK } from './consent-page.js';
import type { MailchimpSandboxOptions } from './options.js';

const hidden = { schema: { hide: true } };
const form = { config: { csrf: false as const }, schema: { hide: true } };

const tokenError = (reply: FastifyReply, error: string, description: string, status = 400) => reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });

/**
 * login.mailchimp.com/oauth2: the authorize page and its Allow / Cancel form,
 * the token endpoint (authorization_code only: a token never expires, so
 * there is nothing to refresh) and the metadata endpoint that tells an
 * account's data centre.
 */
export const oauthRoutes: FastifyPluginAsync<MailchimpSandboxOptions> = async (app, options) => {
  const { state, client, appName } = options;
  const consent = consentHandlers(MAILCHIMP_LOOK, options);

  app.get('/oauth2/authorize', hidden, async (request, reply) => {
    const query = request.query;
    if (field(query, 'client_id') !== client.id) return consent.refuse(reply, 'Invalid client_id', 'We could not find an app with this client_id.');
    const redirectUri = field(query, 'redirect_uri');
    if (!consent.registered(redirectUri)) return consent.refuse(reply, 'Invalid redirect_uri', 'The redirect_uri does not match the one registered for this app.');
    const oauthState = field(query, 'state');
    if (field(query, 'response_type') !== 'code') return reply.redirect(redirectTarget(redirectUri, { error: 'unsupported_response_type', state: oauthState }), 302);
    // Mailchimp has no scopes: an app sees the whole account.
    return consent.show(
      reply,
      { redirectUri, state: oauthState, scopes: [] },
      { action: 'authorize/approve', heading: `${appName} would like to connect to your Mailchimp account`, grants: MAILCHIMP_GRANTS },
    );
  });

  app.post('/oauth2/authorize/approve', form, async (request, reply) => consent.answer(reply, request.body, 'code'));

  app.post('/oauth2/token', form, async (request, reply) => {
    const body = request.body;
    if (field(body, 'client_id') !== client.id || field(body, 'client_secret') !== client.secret) return tokenError(reply, 'invalid_client', 'Invalid client credentials', 401);
    if (field(body, 'grant_type') !== 'authorization_code') return tokenError(reply, 'unsupported_grant_type', 'Only authorization_code is supported');
    const code = state.takeCode(field(body, 'code') ?? '');
    if (!code || code.clientId !== client.id) return tokenError(reply, 'invalid_grant', 'Invalid authorization code');
    if (field(body, 'redirect_uri') !== code.redirectUri) return tokenError(reply, 'invalid_grant', 'Invalid redirect_uri');
    reply.header('cache-control', 'no-store');
    return { access_token: state.issue({ kind: 'access', userId: code.user.id, companyId: code.companyId, clientId: code.clientId, scopes: code.scopes }), expires_in: 0, scope: null };
  });

  // A token Mailchimp does not know is answered 200 with an error body, not a 401.
  app.get('/oauth2/metadata', hidden, async (request) => {
    const raw = /^OAuth\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const grant = raw ? state.verify(raw) : 'invalid';
    const user = typeof grant === 'string' ? undefined : state.user(grant.userId);
    if (!user) return { error: 'invalid_token' };
    return {
      dc: user.dc,
      role: 'owner',
      accountname: user.accountname,
      user_id: Number(user.id),
      login: { email: user.email, login_id: Number(user.id), login_name: user.email, login_email: user.email },
      login_url: 'https://login.mailchimp.com',
      api_endpoint: `https://${user.dc}.api.mailchimp.com`,
    };
  });
};
