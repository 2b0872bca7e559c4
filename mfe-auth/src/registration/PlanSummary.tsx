import useSWR from 'swr';
import { apiRequest, formatDollars, Loader, quote, QuoteSummary, type Coupon, type Product, type Quote, type RegistrationQuery } from '@pulseboard/shared';
import type { Start } from './StartChoice.js';
import styles from './Registration.module.css';

const PRODUCTS_PATH = '/api/billing/products';
const fetchProducts = async () => (await apiRequest<{ data: Product[] }>(PRODUCTS_PATH)).data;

/** The plan as the trial leaves it: nothing today, the price once the visitor subscribes. */
function TrialPlan({ priced }: { priced: Quote }) {
  return (
    <>
      <ul className={styles.planLines}>
        {priced.renewalLines.map((line) => (
          <li key={line.label}>
            <span>{line.label}</span>
            <span>{formatDollars(line.amount)}</span>
          </li>
        ))}
        <li className={styles.planTotal}>
          <span>{priced.interval === 12 ? 'Total per year' : 'Total per month'}</span>
          <span>{formatDollars(priced.renewalTotal)}</span>
        </li>
      </ul>
      <p className={styles.planNote}>Nothing is charged during the trial; this is the price when you subscribe.</p>
    </>
  );
}

export interface PlanSummaryProps {
  plan: Pick<RegistrationQuery, 'dashboards' | 'interval'>;
  coupons: readonly Coupon[];
  start: Start;
  now: Date;
}

/**
 * The plan the registration link asks for (dashboards, interval), priced by
 * the one pricing function with the coupons applied so far: what paying now
 * charges today and at each renewal, or with the trial what the plan will cost.
 */
export function PlanSummary({ plan, coupons, start, now }: PlanSummaryProps) {
  const { data: products, error } = useSWR(PRODUCTS_PATH, fetchProducts);
  if (error) return null;
  if (!products) return <Loader size="s" label="Loading the prices" />;
  // quote() has no price without a product for the interval; the plan is then left unpriced rather than the screen broken.
  if (!products.some((product) => product.interval === plan.interval)) return null;
  const priced = quote({ products, plan, coupons, now });
  return (
    <section className={styles.plan} aria-label="Your plan">
      {start === 'pay' ? <QuoteSummary quote={priced} /> : <TrialPlan priced={priced} />}
    </section>
  );
}
