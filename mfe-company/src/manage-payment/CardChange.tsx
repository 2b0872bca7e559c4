import { useState } from 'react';
import { Alert, Button, failureMessage, useCardCheckout, type BillingOverview, type CardSetup } from '@pulseboard/shared';
import { providerLoadFailure } from '../billing/card-failures.js';
import { CardDetailsForm } from '../billing/CardDetailsForm.js';
import { waitForOverview } from '../billing/overview.js';
import { startCardChange } from './api.js';
import { cardChangeDone } from './card-saved.js';
import styles from './ManagePayment.module.css';

export interface CardChangeProps {
  overview: BillingOverview;
  /** The card was saved; `shown` says whether the server showed it (and the open invoice paid) within the wait. */
  onSaved: (overview: BillingOverview, shown: boolean) => void;
}

/**
 * Replaces the card the subscription is paid with: the server hands a setup
 * secret, the card is typed into the provider's inputs and confirmed there,
 * and the provider's webhook makes it the subscription's card (paying an
 * open invoice with it). A declined card is said in the provider's words.
 */
export function CardChange({ overview, onSaved }: CardChangeProps) {
  const card = useCardCheckout();
  const [setup, setSetup] = useState<CardSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setFailure(null);
    setStarting(true);
    const started = await startCardChange().catch((error: unknown) => {
      setFailure(failureMessage(error));
      return null;
    });
    setStarting(false);
    if (!started) return;
    setSetup(started);
    await card.open(started).catch((error: unknown) => {
      setSetup(null);
      setFailure(providerLoadFailure(error));
    });
  }

  async function save(payerName: string) {
    if (!setup) return;
    await card.save(setup, payerName);
    const { overview: next, reached } = await waitForOverview(cardChangeDone(overview));
    setSetup(null);
    onSaved(next, reached);
  }

  if (!setup) {
    return (
      <>
        {failure ? <Alert level="error">{failure}</Alert> : null}
        <Button onClick={() => void start()} disabled={starting}>
          {starting ? 'Opening…' : 'Change card'}
        </Button>
      </>
    );
  }
  return (
    <div className={styles.cardForm}>
      <CardDetailsForm card={card} label="New card" submitLabel="Save card" pendingLabel="Saving…" onSubmit={save}>
        <Button variant="secondary" onClick={() => setSetup(null)}>
          Cancel
        </Button>
      </CardDetailsForm>
    </div>
  );
}
