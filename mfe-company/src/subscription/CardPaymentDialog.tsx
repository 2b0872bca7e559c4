import { useEffect, useState } from 'react';
import { Alert, Button, formatDollars, Modal, useCardCheckout, type BillingOverview, type Checkout, type SubscriptionRequest } from '@pulseboard/shared';
import { providerLoadFailure } from '../billing/card-failures.js';
import { CardDetailsForm } from '../billing/CardDetailsForm.js';
import { waitForOverview } from '../billing/overview.js';
import { planGranted } from './plan-granted.js';
import { billedText, dashboardsText } from './plan-words.js';

/** A checkout the server answered a plan change with, and the plan it pays for. */
export interface PendingPayment {
  checkout: Checkout;
  plan: SubscriptionRequest;
}

export interface CardPaymentDialogProps {
  payment: PendingPayment;
  onClose: () => void;
  /** The payment went through; `granted` says whether the server showed the plan active within the wait. */
  onPaid: (overview: BillingOverview, granted: boolean) => void;
}

/**
 * Pays a checkout by card: the first payment of a subscription, or a plan
 * change the bank wants confirmed. A declined card is said in the
 * provider's words and changes nothing; a payment that went through is
 * followed until the server grants the plan.
 */
export function CardPaymentDialog({ payment, onClose, onPaid }: CardPaymentDialogProps) {
  const card = useCardCheckout();
  const { open } = card;
  const [unreachable, setUnreachable] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    open(payment.checkout).catch((error: unknown) => setUnreachable(providerLoadFailure(error)));
  }, [open, payment.checkout]);

  async function pay(payerName: string) {
    await card.pay(payment.checkout, payerName);
    setConfirming(true);
    const { overview, reached } = await waitForOverview(planGranted(payment.plan));
    onPaid(overview, reached);
  }

  const amount = formatDollars(payment.checkout.amount);
  return (
    <Modal
      open
      onOpenChange={(stillOpen) => (stillOpen || confirming ? undefined : onClose())}
      title="Pay by card"
      description={`${amount} is charged now for ${dashboardsText(payment.plan.dashboards)}, ${billedText(payment.plan.interval)}.`}
      size="medium"
    >
      {unreachable ? <Alert level="error">{unreachable}</Alert> : null}
      {confirming ? <Alert level="info">Payment received. Waiting for the card provider to confirm it…</Alert> : null}
      <CardDetailsForm card={card} label="Card payment" submitLabel={`Pay ${amount}`} pendingLabel="Paying…" onSubmit={pay}>
        <Button variant="secondary" onClick={onClose} disabled={confirming}>
          Cancel
        </Button>
      </CardDetailsForm>
    </Modal>
  );
}
