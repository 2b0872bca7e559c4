import { Button, ButtonLink, Card, dashboardQuota, formatBillingDate, pathTo, timeLeft, type BillingOverview, type SubscriptionDetails } from '@pulseboard/shared';
import { cardName } from '../billing/card-text.js';
import { payingSubscription } from '../billing/overview.js';
import { billedText, dashboardsText } from './plan-words.js';
import styles from './Subscription.module.css';

export interface PlanStatusActions {
  onCancel: () => void;
  onRestore: () => void;
  /** A cancel or restore is under way. */
  busy: boolean;
}

const STATE_NAMES: Record<string, string> = { trial: 'Free trial', active: 'Active', canceled: 'Canceled', overdue: 'Payment overdue', expired: 'Expired' };

/** What the company's state means for the admin (spec §4), in words. */
function stateSentence(overview: BillingOverview, paying: SubscriptionDetails | null): string | null {
  const periodEnd = paying?.currentPeriodEnd ?? overview.expiresAt;
  switch (overview.state) {
    case 'trial':
      return overview.expiresAt
        ? `${timeLeft(overview.expiresAt, new Date())}: the trial ends on ${formatBillingDate(overview.expiresAt)}. Subscribe below to keep your dashboards after it.`
        : 'Subscribe below to keep your dashboards after the trial.';
    case 'canceled':
      return periodEnd ? `Your dashboards stay available until ${formatBillingDate(periodEnd)}; the subscription is not renewed.` : 'The subscription is not renewed.';
    case 'overdue':
      return 'Your last payment failed. The card provider tries it again for a while; change your card to pay it now and keep your dashboards running.';
    case 'expired':
      return 'Your trial or subscription has ended. Subscribe below to create dashboards again.';
    default:
      return null;
  }
}

/** The plan being paid for: its size and interval, the next renewal or the decrease waiting for it, and the card. */
function PaidPlan({ subscription }: { subscription: SubscriptionDetails }) {
  const renewal = subscription.currentPeriodEnd && !subscription.cancelAtPeriodEnd ? ` Renews on ${formatBillingDate(subscription.currentPeriodEnd)}.` : '';
  return (
    <>
      <p>
        {dashboardsText(subscription.dashboards)}, {billedText(subscription.interval)}.{renewal}
      </p>
      {subscription.pending && subscription.currentPeriodEnd ? (
        <p>
          From {formatBillingDate(subscription.currentPeriodEnd)}: {dashboardsText(subscription.pending.dashboards)}.
        </p>
      ) : null}
      {subscription.card ? <p>Paid with {cardName(subscription.card)}.</p> : null}
    </>
  );
}

/** The company's subscription at a glance: what it is and until when, the dashboards in use against the quota, and what the admin can do about it. */
export function PlanStatus({ overview, actions }: { overview: BillingOverview; actions: PlanStatusActions }) {
  const { subscription } = overview;
  const paying = payingSubscription(overview);
  const sentence = stateSentence(overview, paying);
  const bonus = overview.services.bonusDashboards;
  const overdue = overview.state === 'overdue';
  return (
    <Card>
      <h2 className={styles.sectionTitle}>
        Your subscription: <span className={styles.state}>{STATE_NAMES[overview.state] ?? overview.state}</span>
      </h2>
      {paying ? <PaidPlan subscription={paying} /> : null}
      {subscription?.state === 'incomplete' ? <p>A subscription is waiting for its first payment: subscribe below to pay for it by card.</p> : null}
      {sentence ? <p>{sentence}</p> : null}
      <p className={styles.usage}>
        Dashboards in use: {overview.dashboardsCount} of {dashboardQuota(overview)}
        {bonus > 0 ? ` (${dashboardsText(bonus)} from coupons)` : null}
      </p>
      {paying ? (
        <div className={styles.statusActions}>
          {paying.cancelAtPeriodEnd ? (
            <Button onClick={actions.onRestore} disabled={actions.busy}>
              Restore subscription
            </Button>
          ) : null}
          <ButtonLink to={pathTo('company.managePayment')} variant={overdue ? 'primary' : 'secondary'}>
            {overdue ? 'Change card' : 'Manage payment'}
          </ButtonLink>
          {paying.cancelAtPeriodEnd ? null : (
            <Button variant="ghost" onClick={actions.onCancel} disabled={actions.busy}>
              Cancel subscription
            </Button>
          )}
        </div>
      ) : null}
    </Card>
  );
}
