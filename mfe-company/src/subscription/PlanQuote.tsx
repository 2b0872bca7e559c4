import useSWR from 'swr';
import { Alert, Loader, QuoteSummary, type SubscriptionRequest } from '@pulseboard/shared';
import { fetchQuote, QUOTE_PATH } from './api.js';
import styles from './Subscription.module.css';

/** The SWR keys of quotes: the plan asked about. Prices change with the plan being paid and the coupons, so those changes revalidate every one. */
const quoteKey = (plan: SubscriptionRequest) => [QUOTE_PATH, plan.dashboards, plan.interval] as const;
export const isQuoteKey = (key: unknown): boolean => Array.isArray(key) && key[0] === QUOTE_PATH;

/**
 * The server's quote of the plan chosen: the same pricing function that
 * charges, on the billing clock and the exact period being paid. The last
 * quote stays up, marked busy, while the next one is asked for.
 */
export function PlanQuote({ plan }: { plan: SubscriptionRequest | null }) {
  const { data: quote, error, isValidating } = useSWR(plan ? quoteKey(plan) : null, ([, dashboards, interval]) => fetchQuote({ dashboards, interval }), { keepPreviousData: true });
  if (!plan) return <p className={styles.hint}>Choose at least one dashboard to see the price.</p>;
  if (error) return <Alert level="error">The price could not be worked out. Try again in a moment.</Alert>;
  if (!quote) return <Loader size="s" label="Working out the price" />;
  return (
    <div className={styles.quote} aria-busy={isValidating} aria-label="Price of the plan" role="region">
      <QuoteSummary quote={quote} />
    </div>
  );
}
