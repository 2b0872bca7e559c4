import { cardError, type StripeApiError } from './errors.js';

/**
 * How one of Stripe's test cards behaves:
 * - succeeds: every payment and setup succeeds;
 * - declines: payments and setups are declined with this error;
 * - authenticate_once: 3-D Secure on a payment or setup made with the customer
 *   present; once set up, payments without the customer succeed (4000 0025 0000 3155);
 * - authenticate_always: every payment asks for 3-D Secure, so a charge without
 *   the customer waits for them to authenticate (4000 0027 6000 3184);
 * - attach_then_fail: setting the card up succeeds, every charge is declined (4000 0000 0000 0341).
 */
type Behavior = { kind: 'succeeds' } | { kind: 'declines'; decline: Decline } | { kind: 'authenticate_once' } | { kind: 'authenticate_always' } | { kind: 'attach_then_fail' };

export interface Decline {
  code: string;
  declineCode?: string;
  message: string;
}

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover';
  funding: 'credit' | 'debit';
  behavior: Behavior;
}

const GENERIC_DECLINE: Decline = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };
const declines = (decline: Decline): Behavior => ({ kind: 'declines', decline });

/** Stripe's test card numbers the fake knows (https://docs.stripe.com/testing). */
const TEST_CARDS: TestCard[] = [
  { number: '4242424242424242', brand: 'visa', funding: 'credit', behavior: { kind: 'succeeds' } },
  { number: '4000056655665556', brand: 'visa', funding: 'debit', behavior: { kind: 'succeeds' } },
  { number: '5555555555554444', brand: 'mastercard', funding: 'credit', behavior: { kind: 'succeeds' } },
  { number: '2223003122003222', brand: 'mastercard', funding: 'credit', behavior: { kind: 'succeeds' } },
  { number: '378282246310005', brand: 'amex', funding: 'credit', behavior: { kind: 'succeeds' } },
  { number: '6011111111111117', brand: 'discover', funding: 'credit', behavior: { kind: 'succeeds' } },
  { number: '4000000000000002', brand: 'visa', funding: 'credit', behavior: declines(GENERIC_DECLINE) },
  { number: '4000000000009995', brand: 'visa', funding: 'credit', behavior: declines({ code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' }) },
  { number: '4000000000009987', brand: 'visa', funding: 'credit', behavior: declines({ code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' }) },
  { number: '4000000000009979', brand: 'visa', funding: 'credit', behavior: declines({ code: 'card_declined', declineCode: 'stolen_card', message: 'Your card was declined.' }) },
  { number: '4000000000000069', brand: 'visa', funding: 'credit', behavior: declines({ code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' }) },
  { number: '4000000000000127', brand: 'visa', funding: 'credit', behavior: declines({ code: 'incorrect_cvc', declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." }) },
  {
    number: '4000000000000119',
    brand: 'visa',
    funding: 'credit',
    behavior: declines({ code: 'processing_error', declineCode: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' }),
  },
  { number: '4000002500003155', brand: 'visa', funding: 'credit', behavior: { kind: 'authenticate_once' } },
  { number: '4000002760003184', brand: 'visa', funding: 'credit', behavior: { kind: 'authenticate_always' } },
  { number: '4000000000000341', brand: 'visa', funding: 'credit', behavior: { kind: 'attach_then_fail' } },
];

const TEST_MODE_LIVE_CARD: Decline = {
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
  message: 'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

function luhnValid(number: string): boolean {
  let sum = 0;
  for (const [index, char] of [...number].reverse().entries()) {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The test card of a number; a number that is a real card (Luhn-valid, unknown) is refused as Stripe refuses live cards in test mode. */
export function testCardOf(number: string): TestCard | StripeApiError {
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return cardError({ code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' });
  return TEST_CARDS.find((card) => card.number === number) ?? cardError({ code: TEST_MODE_LIVE_CARD.code, decline_code: TEST_MODE_LIVE_CARD.declineCode, message: TEST_MODE_LIVE_CARD.message });
}

/** A saved card's behaviour, found again from what its payment method keeps (the test cards' last four digits are distinct). */
export function testCardOfSaved(card: { brand: string; last4: string }): TestCard | undefined {
  return TEST_CARDS.find((candidate) => candidate.brand === card.brand && candidate.number.endsWith(card.last4));
}

/** What a charge or a setup attempt comes to. */
export type AttemptOutcome = { kind: 'succeeded' } | { kind: 'requires_action' } | { kind: 'declined'; decline: Decline };

export type Attempt =
  /** A payment confirmed in the browser, with 3-D Secure done or not yet. */
  | { kind: 'on_session_payment'; authenticated: boolean }
  /** A card being saved for later, with 3-D Secure done or not yet. */
  | { kind: 'setup'; authenticated: boolean }
  /** A charge of a saved card without the customer: renewals, prorations, invoices paid by the server. */
  | { kind: 'off_session_payment' };

/** What Stripe's test card does for one attempt. */
export function outcomeOf(card: TestCard, attempt: Attempt): AttemptOutcome {
  const { behavior } = card;
  if (behavior.kind === 'declines') return { kind: 'declined', decline: behavior.decline };
  if (behavior.kind === 'succeeds') return { kind: 'succeeded' };
  if (behavior.kind === 'attach_then_fail') return attempt.kind === 'setup' ? { kind: 'succeeded' } : { kind: 'declined', decline: GENERIC_DECLINE };
  // A card set up with 3-D Secure is charged without the customer; one that always asks waits for them (invoice.payment_action_required).
  if (attempt.kind === 'off_session_payment') return behavior.kind === 'authenticate_always' ? { kind: 'requires_action' } : { kind: 'succeeded' };
  return attempt.authenticated ? { kind: 'succeeded' } : { kind: 'requires_action' };
}

/** The decline the control switch `failCharges` gives a customer's charges: the one card 0341 gives. */
export const SWITCHED_DECLINE = GENERIC_DECLINE;
