import type { Stripe, StripeConstructor } from '@stripe/stripe-js';

interface Confirmation {
  payload: string;
  payerName: string;
}

export interface FakeCardProvider {
  /** The card payments confirmed, in order, with the name given for the card. */
  payments: Confirmation[];
  /** The cards saved, in order. */
  setups: Confirmation[];
  /** From now on every confirmation fails with the provider's message, as a declined card does. */
  decline(message: string): void;
}

let active: FakeCardProvider & { declined: string | null };

const payerOf = (data: unknown): string => (data as { payment_method: { billing_details: { name: string } } }).payment_method.billing_details.name;

const fakeStripe = {
  elements: () => ({
    create: () => ({
      mount: (target: HTMLElement) => target.append(document.createElement('div')),
      destroy: () => undefined,
    }),
  }),
  confirmCardPayment: async (payload: string, data: unknown) => {
    active.payments.push({ payload, payerName: payerOf(data) });
    return active.declined ? { error: { type: 'card_error', message: active.declined } } : { paymentIntent: { id: 'pi_test', status: 'succeeded' } };
  },
  confirmCardSetup: async (payload: string, data: unknown) => {
    active.setups.push({ payload, payerName: payerOf(data) });
    return active.declined ? { error: { type: 'card_error', message: active.declined } } : { setupIntent: { id: 'seti_test', status: 'succeeded' } };
  },
};

// One constructor for the whole test file: the loader keeps the first one it found per script, so each install swaps what it answers instead.
const fakeConstructor = (() => fakeStripe as unknown as Stripe) as unknown as StripeConstructor;

/**
 * The card provider's script in unit tests: `window.Stripe` is there before a
 * checkout opens, so the loader finds it on its first poll and nothing is
 * fetched. Card inputs mount as an empty box; confirmations succeed until
 * `decline` is called.
 */
export function installFakeCardProvider(): FakeCardProvider {
  active = {
    payments: [],
    setups: [],
    declined: null,
    decline(message) {
      active.declined = message;
    },
  };
  window.Stripe = fakeConstructor;
  return active;
}
