import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { cardError, type StripeApiError } from './errors.js';
import { newId } from './ids.js';
import type { Params } from './params.js';
import { testCardOf, type TestCard } from './cards.js';
import type { Work } from './work.js';

/** A card as `payment_method_data` brings it, with the test card it is. */
export interface CardInput {
  card: TestCard;
  expMonth: number;
  expYear: number;
  name: string | null;
  email: string | null;
}

/**
 * Reads `payment_method_data[type]=card&payment_method_data[card][number]=…`
 * as Stripe checks a card: a number that fails the Luhn check, an expiry in
 * the past or a malformed CVC is a card error (402), like Stripe's.
 */
export function readCard(data: Params): CardInput | StripeApiError {
  const type = data.string('type', { max: 30 }) ?? 'card';
  if (type !== 'card') return cardError({ code: 'payment_method_unsupported_type', message: `The payment method type "${type}" is not supported here.`, param: data.param('type') });
  const card = data.object('card');
  const billing = data.object('billing_details');
  const name = billing?.string('name', { max: 200 }) ?? null;
  const email = billing?.string('email', { max: 200 }) ?? null;
  const number = (card?.string('number', { max: 30 }) ?? '').replace(/\s+/g, '');
  const month = Number(card?.string('exp_month', { max: 4 }) ?? '');
  const yearText = card?.string('exp_year', { max: 4 }) ?? '';
  const cvc = card?.string('cvc', { max: 8 }) ?? '';
  const testCard = testCardOf(number);
  if (!('number' in testCard)) return testCard;
  if (!Number.isInteger(month) || month < 1 || month > 12) return cardError({ code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'exp_month' });
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  // Against the real date, not the fake's clock: Stripe checks expiry dates the same way under a test clock.
  const today = new Date();
  const expired = year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1);
  if (!/^\d{2}(\d{2})?$/.test(yearText) || expired || year > today.getUTCFullYear() + 50)
    return cardError({ code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'exp_year' });
  if (!new RegExp(`^\\d{${testCard.brand === 'amex' ? 4 : 3}}$`).test(cvc)) return cardError({ code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' });
  return { card: testCard, expMonth: month, expYear: year, name, email };
}

/** A new card payment method, not yet attached to a customer. */
export function buildCardPaymentMethod(work: Work, input: CardInput): Stripe.PaymentMethod {
  const { card } = input;
  return {
    id: newId('paymentMethod'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email: input.email, name: input.name, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: card.brand,
      exp_month: input.expMonth,
      exp_year: input.expYear,
      // Stripe's fingerprint names the card number without revealing it: the same number always gives the same one.
      fingerprint: createHash('sha256').update(`stripe-sandbox:${card.number}`).digest('base64url').replace(/[-_]/g, '').slice(0, 16),
      funding: card.funding,
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: work.now,
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

/** Attaches a payment method to a customer (payment_method.attached), unless it already is. */
export function attach(work: Work, method: Stripe.PaymentMethod, customerId: string): void {
  if (method.customer === customerId) return;
  method.customer = customerId;
  work.put(method);
  work.emit('payment_method.attached', method);
}
