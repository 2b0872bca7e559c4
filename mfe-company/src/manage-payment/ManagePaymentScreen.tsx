import { useState } from 'react';
import useSWR from 'swr';
import { Alert, ButtonLink, Card, EmptyState, Loader, Page, pathTo, type BillingOverview } from '@pulseboard/shared';
import { cardExpiry, cardName } from '../billing/card-text.js';
import { fetchOverview, payingSubscription, SUBSCRIPTION_PATH } from '../billing/overview.js';
import { CardChange } from './CardChange.js';
import styles from './ManagePayment.module.css';

interface Notice {
  level: 'success' | 'info';
  text: string;
}

function savedNotice(before: BillingOverview, after: BillingOverview, shown: boolean): Notice {
  if (!shown) return { level: 'info', text: 'Your card was saved. It shows here as soon as the card provider confirms it; reload the page in a minute.' };
  const card = payingSubscription(after)?.card;
  const saved = card ? `Your new card is saved: ${cardName(card)}.` : 'Your new card is saved.';
  return { level: 'success', text: before.state === 'overdue' ? `${saved} The open invoice is paid and your dashboards keep running.` : saved };
}

/** Manage Payment (admins only): the card the subscription is paid with, changing it, and what that does for an overdue company. */
export function ManagePaymentScreen() {
  const { data: overview, error, mutate } = useSWR(SUBSCRIPTION_PATH, fetchOverview);
  const [notice, setNotice] = useState<Notice | null>(null);
  const paying = overview ? payingSubscription(overview) : null;

  function saved(before: BillingOverview, after: BillingOverview, shown: boolean) {
    void mutate(after, { revalidate: false });
    setNotice(savedNotice(before, after, shown));
  }

  return (
    <Page title="Manage Payment" subtitle="The card your subscription is paid with.">
      {notice ? <Alert level={notice.level}>{notice.text}</Alert> : null}
      {error ? <Alert level="error">The payment details could not be loaded. Reload the page to try again.</Alert> : null}
      {!overview && !error ? <Loader /> : null}
      {overview && !paying ? (
        <EmptyState icon="$" title="No subscription to pay for" action={<ButtonLink to={pathTo('company.subscription')}>See plans</ButtonLink>}>
          A card is saved when you subscribe, and can be changed here afterwards.
        </EmptyState>
      ) : null}
      {overview && paying ? (
        <div className={styles.sections}>
          {overview.state === 'overdue' ? <Alert level="error">Your last payment failed. Saving a new card pays the open invoice, and your dashboards keep running.</Alert> : null}
          <Card>
            <h2 className={styles.sectionTitle}>Current card</h2>
            {paying.card ? (
              <dl className={styles.card}>
                <dt>Card</dt>
                <dd>{cardName(paying.card)}</dd>
                <dt>Expires</dt>
                <dd>{cardExpiry(paying.card)}</dd>
              </dl>
            ) : (
              <p className={styles.lead}>No card is on file for the subscription.</p>
            )}
          </Card>
          <Card>
            <h2 className={styles.sectionTitle}>Change card</h2>
            <p className={styles.lead}>The new card pays every charge from now on: renewals, and dashboards added to the plan.</p>
            <CardChange overview={overview} onSaved={(after, shown) => saved(overview, after, shown)} />
          </Card>
        </div>
      ) : null}
    </Page>
  );
}
