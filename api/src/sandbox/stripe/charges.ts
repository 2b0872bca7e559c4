import type Stripe from 'stripe';
import { outcomeOf, SWITCHED_DECLINE, testCardOfSaved, type Attempt, type AttemptOutcome, type Decline } from './cards.js';
import { cardError, type StripeApiError } from './errors.js';
import { newId } from './ids.js';
import { threeDSecureAction } from './intents.js';
import { markInvoicePaid } from './invoices.js';
import { CHALLENGE_PATH, SANDBOX_STRIPE_PREFIX } from './paths.js';
import { attach } from './payment-methods.js';
import { afterInvoiceFailed, afterInvoicePaid } from './subscription-billing.js';
import type { Work } from './work.js';

/** The stored form of the control switch that makes a customer's charges fail (POST /sandbox/stripe/control). */
export const failChargesSwitchId = (customerId: string) => `sandbox.fail_charges.${customerId}`;

async function chargesSwitchedOff(work: Work, customerId: string | null): Promise<boolean> {
  return customerId !== null && (await work.find<{ active: boolean }>(failChargesSwitchId(customerId)))?.active === true;
}

/** Stripe's card error for a decline, carrying the intent and the payment method as Stripe's does. */
export function declineError(decline: Decline, extra: { payment_intent?: unknown; setup_intent?: unknown; payment_method?: unknown; charge?: string }): StripeApiError {
  return cardError({ code: decline.code, ...(decline.declineCode ? { decline_code: decline.declineCode } : {}), message: decline.message, ...extra });
}

export const challengeUrl = `${SANDBOX_STRIPE_PREFIX}${CHALLENGE_PATH}`;

export interface PaymentResult {
  outcome: AttemptOutcome;
  /** The card error to answer with, for a decline. */
  error?: StripeApiError;
}

/**
 * One attempt at a PaymentIntent with a card, and what follows from it as at
 * Stripe: the intent's status, the card attached when it is to be saved,
 * and for an invoice's intent the invoice paid or its failed attempt
 * counted, and its subscription's status.
 */
export async function attemptPayment(work: Work, intent: Stripe.PaymentIntent, method: Stripe.PaymentMethod, attempt: Attempt, invoice: Stripe.Invoice | undefined): Promise<PaymentResult> {
  const card = method.card && testCardOfSaved(method.card);
  const customerId = typeof intent.customer === 'string' ? intent.customer : null;
  const switched = attempt.kind === 'off_session_payment' && (await chargesSwitchedOff(work, customerId));
  const outcome: AttemptOutcome = !card || switched ? { kind: 'declined', decline: SWITCHED_DECLINE } : outcomeOf(card, attempt);
  work.put(intent);

  if (outcome.kind === 'succeeded') {
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, payment_method: method.id, latest_charge: newId('charge'), last_payment_error: null, next_action: null });
    if (intent.setup_future_usage && customerId) attach(work, method, customerId);
    work.emit('payment_intent.succeeded', intent);
    if (invoice) {
      markInvoicePaid(work, invoice);
      await afterInvoicePaid(work, invoice, method);
    }
    return { outcome };
  }

  if (outcome.kind === 'requires_action') {
    Object.assign(intent, { status: 'requires_action', payment_method: method.id, next_action: threeDSecureAction(challengeUrl) });
    work.emit('payment_intent.requires_action', intent);
    if (invoice && attempt.kind === 'off_session_payment') {
      countFailedAttempt(work, invoice);
      work.emit('invoice.payment_action_required', invoice);
      await afterInvoiceFailed(work, invoice);
    }
    return { outcome };
  }

  const charge = newId('charge');
  const { decline } = outcome;
  Object.assign(intent, {
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    latest_charge: charge,
    last_payment_error: {
      type: 'card_error',
      code: decline.code,
      ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
      doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
      message: decline.message,
      charge,
      payment_method: method,
      payment_method_type: 'card',
    },
  });
  work.emit('payment_intent.payment_failed', intent);
  if (invoice) {
    countFailedAttempt(work, invoice);
    work.emit('invoice.payment_failed', invoice);
    await afterInvoiceFailed(work, invoice);
  }
  return { outcome, error: declineError(decline, { payment_method: method, charge }) };
}

function countFailedAttempt(work: Work, invoice: Stripe.Invoice): void {
  invoice.attempted = true;
  invoice.attempt_count += 1;
  work.put(invoice);
}
