import { useEffect, useState } from 'react';
import { Alert, Button, CardField, CheckoutFailed, failureMessage, formatDollars, useCardCheckout, type Checkout } from '@pulseboard/shared';
import { waitForActiveAccount } from './account-activation.js';
import styles from './Registration.module.css';

export interface PaymentStepProps {
  checkout: Checkout;
  payerName: string;
  /** The payment went through and the account is active (or confirmation is on its way). */
  onPaid: (confirmed: boolean) => void;
  /** The visitor gives up paying now and starts the trial instead. */
  onTrial: () => void;
}

/**
 * The card checkout of a registration (spec §7, §8): the provider's card
 * inputs, Pay, and on a failure (declined, authentication failed, no order
 * reference) the error in the provider's words, with the choice of another
 * card or the free trial.
 */
export function PaymentStep({ checkout, payerName, onPaid, onTrial }: PaymentStepProps) {
  const card = useCardCheckout();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { open } = card;

  useEffect(() => {
    open(checkout).catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, [open, checkout]);

  async function pay() {
    setPaying(true);
    setError(null);
    try {
      await card.pay(checkout, payerName);
    } catch (failure) {
      setError(failure instanceof CheckoutFailed ? failure.message : failureMessage(failure));
      setPaying(false);
      return;
    }
    // Paid: from here on nothing may offer to pay again, whatever the wait for the server's confirmation brings.
    setConfirming(true);
    onPaid(await waitForActiveAccount());
  }

  return (
    <section className={styles.payment} aria-label="Payment">
      <p>Your account is ready. Pay {formatDollars(checkout.amount)} by card to start your subscription now.</p>
      <CardField {...card.fieldProps} />
      {error ? <Alert level="error">{error}</Alert> : null}
      {confirming ? <Alert level="info">Payment received. Waiting for the card provider to confirm it…</Alert> : null}
      <div className={styles.paymentActions}>
        <Button block disabled={!card.ready || paying} onClick={() => void pay()}>
          {paying ? 'Paying…' : `Pay ${formatDollars(checkout.amount)}`}
        </Button>
        <Button variant="ghost" block disabled={paying} onClick={onTrial}>
          Continue with the free trial instead
        </Button>
      </div>
    </section>
  );
}
