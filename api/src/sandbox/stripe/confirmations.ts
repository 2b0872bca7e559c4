import type Stripe from 'stripe';
import { testCardOfSaved, outcomeOf } from './cards.js';
import { attemptPayment, challengeUrl, declineError } from './charges.js';
import { invalidRequest, StripeApiError } from './errors.js';
import { clientViewOfPaymentIntent, clientViewOfSetupIntent, threeDSecureAction } from './intents.js';
import type { Params } from './params.js';
import { attach, buildCardPaymentMethod, readCard } from './payment-methods.js';
import { afterInvoiceFailed } from './subscription-billing.js';
import type { Work } from './work.js';

const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** The invoice a PaymentIntent collects, if any (invoices keep the link, as basil's invoice payments do). */
async function invoiceOfIntent(work: Work, intentId: string): Promise<Stripe.Invoice | undefined> {
  const [invoice] = await work.list<Stripe.Invoice>({ kind: 'invoice', containing: { payments: { data: [{ payment: { payment_intent: intentId } }] } }, limit: 1 });
  return invoice;
}

function checkSecret(intent: { client_secret: string | null }, secret: string): void {
  if (intent.client_secret !== secret) {
    throw invalidRequest('The client_secret provided does not match the client_secret associated with the intent.', { code: 'intent_invalid_state', param: 'client_secret', status: 400 });
  }
}

/** The card of a confirm call: new from `payment_method_data`, or a saved one by id. */
async function paymentMethodOf(work: Work, params: Params, customer: string | null): Promise<Stripe.PaymentMethod | StripeApiError | undefined> {
  const data = params.object('payment_method_data');
  const id = params.string('payment_method', { max: 100 });
  if (data) {
    const card = readCard(data);
    return card instanceof StripeApiError ? card : work.put(buildCardPaymentMethod(work, card));
  }
  if (id === undefined) return undefined;
  const method = await work.get<Stripe.PaymentMethod>('payment_method', id, 'payment_method');
  if (method.customer !== null && method.customer !== customer) throw invalidRequest(`The provided PaymentMethod ${id} belongs to another customer.`, { param: 'payment_method' });
  return method;
}

/** Reads what Stripe.js sends beside the card, which the fake has no use for. */
function readClientExtras(params: Params): void {
  params.string('return_url', { max: 2_000 });
  params.boolean('use_stripe_sdk');
  params.string('expected_payment_method_type', { max: 30 });
  params.strings('expand', { max: 20 });
}

const withIntent = (error: StripeApiError, field: 'payment_intent' | 'setup_intent', view: unknown) => new StripeApiError(error.status, { ...error.body, [field]: view });

/**
 * POST /v1/payment_intents/:id/confirm with the publishable key and the
 * client secret, as Stripe.js sends it: the card is charged (or asks for
 * 3-D Secure: status requires_action), and a decline answers 402 with the
 * intent, as Stripe's does.
 */
export async function confirmPaymentIntent(work: Work, id: string, params: Params): Promise<Record<string, unknown> | StripeApiError> {
  const secret = params.requiredString('client_secret', { max: 200 });
  const intent = await work.get<Stripe.PaymentIntent>('payment_intent', id);
  checkSecret(intent, secret);
  const method = await paymentMethodOf(work, params, intent.customer as string | null);
  readClientExtras(params);
  params.finish();
  if (!CONFIRMABLE.includes(intent.status)) {
    throw withIntent(
      invalidRequest(
        intent.status === 'succeeded'
          ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
          : `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_payment_method, requires_confirmation, requires_action.`,
        { code: 'payment_intent_unexpected_state' },
      ),
      'payment_intent',
      clientViewOfPaymentIntent(intent),
    );
  }
  if (method instanceof StripeApiError) return withIntent(method, 'payment_intent', clientViewOfPaymentIntent(intent));
  if (!method) throw invalidRequest("You cannot confirm this PaymentIntent because it's missing a payment method.", { code: 'payment_intent_unexpected_state' });
  const result = await attemptPayment(work, intent, method, { kind: 'on_session_payment', authenticated: false }, await invoiceOfIntent(work, intent.id));
  return result.error ? withIntent(result.error, 'payment_intent', clientViewOfPaymentIntent(intent)) : clientViewOfPaymentIntent(intent);
}

/** POST /v1/setup_intents/:id/confirm, as Stripe.js sends it: the card is checked and attached to the customer, or asks for 3-D Secure. */
export async function confirmSetupIntent(work: Work, id: string, params: Params): Promise<Record<string, unknown> | StripeApiError> {
  const secret = params.requiredString('client_secret', { max: 200 });
  const intent = await work.get<Stripe.SetupIntent>('setup_intent', id);
  checkSecret(intent, secret);
  const method = await paymentMethodOf(work, params, intent.customer as string | null);
  readClientExtras(params);
  params.finish();
  if (!CONFIRMABLE.includes(intent.status)) {
    throw withIntent(
      invalidRequest(`You cannot confirm this SetupIntent because it has a status of ${intent.status}.`, { code: 'setup_intent_unexpected_state' }),
      'setup_intent',
      clientViewOfSetupIntent(intent),
    );
  }
  if (method instanceof StripeApiError) return withIntent(method, 'setup_intent', clientViewOfSetupIntent(intent));
  if (!method) throw invalidRequest("You cannot confirm this SetupIntent because it's missing a payment method.", { code: 'setup_intent_unexpected_state' });
  return setUp(work, intent, method, false);
}

function setUp(work: Work, intent: Stripe.SetupIntent, method: Stripe.PaymentMethod, authenticated: boolean): Record<string, unknown> | StripeApiError {
  const card = method.card && testCardOfSaved(method.card);
  const outcome = card ? outcomeOf(card, { kind: 'setup', authenticated }) : ({ kind: 'succeeded' } as const);
  work.put(intent);
  if (outcome.kind === 'succeeded') {
    Object.assign(intent, { status: 'succeeded', payment_method: method.id, next_action: null, last_setup_error: null });
    if (typeof intent.customer === 'string') attach(work, method, intent.customer);
    work.emit('setup_intent.succeeded', intent);
    return clientViewOfSetupIntent(intent);
  }
  if (outcome.kind === 'requires_action') {
    Object.assign(intent, { status: 'requires_action', payment_method: method.id, next_action: threeDSecureAction(challengeUrl) });
    work.emit('setup_intent.requires_action', intent);
    return clientViewOfSetupIntent(intent);
  }
  const { decline } = outcome;
  Object.assign(intent, {
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_setup_error: {
      type: 'card_error',
      code: decline.code,
      ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
      message: decline.message,
      payment_method: method,
      payment_method_type: 'card',
    },
  });
  work.emit('setup_intent.setup_failed', intent);
  return declineError(decline, { setup_intent: clientViewOfSetupIntent(intent), payment_method: method });
}

/**
 * The 3-D Secure challenge's answer, from the stand-in's modal (Stripe's
 * test page has the same two buttons): "complete" lets the attempt go on
 * as authenticated, "fail" ends it with Stripe's authentication failure.
 */
export async function completeChallenge(work: Work, params: Params): Promise<Record<string, unknown> | StripeApiError> {
  const intentId = params.requiredString('intent', { max: 100 });
  const secret = params.requiredString('client_secret', { max: 200 });
  const outcome = params.choice('outcome', ['complete', 'fail'] as const);
  params.finish();
  const isSetup = intentId.startsWith('seti_');
  const intent = isSetup ? await work.get<Stripe.SetupIntent>('setup_intent', intentId, 'intent') : await work.get<Stripe.PaymentIntent>('payment_intent', intentId, 'intent');
  checkSecret(intent, secret);
  if (intent.status !== 'requires_action' || typeof intent.payment_method !== 'string') {
    throw invalidRequest(`This ${isSetup ? 'SetupIntent' : 'PaymentIntent'} has no authentication to complete: its status is ${intent.status}.`, {
      code: isSetup ? 'setup_intent_unexpected_state' : 'payment_intent_unexpected_state',
    });
  }
  const method = await work.get<Stripe.PaymentMethod>('payment_method', intent.payment_method);
  if (outcome === 'complete') {
    if (intent.object === 'setup_intent') return setUp(work, intent, method, true);
    const result = await attemptPayment(work, intent, method, { kind: 'on_session_payment', authenticated: true }, await invoiceOfIntent(work, intent.id));
    return result.error ? withIntent(result.error, 'payment_intent', clientViewOfPaymentIntent(intent)) : clientViewOfPaymentIntent(intent);
  }
  const error = {
    type: 'invalid_request_error',
    code: isSetup ? 'setup_intent_authentication_failure' : 'payment_intent_authentication_failure',
    message: AUTHENTICATION_FAILED,
    payment_method: method,
  };
  work.put(Object.assign(intent, { status: 'requires_payment_method', payment_method: null, next_action: null }));
  if (intent.object === 'setup_intent') {
    intent.last_setup_error = error as Stripe.SetupIntent.LastSetupError;
    work.emit('setup_intent.setup_failed', intent);
    return clientViewOfSetupIntent(intent);
  }
  intent.last_payment_error = error as Stripe.PaymentIntent.LastPaymentError;
  work.emit('payment_intent.payment_failed', intent);
  const invoice = await invoiceOfIntent(work, intent.id);
  if (invoice) {
    work.put(Object.assign(invoice, { attempted: true, attempt_count: invoice.attempt_count + 1 }));
    work.emit('invoice.payment_failed', invoice);
    await afterInvoiceFailed(work, invoice);
  }
  return clientViewOfPaymentIntent(intent);
}
