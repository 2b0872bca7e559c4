import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Alert, Card, failureMessage, formatBillingDate, Loader, Page, useConfirm, type AppliedCoupons, type BillingOverview, type PlanChange, type SubscriptionRequest } from '@pulseboard/shared';
import { fetchOverview, payingSubscription, SUBSCRIPTION_PATH, waitForOverview } from '../billing/overview.js';
import { cancelSubscription, restoreSubscription } from './api.js';
import { CardPaymentDialog, type PendingPayment } from './CardPaymentDialog.js';
import { Coupons } from './Coupons.js';
import { PlanForm } from './PlanForm.js';
import { isQuoteKey } from './PlanQuote.js';
import { planGranted } from './plan-granted.js';
import { PlanStatus } from './PlanStatus.js';
import { billedText, dashboardsText } from './plan-words.js';
import styles from './Subscription.module.css';

interface Notice {
  level: 'success' | 'error' | 'info';
  text: string;
}

const PENDING_CONFIRMATION: Notice = { level: 'info', text: 'Your payment went through. The plan shows here as soon as the card provider confirms it; reload the page in a minute.' };

/** The plan the form edits: a new one once the plan paid for changes, so the form starts from it. */
function planKey(overview: BillingOverview): string {
  const paying = payingSubscription(overview);
  return paying ? `${paying.id}:${paying.dashboards}:${paying.interval}:${paying.pending?.dashboards ?? ''}` : 'new';
}

/** The plan as the server holds it after a change: the one paid for, or the decrease waiting for the renewal. */
function planChangedText(overview: BillingOverview): string {
  const paying = payingSubscription(overview);
  if (!paying) return 'Your plan was updated.';
  if (paying.pending && paying.currentPeriodEnd) {
    return `Your plan changes to ${dashboardsText(paying.pending.dashboards)}, ${billedText(paying.pending.interval)} at the renewal on ${formatBillingDate(paying.currentPeriodEnd)}.`;
  }
  return `Your plan is now ${dashboardsText(paying.dashboards)}, ${billedText(paying.interval)}.`;
}

/**
 * Company Subscription (spec §2, admins only): the state of the subscription,
 * the plan with its itemised price, subscribing and changing it (paid by card
 * where the server asks), canceling and restoring, and the coupons.
 */
export function SubscriptionScreen() {
  const { data: overview, error, mutate } = useSWR(SUBSCRIPTION_PATH, fetchOverview);
  const { mutate: mutateCache } = useSWRConfig();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [payment, setPayment] = useState<PendingPayment | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();

  // Every price depends on the plan paid for and on the coupons: a change to either asks for the quotes again.
  const repriceQuotes = () => void mutateCache(isQuoteKey);

  function showOverview(next: BillingOverview) {
    void mutate(next, { revalidate: false });
    repriceQuotes();
  }

  async function submitted(change: PlanChange, plan: SubscriptionRequest) {
    setNotice(null);
    if (change.checkout) {
      setPayment({ checkout: change.checkout, plan });
      return;
    }
    if (change.quote.timing !== 'now' && change.quote.timing !== 'new') {
      showOverview(change.overview);
      setNotice({ level: 'success', text: planChangedText(change.overview) });
      return;
    }
    // An increase is charged at once, and a new plan the coupons make free starts at once; the dashboards come with the provider's webhook.
    const { overview: next, reached } = await waitForOverview(planGranted(plan));
    showOverview(next);
    setNotice(reached ? { level: 'success', text: planChangedText(next) } : PENDING_CONFIRMATION);
  }

  function paid(next: BillingOverview, granted: boolean) {
    setPayment(null);
    showOverview(next);
    setNotice(granted ? { level: 'success', text: 'Thank you: your payment went through and your plan is active.' } : PENDING_CONFIRMATION);
  }

  function couponsChanged(coupons: AppliedCoupons) {
    // Bonus dashboards change the quota too: the overview is read again behind the coupons shown at once.
    if (overview) void mutate({ ...overview, coupons });
    repriceQuotes();
  }

  async function act(action: () => Promise<void>) {
    setNotice(null);
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setNotice({ level: 'error', text: failureMessage(caught) });
    } finally {
      setBusy(false);
    }
  }

  async function cancel(current: BillingOverview) {
    const periodEnd = current.subscription?.currentPeriodEnd;
    const answer = await confirm({
      title: 'Cancel your subscription?',
      description: `${periodEnd ? `Your dashboards stay available until ${formatBillingDate(periodEnd)}, the end of the period you paid for` : 'Your dashboards stay available until the end of the period you paid for'}; then the subscription ends. You can restore it until then.`,
      submitLabel: 'Cancel subscription',
      cancelLabel: 'Keep subscription',
      danger: true,
    });
    if (!answer) return;
    await act(async () => {
      await cancelSubscription();
      await mutate();
      setNotice({ level: 'success', text: 'Your subscription is canceled; it is not renewed.' });
    });
  }

  const restore = () =>
    act(async () => {
      showOverview(await restoreSubscription());
      setNotice({ level: 'success', text: 'Your subscription is restored and renews as before.' });
    });

  return (
    <Page title="Company Subscription" subtitle="Your plan, what it costs, and the coupons applied to it.">
      {notice ? <Alert level={notice.level}>{notice.text}</Alert> : null}
      {error ? <Alert level="error">The subscription could not be loaded. Reload the page to try again.</Alert> : null}
      {!overview && !error ? <Loader /> : null}
      {overview ? (
        <div className={styles.layout}>
          <div className={styles.main}>
            <PlanStatus overview={overview} actions={{ onCancel: () => void cancel(overview), onRestore: () => void restore(), busy }} />
            <Card>
              <h2 className={styles.sectionTitle}>{payingSubscription(overview) ? 'Change your plan' : 'Choose your plan'}</h2>
              <PlanForm key={planKey(overview)} overview={overview} onSubmitted={submitted} />
            </Card>
          </div>
          <Card className={styles.side}>
            <h2 className={styles.sectionTitle}>Coupons</h2>
            <Coupons coupons={overview.coupons} onChange={couponsChanged} />
          </Card>
        </div>
      ) : null}
      {payment ? <CardPaymentDialog payment={payment} onClose={() => setPayment(null)} onPaid={paid} /> : null}
      {dialog}
    </Page>
  );
}
