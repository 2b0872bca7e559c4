import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SOCIAL_PROVIDER_LABELS, type SocialOutcome, type SocialProvider, type SocialRegistration } from '@pulseboard/shared/contracts';
import type { User } from '../db/schema.js';
import { cookieOptions } from '../lib/cookies.js';
import { HttpError, ValidationFailed } from '../lib/errors.js';
import { randomToken } from '../lib/tokens.js';
import { authorizeUrl } from '../oauth/authorize-url.js';
import { createCodeVerifier } from '../oauth/pkce.js';
import { exchangeCodeForTokens } from '../oauth/token-endpoint.js';
import { PENDING_SIGN_UP_COOKIE, PENDING_SIGN_UP_TTL_MS, SIGN_IN_COOKIE_PATH, SIGN_IN_FLOW_COOKIE, SIGN_IN_FLOW_TTL_MS, signInCookies, type SignInIntent } from './flow-cookie.js';
import { identitiesRepository } from './identities.js';
import { identityOf, type ProviderIdentity } from './identity.js';
import { decideLinking } from './linking.js';
import { pendingSignUps } from './pending-sign-ups.js';
import type { SignInProvider } from './providers.js';

/** The provider's redirect back: GET /register/{provider}/callback. */
const signInCallbackPath = (provider: SocialProvider) => `/register/${provider}/callback`;

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

type RegistrationIntent = Extract<SignInIntent, { kind: 'register' }>['registration'];

/** The e-mail step came too late, or in another browser: the provider must be chosen again. */
const PENDING_SIGN_UP_EXPIRED = 'This sign-up has expired. Please choose the provider again.';

/** Where a registration and a sign-in land. */
const AFTER_REGISTRATION = '/intro';
const AFTER_SIGN_IN = '/dashboards';

/** Providers say "the person cancelled" each in their own words. */
const DECLINED_ERRORS = new Set(['access_denied', 'user_cancelled_authorize', 'user_cancelled_login']);

/** The page a flow started from, which shows how it ended. */
function startPage(intent: SignInIntent): string {
  if (intent.kind === 'link') return `/users/${intent.userId}`;
  return intent.kind === 'register' ? '/register' : '/login';
}

const withOutcome = (page: string, outcome: SocialOutcome, provider: SocialProvider) => `${page}?${new URLSearchParams({ social: outcome, provider })}`;

/**
 * Registration and sign-in through Google, Facebook and LinkedIn: the
 * authorization-code flow (PKCE where the provider takes it) with its state
 * and the registration's consents sealed in a short-lived cookie, the
 * provider's identity checked (ID token signature, or Graph /me), and the
 * linking rules of linking.ts deciding who it signs in.
 */
export function signInService(app: FastifyInstance, providers: ReadonlyMap<SocialProvider, SignInProvider>) {
  const cookies = signInCookies(app.credentialCipher);
  const identities = identitiesRepository(app.db);
  const pending = pendingSignUps(app);
  const redirectUri = (provider: SocialProvider) => `${app.config.appUrl}${signInCallbackPath(provider)}`;
  const cookieAttributes = (request: FastifyRequest, maxAgeMs?: number) => cookieOptions(request, { httpOnly: true, path: SIGN_IN_COOKIE_PATH, ...(maxAgeMs ? { maxAge: maxAgeMs / 1000 } : {}) });

  function offered(provider: SocialProvider): SignInProvider {
    const definition = providers.get(provider);
    if (!definition) throw new HttpError(404, `Sign-in with ${SOCIAL_PROVIDER_LABELS[provider]} is not offered here.`);
    return definition;
  }

  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<User | undefined> {
    const user = await app.users.findById(userId);
    if (user) await app.sessions.start(request, reply, user, { persistent: true });
    return user;
  }

  async function identityFor(provider: SignInProvider, code: string, codeVerifier: string | undefined): Promise<ProviderIdentity> {
    const tokens = await exchangeCodeForTokens(provider, { code, redirectUri: redirectUri(provider.id), codeVerifier });
    return identityOf(provider, tokens);
  }

  /** A new way into the account is told to its address: a session someone else holds could have added it. */
  async function tellLinked(userId: number, provider: SocialProvider): Promise<void> {
    const user = await app.users.findById(userId);
    if (!user) return;
    const label = SOCIAL_PROVIDER_LABELS[provider];
    const { appUrl, productTitle } = app.config;
    await app.mailer.send({
      to: user.email,
      subject: `${label} was connected to your ${productTitle} account`,
      text: [
        `Hello ${user.name},`,
        '',
        `${label} can now be used to sign in to your account.`,
        '',
        `If you did not connect it, reset your password (${appUrl}/password/forgot), then disconnect ${label} on your user page.`,
      ].join('\n'),
    });
  }

  /** Carries out what the linking rules decided; the answer is where to send the browser. */
  async function settle(request: FastifyRequest, reply: FastifyReply, intent: SignInIntent, identity: ProviderIdentity): Promise<string> {
    const emailOwner = identity.email ? await app.users.findByEmail(identity.email) : undefined;
    const decision = decideLinking({
      intent,
      identity,
      linkedUserId: await identities.userIdOf(identity.provider, identity.subject),
      emailOwner: emailOwner ? { id: emailOwner.id, hasProvider: await identities.hasProvider(emailOwner.id, identity.provider), joined: await app.users.joined(emailOwner.id) } : null,
    });
    const back = (outcome: SocialOutcome) => withOutcome(startPage(intent), outcome, identity.provider);
    switch (decision.kind) {
      case 'refuse':
        return back(decision.outcome);
      case 'sign_in':
        return (await startSession(request, reply, decision.userId)) ? AFTER_SIGN_IN : back('failed');
      case 'link':
        if (!(await identities.link(decision.userId, identity))) return back('linked_elsewhere');
        await tellLinked(decision.userId, identity.provider);
        if (!decision.signIn) return back('linked');
        return (await startSession(request, reply, decision.userId)) ? AFTER_SIGN_IN : back('failed');
      case 'confirm_email': {
        if (intent.kind !== 'register') return back('failed');
        const sealed = cookies.sealPending({ provider: identity.provider, subject: identity.subject, name: identity.name, email: identity.email, registration: intent.registration });
        reply.setCookie(PENDING_SIGN_UP_COOKIE, sealed, cookieAttributes(request, PENDING_SIGN_UP_TTL_MS));
        return back('email_needed');
      }
      case 'create': {
        if (intent.kind !== 'register' || !identity.email) return back('failed');
        const user = await createAccount(identity, identity.email, intent.registration);
        if (!user) return back('verify_first');
        await app.sessions.start(request, reply, user, { persistent: true });
        return AFTER_REGISTRATION;
      }
    }
  }

  /** The company and its admin, as registration creates them, signing in through the provider; undefined when the address was taken meanwhile. */
  async function createAccount(identity: Pick<ProviderIdentity, 'provider' | 'subject' | 'name'>, email: string, registration: RegistrationIntent) {
    try {
      return await app.accounts.createAccount({
        name: identity.name,
        email,
        passwordHash: null,
        plan: registration.plan,
        consentedAt: new Date(registration.consentedAt),
        identity: { provider: identity.provider, subject: identity.subject, email },
      });
    } catch (error) {
      if (error instanceof ValidationFailed) return undefined;
      throw error;
    }
  }

  return {
    /** The providers with a client (or the sandbox's fake), for the sign-in buttons. */
    providers: () => [...providers.keys()].map((provider) => ({ provider, label: SOCIAL_PROVIDER_LABELS[provider] })),

    /**
     * Starts a flow: seals it into the browser's cookie and answers the
     * provider's page to go to. A registration's coupons are checked first,
     * so a bad one is told on the registration screen, not after the provider.
     */
    async start(request: FastifyRequest, reply: FastifyReply, provider: SocialProvider, intent: SignInIntent): Promise<string> {
      const definition = offered(provider);
      const state = randomToken();
      const codeVerifier = definition.pkce ? createCodeVerifier() : undefined;
      reply.setCookie(SIGN_IN_FLOW_COOKIE, cookies.sealFlow({ provider, state, codeVerifier, intent }), cookieAttributes(request, SIGN_IN_FLOW_TTL_MS));
      return authorizeUrl(definition, { redirectUri: redirectUri(provider), state, codeVerifier });
    },

    /** What a registration through a provider records: the plan asked for, and when both consents were given. */
    async registrationIntent(form: SocialRegistration): Promise<SignInIntent> {
      const codes = [...new Set(form.coupons.map((code) => code.trim()).filter(Boolean))];
      for (const [index, code] of codes.entries()) await app.coupons.lookup(code, codes.slice(0, index), { now: app.billingClock() });
      const { terms_consent: _terms, age_consent: _age, ...plan } = form;
      return { kind: 'register', registration: { plan: { ...plan, coupons: codes }, consentedAt: new Date().toISOString() } };
    },

    /**
     * The provider's redirect back. The flow cookie is taken whatever
     * happens (a return works once) and must match the provider and the
     * state; then the code is exchanged, the identity checked and settled.
     */
    async complete(request: FastifyRequest, reply: FastifyReply, provider: SocialProvider, query: CallbackQuery): Promise<string> {
      const flow = cookies.openFlow(request.cookies[SIGN_IN_FLOW_COOKIE], provider, query.state);
      reply.clearCookie(SIGN_IN_FLOW_COOKIE, cookieAttributes(request));
      if (!flow) return withOutcome('/login', 'expired', provider);
      const back = (outcome: SocialOutcome) => withOutcome(startPage(flow.intent), outcome, provider);
      if (query.error) return back(DECLINED_ERRORS.has(query.error) ? 'declined' : 'failed');
      if (!query.code || !providers.has(provider)) return back('failed');
      // Linking is for the user who started it, still signed in.
      if (flow.intent.kind === 'link' && request.user?.id !== flow.intent.userId) return back('failed');
      let identity: ProviderIdentity;
      try {
        identity = await identityFor(offered(provider), query.code, flow.codeVerifier);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'sign-in: the provider did not confirm who signed in');
        return back('failed');
      }
      return settle(request, reply, flow.intent, identity);
    },

    /** POST /register/social/email: the address for the registration waiting in this browser's cookie. */
    async requestEmailConfirmation(request: FastifyRequest, email: string): Promise<string> {
      const waiting = cookies.openPending(request.cookies[PENDING_SIGN_UP_COOKIE]);
      if (!waiting) throw new ValidationFailed({ general: [PENDING_SIGN_UP_EXPIRED] });
      return pending.request(waiting, email);
    },

    /** GET /register/social/confirm/{token}: creates the account of a valid link and signs it in. */
    async confirmEmail(request: FastifyRequest, reply: FastifyReply, token: string): Promise<string> {
      const signUp = await pending.take(token);
      if (!signUp) return '/register?social=invalid_link';
      if ((await identities.userIdOf(signUp.provider, signUp.subject)) !== null) return withOutcome('/login', 'linked_elsewhere', signUp.provider);
      const user = await createAccount(signUp, signUp.email, signUp.registration);
      if (!user) return withOutcome('/login', 'verify_first', signUp.provider);
      reply.clearCookie(PENDING_SIGN_UP_COOKIE, cookieAttributes(request));
      await app.sessions.start(request, reply, user, { persistent: true });
      return AFTER_REGISTRATION;
    },

    identities,
  };
}

export type SignInService = ReturnType<typeof signInService>;
