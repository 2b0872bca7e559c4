import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { completeChallenge, confirmPaymentIntent, confirmSetupIntent } from './confirmations.js';
import { errorBody, StripeApiError } from './errors.js';
import { pairsOfFields, parseStripeParams } from './form.js';
import { Params } from './params.js';
import { CHALLENGE_PATH, STRIPE_JS_PATH } from './paths.js';
import type { StripeSandbox } from './state.js';
import { installStripeStandIn } from './stripe-js.js';
import type { Work } from './work.js';

export interface StripeBrowserOptions {
  sandbox: StripeSandbox;
}

/** A confirm call carries a card and a few fields. */
const BODY_LIMIT = 16 * 1024;

/**
 * What the browser reaches of the fake, on the app's own origin (a page can
 * reach nothing else under its Content Security Policy): the Stripe.js
 * stand-in, and the calls Stripe.js makes to api.stripe.com with the
 * publishable key and an intent's client secret, which is their only
 * authentication, as at Stripe.
 */
export const stripeBrowserRoutes: FastifyPluginAsync<StripeBrowserOptions> = async (app, { sandbox }) => {
  const script = `(${installStripeStandIn.toString()})(window);\n`;

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof StripeApiError) return reply.code(error.status).send(errorBody(error));
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ error: { type: 'invalid_request_error', message: error.message } });
    request.log.error({ err: error }, 'stripe sandbox: a browser call failed');
    return reply.code(500).send({ error: { type: 'api_error', message: 'An unknown error occurred' } });
  });

  app.get(STRIPE_JS_PATH, { schema: { hide: true } }, async (_request, reply) => reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script));

  const publishable =
    (operation: (work: Work, params: Params, request: FastifyRequest) => Promise<Record<string, unknown> | StripeApiError>) => async (request: FastifyRequest, reply: FastifyReply) => {
      const params = Params.of(parseStripeParams(pairsOfFields(request.body)));
      const key = params.string('key', { max: 200 });
      if (key !== sandbox.keys.publishableKey) {
        return reply
          .code(401)
          .send({ error: { type: 'invalid_request_error', message: key ? `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}` : 'You did not provide an API key.' } });
      }
      return reply.send(await sandbox.run((work) => operation(work, params, request)));
    };
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const options = { config: { csrf: false as const }, bodyLimit: BODY_LIMIT, schema: { hide: true } };

  app.post(
    '/v1/payment_intents/:id/confirm',
    options,
    publishable((work, params, request) => confirmPaymentIntent(work, idOf(request), params)),
  );
  app.post(
    '/v1/setup_intents/:id/confirm',
    options,
    publishable((work, params, request) => confirmSetupIntent(work, idOf(request), params)),
  );
  app.post(
    CHALLENGE_PATH,
    options,
    publishable((work, params) => completeChallenge(work, params)),
  );
};
