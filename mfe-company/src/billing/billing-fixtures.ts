import { quote, type BillingOverview, type Coupon, type Product, type SubscriptionDetails } from '@pulseboard/shared';

/** Data of the billing screens' tests: $15 a dashboard a month, $150 a year, as the products migration sets them. */
const products: Product[] = [
  { interval: 1, unitAmount: 1500, currency: 'usd' },
  { interval: 12, unitAmount: 15000, currency: 'usd' },
];

export const welcome: Coupon = { code: 'WELCOME5', type: 'price.discount', value: 5, name: 'Welcome offer' };
export const bonus: Coupon = { code: 'BONUS3', type: 'dashboards.bonus', value: 3, name: 'Three on us' };

const DAY_MS = 86_400_000;
/** A minute short of `days` from now: "N days left" whatever the time of day the test runs at. */
const daysFromNow = (days: number): string => new Date(Date.now() + days * DAY_MS - 60_000).toISOString();

const card = { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 };

export const activeSubscription = (overrides: Partial<SubscriptionDetails> = {}): SubscriptionDetails => ({
  id: 11,
  state: 'active',
  dashboards: 5,
  interval: 1,
  currentPeriodEnd: daysFromNow(15),
  cancelAtPeriodEnd: false,
  pending: null,
  card,
  ...overrides,
});

export const trialOverview = (overrides: Partial<BillingOverview> = {}): BillingOverview => ({
  state: 'trial',
  expiresAt: daysFromNow(4),
  products,
  subscription: null,
  coupons: { applied: [], discount: 0 },
  services: { dashboards: 10, bonusDashboards: 0 },
  dashboardsCount: 3,
  ...overrides,
});

export const activeOverview = (subscription: Partial<SubscriptionDetails> = {}, overrides: Partial<BillingOverview> = {}): BillingOverview => {
  const paying = activeSubscription(subscription);
  return trialOverview({ state: 'active', expiresAt: paying.currentPeriodEnd, subscription: paying, services: { dashboards: paying.dashboards, bonusDashboards: 0 }, ...overrides });
};

/** The server's quote of a plan for an overview, as the API computes it: the current period taken as one interval ending at currentPeriodEnd. */
export function quoteFor(overview: BillingOverview, url: URL) {
  const plan = { dashboards: Number(url.searchParams.get('dashboards')), interval: Number(url.searchParams.get('interval')) as 1 | 12 };
  const paying = overview.subscription?.state === 'active' ? overview.subscription : null;
  const periodEnd = paying?.currentPeriodEnd ? new Date(paying.currentPeriodEnd) : null;
  const current = paying && periodEnd ? { dashboards: paying.dashboards, interval: paying.interval, periodStart: new Date(periodEnd.getTime() - 30 * DAY_MS), periodEnd } : null;
  return quote({ products: overview.products, plan, coupons: overview.coupons.applied, current, now: new Date() });
}
