import type { Stripe, StripeCardElement, StripeError } from '@stripe/stripe-js';
import type { Checkout } from '../contracts/billing.js';

/**
 * The card provider's script (Stripe.js, or the sandbox's stand-in served by
 * the API) is loaded only when a checkout starts, from the address the server
 * gives with the checkout. The spec's wait for the provider is a poll every
 * 100 ms for the global it defines.
 */
export const PROVIDER_POLL_MS = 100;
const PROVIDER_WAIT_MS = 20_000;

type StripeConstructor = NonNullable<Window['Stripe']>;

const loading = new Map<string, Promise<StripeConstructor>>();

function injectScript(src: string): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

function waitForProvider(): Promise<StripeConstructor> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (window.Stripe) {
        window.clearInterval(timer);
        resolve(window.Stripe);
      } else if (Date.now() - started > PROVIDER_WAIT_MS) {
        window.clearInterval(timer);
        reject(new Error('The payment provider could not be reached. Check your connection and try again.'));
      }
    }, PROVIDER_POLL_MS);
  });
}

/** The provider's client for a publishable key, loading its script once per page. */
export async function loadCardProvider(script: string, key: string): Promise<Stripe> {
  let constructor = loading.get(script);
  if (!constructor) {
    injectScript(script);
    constructor = waitForProvider();
    loading.set(script, constructor);
    constructor.catch(() => loading.delete(script));
  }
  return (await constructor)(key);
}

/** A checkout that did not end in a confirmed payment (spec §8): declined, abandoned, or answered without a reference. */
export class CheckoutFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutFailed';
  }
}

const providerMessage = (error: StripeError) => error.message ?? 'The payment failed. Try another card.';

/** What a completed checkout gives: the provider's reference of the payment and the order it paid. */
export interface CheckoutCompletion {
  reference: string;
  orderId: string;
}

/**
 * Confirms the card payment of a checkout. A provider error, a payment not
 * succeeded, or an answer without a reference or an order id is a failed
 * checkout (spec §8).
 */
export async function confirmCardPayment(stripe: Stripe, card: StripeCardElement, checkout: Pick<Checkout, 'payload' | 'order'>, payerName: string): Promise<CheckoutCompletion> {
  const result = await stripe.confirmCardPayment(checkout.payload, { payment_method: { card, billing_details: { name: payerName } } });
  if (result.error) throw new CheckoutFailed(providerMessage(result.error));
  const intent = result.paymentIntent;
  if (intent?.status !== 'succeeded') throw new CheckoutFailed('The payment was not completed.');
  if (!intent.id || !checkout.order) throw new CheckoutFailed('The payment provider did not confirm the order.');
  return { reference: intent.id, orderId: checkout.order };
}

/** Confirms a new card for later payments (the manage-payment screen). */
export async function confirmCardSetup(stripe: Stripe, card: StripeCardElement, payload: string, payerName: string): Promise<string> {
  const result = await stripe.confirmCardSetup(payload, { payment_method: { card, billing_details: { name: payerName } } });
  if (result.error) throw new CheckoutFailed(providerMessage(result.error));
  if (result.setupIntent?.status !== 'succeeded' || !result.setupIntent.id) throw new CheckoutFailed('The card could not be saved.');
  return result.setupIntent.id;
}
