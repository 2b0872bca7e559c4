import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../../lib/cookies.js';
import { randomToken, safeEqual } from '../../lib/tokens.js';
import { keyFor } from '../../lib/keys.js';

const XSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_MISMATCH_STATUS = 419;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The session the request started with, to notice sign-in and sign-out. */
    csrfBinding: string;
    csrfIssued: boolean;
  }
  interface FastifyInstance {
    csrf: { issue(request: FastifyRequest, reply: FastifyReply): void };
  }
  interface FastifyContextConfig {
    /** false: a server-to-server route authenticated by a request signature, which no browser cookie can forge. */
    csrf?: false;
  }
}

const bindingOf = (request: FastifyRequest) => request.session?.id ?? 'guest';

function submittedToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-xsrf-token'] ?? request.headers['x-csrf-token'];
  if (typeof header === 'string' && header) return header;
  const body = request.body;
  if (body && typeof body === 'object' && '_token' in body && typeof body._token === 'string') return body._token;
  return undefined;
}

/**
 * Signed double-submit tokens: `<nonce>.<HMAC(APP_KEY, binding:nonce)>`, where
 * the binding is the session id (or "guest"). A request passes when the token
 * it sends equals its XSRF-TOKEN cookie and is signed for its own session, so
 * another site can neither read nor forge it, and a token outlives neither a
 * sign-in nor a sign-out.
 */
export default fp(
  async (app) => {
    const key = keyFor(app.config.appKey, 'csrf');
    const sign = (binding: string, nonce: string) => createHmac('sha256', key).update(`${binding}:${nonce}`).digest('base64url');

    const issue = (request: FastifyRequest, reply: FastifyReply) => {
      const nonce = randomToken(16);
      reply.setCookie(XSRF_COOKIE, `${nonce}.${sign(bindingOf(request), nonce)}`, cookieOptions(request));
      request.csrfIssued = true;
    };

    const isValid = (request: FastifyRequest): boolean => {
      const sent = submittedToken(request);
      const cookie = request.cookies[XSRF_COOKIE];
      if (!sent || !cookie || !safeEqual(sent, cookie)) return false;
      const [nonce = '', signature = ''] = sent.split('.');
      return safeEqual(signature, sign(bindingOf(request), nonce));
    };

    app.decorateRequest('csrfBinding', 'guest');
    app.decorateRequest('csrfIssued', false);
    app.decorate('csrf', { issue });

    app.addHook('onRequest', async (request) => {
      request.csrfBinding = bindingOf(request);
    });

    // preValidation: after body parsing (a form may post `_token`), before any input is acted on.
    app.addHook('preValidation', async (request, reply) => {
      if (!UNSAFE_METHODS.has(request.method) || request.is404 || request.routeOptions.config.csrf === false || isValid(request)) return;
      return reply.code(CSRF_MISMATCH_STATUS).send({ message: 'CSRF token mismatch.' });
    });

    app.addHook('onSend', async (request, reply) => {
      if (!request.csrfIssued && bindingOf(request) !== request.csrfBinding) issue(request, reply);
    });
  },
  { name: 'csrf', dependencies: ['cookie', 'sessions'] },
);
