import type Stripe from 'stripe';
import { clientSecretFor, newId } from './ids.js';
import type { Work } from './work.js';

export function buildPaymentIntent(
  work: Work,
  { amount, currency, customer, description, setupFutureUsage }: { amount: number; currency: string; customer: string; description: string; setupFutureUsage: 'off_session' | null },
): Stripe.PaymentIntent {
  const id = newId('paymentIntent');
  const intent: Stripe.PaymentIntent = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: clientSecretFor(id),
    confirmation_method: 'automatic',
    created: work.now,
    currency,
    customer,
    customer_account: null,
    description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
  return intent;
}

export function buildSetupIntent(work: Work, { customer, usage }: { customer: string | null; usage: string }): Stripe.SetupIntent {
  const id = newId('setupIntent');
  return {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: clientSecretFor(id),
    created: work.now,
    customer,
    customer_account: null,
    description: null,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: 'requires_payment_method',
    usage,
  };
}

/**
 * What Stripe.js is told to do for 3-D Secure: `use_stripe_sdk` with the
 * challenge to show. Stripe's points at its test page; the fake's at the
 * stand-in's own challenge, completed or failed through `challengeUrl`.
 */
export function threeDSecureAction(challengeUrl: string): Stripe.PaymentIntent.NextAction {
  return { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: challengeUrl, source: newId('source') } };
}

/** The fields of a PaymentIntent that a publishable key may read (what Stripe.js resolves with). */
const PAYMENT_INTENT_CLIENT_FIELDS = [
  'id',
  'object',
  'amount',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_types',
  'processing',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'status',
] as const;

const SETUP_INTENT_CLIENT_FIELDS = [
  'id',
  'object',
  'cancellation_reason',
  'client_secret',
  'created',
  'description',
  'last_setup_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_types',
  'status',
  'usage',
] as const;

const pick = (object: object, fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, (object as Record<string, unknown>)[field] ?? null]));

export const clientViewOfPaymentIntent = (intent: Stripe.PaymentIntent) => pick(intent, PAYMENT_INTENT_CLIENT_FIELDS);
export const clientViewOfSetupIntent = (intent: Stripe.SetupIntent) => pick(intent, SETUP_INTENT_CLIENT_FIELDS);
