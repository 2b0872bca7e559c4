import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { payInvoice } from './collection.js';
import { createCustomer, updateCustomer } from './customers.js';
import { errorBody, invalidRequest, StripeApiError } from './errors.js';
import { pairsOfQuery, parseStripeParams } from './form.js';
import { newId } from './ids.js';
import { applyMetadata, Params } from './params.js';
import { buildProduct } from './prices.js';
import { render } from './render.js';
import { createSetupIntent } from './setup-intents.js';
import type { StripeSandbox } from './state.js';
import type { StoredObject } from './store.js';
import { cancelSubscription, createSubscription, updateSubscription } from './subscriptions.js';
import type { Work } from './work.js';

export interface StripeApiOptions {
  sandbox: StripeSandbox;
}

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";
const LIST_LIMIT = { default: 10, max: 100 } as const;
/** Objects a list call looks through at most (a cursor further away starts over). */
const LIST_SCAN = 1_000;
const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/** The key of `Authorization: Bearer sk_…`, or of Basic auth with the key as user name (curl -u sk_…:). */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (bearer) return bearer;
  const basic = /^Basic\s+(\S+)$/i.exec(header)?.[1];
  return basic ? Buffer.from(basic, 'base64').toString().split(':')[0] : undefined;
}

const masked = (key: string) => (key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(Math.min(key.length - 12, 24))}${key.slice(-4)}` : key);

/** The call's parameters: the query string and the urlencoded body, read with Stripe's bracket rules. */
function paramsOf(request: FastifyRequest): Params {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const body = typeof request.body === 'string' ? request.body : '';
  return Params.of(parseStripeParams([...pairsOfQuery(query), ...pairsOfQuery(body)]));
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * The server API of the fake at the root of its own listener, `/v1/…` as
 * api.stripe.com serves it (the SDK adds no path prefix): secret key
 * required, form-encoded parameters, Stripe's JSON and Stripe's errors.
 */
export const stripeApiRoutes: FastifyPluginAsync<StripeApiOptions> = async (app, { sandbox }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('request-id', newId('request')).header('stripe-version', request.headers['stripe-version'] ?? Stripe.API_VERSION);
    const key = keyOf(request);
    if (!key) return reply.code(401).send({ error: { type: 'invalid_request_error', message: NO_KEY } });
    if (key === sandbox.keys.publishableKey) {
      return reply.code(401).send({ error: { type: 'invalid_request_error', message: 'This API call cannot be made with a publishable API key. Please use a secret API key.' } });
    }
    if (key !== sandbox.keys.secretKey) return reply.code(401).send({ error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${masked(key)}` } });
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof StripeApiError) return reply.code(error.status).send(errorBody(error));
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ error: { type: 'invalid_request_error', message: error.message } });
    request.log.error({ err: error }, 'stripe sandbox: a call failed');
    return reply.code(500).send({ error: { type: 'api_error', message: 'An unknown error occurred' } });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(
      errorBody(
        invalidRequest(`Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`, {
          status: 404,
        }),
      ),
    ),
  );

  /** Answers an object with the `expand[]` paths it was asked for. */
  const answer = (work: Work, object: object, expand: string[]) => render(object as StoredObject, expand, (id) => work.find<StoredObject>(id));

  /** A call that changes objects: the operation runs in the sandbox's queue, the answer is read after it. */
  const change = (operation: (work: Work, params: Params, request: FastifyRequest) => Promise<object | StripeApiError>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const params = paramsOf(request);
    const expand = params.strings('expand', { max: 20 });
    const rendered = await sandbox.run(async (work) => {
      const result = await operation(work, params, request);
      return result instanceof StripeApiError ? result : answer(work, result, expand);
    });
    return reply.send(rendered);
  };

  /** A call that reads one object of a kind. */
  const retrieve = (kind: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const params = paramsOf(request);
    const expand = params.strings('expand', { max: 20 });
    params.finish();
    return reply.send(await sandbox.read(async (work) => answer(work, await work.get(kind, idOf(request)), expand)));
  };

  app.post(
    '/v1/customers',
    change(async (work, params) => createCustomer(work, params)),
  );
  app.get('/v1/customers/:id', retrieve('customer'));
  app.post(
    '/v1/customers/:id',
    change((work, params, request) => updateCustomer(work, idOf(request), params)),
  );

  app.post(
    '/v1/products',
    change(async (work, params) => {
      const id = params.string('id', { max: 200 });
      const name = params.requiredString('name', { max: 250 });
      const description = params.string('description', { max: 5_000 });
      const metadata = applyMetadata({}, params.metadata());
      params.finish();
      if (id !== undefined && (await work.find(id))) throw invalidRequest('Product already exists.', { code: 'resource_already_exists', param: 'id' });
      const product = buildProduct(work, { id, name, description, metadata });
      work.put(product);
      work.emit('product.created', product);
      return product;
    }),
  );
  app.get('/v1/products/:id', retrieve('product'));

  app.post(
    '/v1/subscriptions',
    change((work, params) => createSubscription(work, params)),
  );
  app.get('/v1/subscriptions/:id', retrieve('subscription'));
  app.post(
    '/v1/subscriptions/:id',
    change((work, params, request) => updateSubscription(work, idOf(request), params)),
  );
  app.delete(
    '/v1/subscriptions/:id',
    change((work, params, request) => cancelSubscription(work, idOf(request), params)),
  );

  app.post(
    '/v1/setup_intents',
    change((work, params) => createSetupIntent(work, params)),
  );
  app.get('/v1/setup_intents/:id', retrieve('setup_intent'));
  app.get('/v1/payment_intents/:id', retrieve('payment_intent'));
  app.get('/v1/payment_methods/:id', retrieve('payment_method'));
  app.get('/v1/events/:id', retrieve('event'));

  app.get('/v1/invoices/:id', retrieve('invoice'));
  app.post(
    '/v1/invoices/:id/pay',
    change((work, params, request) => payInvoice(work, idOf(request), params)),
  );
  app.get('/v1/invoices', async (request, reply) => {
    const params = paramsOf(request);
    const expand = params.strings('expand', { max: 20 });
    const customer = params.string('customer', { max: 100 });
    const subscription = params.string('subscription', { max: 100 });
    const status = params.choice('status', INVOICE_STATUSES);
    const limit = params.integer('limit', { min: 1, max: LIST_LIMIT.max }) ?? LIST_LIMIT.default;
    const startingAfter = params.string('starting_after', { max: 100 });
    params.finish();
    const list = await sandbox.read(async (work) => {
      const invoices = await work.list<Stripe.Invoice>({
        kind: 'invoice',
        where: { ...(customer ? { customer } : {}), ...(status ? { status } : {}) },
        ...(subscription ? { containing: { parent: { subscription_details: { subscription } } } } : {}),
        limit: LIST_SCAN,
      });
      const start = startingAfter === undefined ? 0 : invoices.findIndex((invoice) => invoice.id === startingAfter) + 1;
      if (startingAfter !== undefined && start === 0) throw invalidRequest(`No such invoice: '${startingAfter}'`, { code: 'resource_missing', param: 'starting_after', status: 404 });
      const page = invoices.slice(start, start + limit);
      return answer(work, { object: 'list', data: page, has_more: invoices.length > start + limit, url: '/v1/invoices' }, expand);
    });
    return reply.send(list);
  });
};
