import { createHash, createHmac } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@pulseboard/shared/contracts';
import { ensureFormParser, field } from '../google/form.js';
import { SANDBOX_SOCIAL_CLIENTS } from './paths.js';
import { FLAVOURS, graphError, type ProviderFlavour } from './providers.js';
import { refusalPage, signInPage } from './sign-in-page.js';
import type { IssuedCode, SocialSandboxState } from './state.js';
import { subjectOf } from './state.js';

export interface SocialSandboxOptions {
  state: SocialSandboxState;
  appName: string;
  /** Redirect URIs the fakes' clients are registered with start with this (APP_URL/register/). */
  redirectUriPrefix: string;
}

/** Who the page offers to sign in as, before the visitor types anyone else. */
const SANDBOX_PERSON = { email: 'robin.rivera@example.com', name: 'Robin Rivera' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function redirectBack(reply: FastifyReply, flavour: ProviderFlavour, redirectUri: string, params: Record<string, string | undefined>) {
  const back = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) back.searchParams.set(name, value);
  if (flavour.fragment) back.hash = flavour.fragment;
  return reply.redirect(back.toString(), 302);
}

const page = (reply: FastifyReply, status: number, html: string) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/** HTTP Basic client credentials (client_secret_basic), which Google and LinkedIn take besides form fields. */
function basicCredentials(request: FastifyRequest): [string | undefined, string | undefined] {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!basic) return [undefined, undefined];
  const [id, secret] = Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent);
  return [id, secret];
}

/** One provider's fake: its sign-in page and form, its token endpoint, and where it says who signed in. */
function providerRoutes(provider: SocialProvider): FastifyPluginAsync<SocialSandboxOptions> {
  const flavour = FLAVOURS[provider];
  const client = SANDBOX_SOCIAL_CLIENTS[provider];
  return async (app, { state, appName, redirectUriPrefix }) => {
    app.get(flavour.authorizePath, { schema: { hide: true } }, async (request, reply) => {
      const query = request.query;
      const redirectUri = field(query, 'redirect_uri');
      if (field(query, 'client_id') !== client.id) return page(reply, 400, refusalPage(flavour.label, 'invalid_client', 'The app ID or client ID is not known.'));
      if (!redirectUri || !redirectUri.startsWith(redirectUriPrefix)) {
        return page(reply, 400, refusalPage(flavour.label, 'redirect_uri_mismatch', `The redirect_uri does not match the registered value: ${redirectUri ?? ''}`));
      }
      const oauthState = field(query, 'state');
      if (field(query, 'response_type') !== 'code') return redirectBack(reply, flavour, redirectUri, { error: 'unsupported_response_type', state: oauthState });
      if (state.switchFor(provider) === 'denied') return redirectBack(reply, flavour, redirectUri, { ...flavour.cancelParams, state: oauthState });
      const codeChallenge = field(query, 'code_challenge');
      const consentId = state.openConsent({
        provider,
        clientId: client.id,
        redirectUri,
        state: oauthState,
        codeChallenge,
        codeChallengeMethod: codeChallenge ? (field(query, 'code_challenge_method') ?? 'plain') : undefined,
        nonce: field(query, 'nonce'),
        scope: field(query, 'scope') ?? '',
      });
      // The form posts to the approve path beside the page, wherever the fakes are mounted.
      const pagePath = request.url.split('?')[0] ?? '';
      const action = `${pagePath.slice(0, pagePath.length - flavour.authorizePath.length)}${flavour.approvePath}`;
      return page(reply, 200, signInPage({ label: flavour.label, colour: flavour.colour, appName, action, consentId, person: SANDBOX_PERSON }));
    });

    app.post(flavour.approvePath, { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
      const consent = state.closeConsent(field(request.body, 'consent') ?? '');
      if (!consent) return page(reply, 400, refusalPage(flavour.label, 'invalid_request', 'This sign-in page expired. Go back to the app and start again.'));
      if (field(request.body, 'decision') !== 'allow') return redirectBack(reply, flavour, consent.redirectUri, { ...flavour.cancelParams, state: consent.state });
      const email = (field(request.body, 'email') ?? '').trim().slice(0, 200);
      if (!EMAIL.test(email)) return page(reply, 400, refusalPage(flavour.label, 'invalid_request', 'Enter an e-mail address to sign in with.'));
      const name = (field(request.body, 'name') ?? '').trim().slice(0, 200) || (email.split('@')[0] ?? email);
      const disclosed = state.disclose(provider, { subject: subjectOf(provider, email), email, name });
      const code = state.issueCode({ ...consent, disclosed });
      const extra = provider === 'google' ? { scope: consent.scope, authuser: '0', prompt: 'none' } : {};
      return redirectBack(reply, flavour, consent.redirectUri, { code, state: consent.state, ...extra });
    });

    const token = async (request: FastifyRequest, reply: FastifyReply) => {
      const params = { ...(request.query as object), ...(request.body && typeof request.body === 'object' ? request.body : {}) };
      const [basicId, basicSecret] = basicCredentials(request);
      const clientId = field(params, 'client_id') ?? basicId;
      if (clientId !== client.id || (field(params, 'client_secret') ?? basicSecret) !== client.secret) return flavour.tokenError(reply, 'invalid_client');
      if (provider !== 'facebook' && field(params, 'grant_type') !== 'authorization_code') return flavour.tokenError(reply, 'unsupported_grant_type');
      if (state.switchFor(provider) === 'error') return flavour.tokenError(reply, 'server_error');
      const code = state.takeCode(field(params, 'code') ?? '');
      if (!code) return flavour.tokenError(reply, provider === 'facebook' && field(params, 'code') ? 'used_code' : 'invalid_grant');
      if (code.clientId !== clientId) return flavour.tokenError(reply, 'invalid_grant');
      if (field(params, 'redirect_uri') !== code.redirectUri) return flavour.tokenError(reply, 'redirect_uri_mismatch');
      if (code.codeChallenge) {
        const verifier = field(params, 'code_verifier') ?? '';
        if ((code.codeChallengeMethod === 'S256' ? s256(verifier) : verifier) !== code.codeChallenge) return flavour.tokenError(reply, 'invalid_grant');
      }
      const accessToken = state.issueAccessToken(code);
      const idToken = flavour.issuer && code.scope.split(/[\s,]+/).includes('openid') ? await state.idToken(code, flavour.issuer) : undefined;
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(flavour.tokenAnswer(accessToken, idToken));
    };
    app.post(flavour.tokenPath, { config: { csrf: false }, schema: { hide: true } }, token);
    if (flavour.tokenOnGet) app.get(flavour.tokenPath, { schema: { hide: true } }, token);

    if (flavour.jwksPath) app.get(flavour.jwksPath, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(await state.jwks()));

    /** OpenID Connect userinfo (Bearer), as Google and LinkedIn answer it. */
    const bearerGrant = (request: FastifyRequest): IssuedCode | undefined => state.grantOf(/^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
    if (flavour.userinfoPath) {
      app.get(flavour.userinfoPath, { schema: { hide: true } }, async (request, reply) => {
        const grant = bearerGrant(request);
        if (!grant || grant.provider !== provider)
          return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token', error_description: 'Invalid Credentials' });
        const { person, email, emailVerified } = grant.disclosed;
        const [givenName, ...family] = person.name.split(' ');
        return {
          sub: person.subject,
          name: person.name,
          given_name: givenName,
          family_name: family.join(' '),
          ...(email ? { email, email_verified: emailVerified } : {}),
          ...(provider === 'linkedin' ? { locale: { country: 'US', language: 'en' } } : {}),
        };
      });
    }

    /** Graph /me: only the fields asked for, the token as access_token, appsecret_proof checked when sent. */
    if (flavour.mePath) {
      app.get(flavour.mePath, { schema: { hide: true } }, async (request, reply) => {
        const accessToken = field(request.query, 'access_token') ?? /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
        const grant = state.grantOf(accessToken);
        if (!grant || grant.provider !== provider) return graphError(reply, 400, { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 });
        const proof = field(request.query, 'appsecret_proof');
        if (proof !== undefined && proof !== createHmac('sha256', client.secret).update(accessToken).digest('hex')) {
          return graphError(reply, 400, { message: 'Invalid appsecret_proof provided in the API argument', type: 'GraphMethodException', code: 100 });
        }
        const wanted = new Set((field(request.query, 'fields') ?? 'id,name').split(','));
        const { person, email } = grant.disclosed;
        return { ...(wanted.has('name') ? { name: person.name } : {}), ...(wanted.has('email') && email ? { email } : {}), id: person.subject };
      });
    }
  };
}

/**
 * Faithful local fakes of Google, Facebook and LinkedIn sign-in, each under
 * its own path (/google, /facebook, /linkedin) on the provider's own paths
 * and in its own wire format. Mount under SANDBOX_SOCIAL_PREFIX.
 */
export const socialSandbox: FastifyPluginAsync<SocialSandboxOptions> = async (app, options) => {
  ensureFormParser(app);
  for (const provider of SOCIAL_PROVIDERS) await app.register(providerRoutes(provider), { ...options, prefix: `/${provider}` });
};
