import { useCallback, useEffect, useState } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { CardSetup, Checkout } from '../contracts/billing.js';
import { confirmCardPayment, confirmCardSetup, loadCardProvider, type CheckoutCompletion } from './card-provider.js';
import styles from './CardField.module.css';

/** Where the card is typed: the provider mounts its own inputs in it, so card numbers never pass through our code. */
export interface CardCheckout {
  /** Loads the provider for a checkout or a card setup and mounts its card inputs in `CardField`. */
  open(provider: Pick<Checkout, 'script' | 'key'>): Promise<void>;
  /** Pays the checkout with the card typed (spec §8: a failure throws CheckoutFailed). */
  pay(checkout: Pick<Checkout, 'payload' | 'order'>, payerName: string): Promise<CheckoutCompletion>;
  /** Saves the card typed for later payments. */
  save(setup: Pick<CardSetup, 'payload'>, payerName: string): Promise<string>;
  /** Whether the card inputs are mounted. */
  ready: boolean;
  /** Renders where the card inputs go. */
  fieldProps: { mountRef: (element: HTMLDivElement | null) => void; ready: boolean };
}

export function useCardCheckout(): CardCheckout {
  const [provider, setProvider] = useState<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [mountTarget, setMountTarget] = useState<HTMLDivElement | null>(null);
  const mountRef = useCallback((element: HTMLDivElement | null) => setMountTarget(element), []);

  const [stripe, setStripe] = useState<Stripe | null>(null);

  // The card inputs are mounted once both the provider and the box exist, whichever comes first.
  useEffect(() => {
    if (!stripe || !mountTarget) return undefined;
    const card = stripe.elements().create('card', { hidePostalCode: true });
    card.mount(mountTarget);
    setProvider({ stripe, card });
    return () => {
      card.destroy();
      setProvider(null);
    };
  }, [stripe, mountTarget]);

  const open = useCallback(async ({ script, key }: Pick<Checkout, 'script' | 'key'>) => {
    setStripe(await loadCardProvider(script, key));
  }, []);

  const pay = useCallback(
    async (checkout: Pick<Checkout, 'payload' | 'order'>, payerName: string) => {
      if (!provider) throw new Error('The card form is not open yet.');
      return confirmCardPayment(provider.stripe, provider.card, checkout, payerName);
    },
    [provider],
  );

  const save = useCallback(
    async (setup: Pick<CardSetup, 'payload'>, payerName: string) => {
      if (!provider) throw new Error('The card form is not open yet.');
      return confirmCardSetup(provider.stripe, provider.card, setup.payload, payerName);
    },
    [provider],
  );

  return { open, pay, save, ready: provider !== null, fieldProps: { mountRef, ready: provider !== null } };
}

/** The box the provider's card inputs are mounted in, labelled for assistive technology. */
export function CardField({ mountRef, ready }: CardCheckout['fieldProps']) {
  return (
    <div className={styles.field} role="group" aria-label="Card details" aria-busy={!ready}>
      <div ref={mountRef} className={styles.mount} />
      {!ready && <span className={styles.loading}>Loading the secure card form…</span>}
    </div>
  );
}
