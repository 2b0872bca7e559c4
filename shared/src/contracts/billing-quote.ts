import { COUPON_STACKING, formatDollars, sameCouponCode, toCents, type BillingInterval, type Coupon, type Product, type Quote, type QuoteLine } from './billing.js';

/**
 * The one pricing function of the product: the API charges by it, and the
 * registration and subscription screens show what it says before anything
 * changes. Pure: everything it needs is passed in, `now` included.
 */

export interface PlanChoice {
  dashboards: number;
  interval: BillingInterval;
}

/** The plan being paid for now, with the period it is paid through. */
export interface CurrentPlan extends PlanChoice {
  periodStart: Date;
  periodEnd: Date;
}

export interface QuoteInput {
  products: readonly Product[];
  plan: PlanChoice;
  coupons: readonly Coupon[];
  /** The paid plan being changed; none for a first subscription. */
  current?: CurrentPlan | null;
  now: Date;
}

/** Why a coupon cannot join the applied ones, if it cannot. */
export type CouponProblem = 'duplicate' | 'not_stackable';

export function couponProblem(applied: readonly Coupon[], candidate: Coupon): CouponProblem | null {
  if (applied.some((coupon) => sameCouponCode(coupon.code, candidate.code))) return 'duplicate';
  const rule = COUPON_STACKING[candidate.type];
  if (applied.filter((coupon) => coupon.type === candidate.type).length >= rule.maxCount) return 'not_stackable';
  const bothWays = applied.every((coupon) => rule.stacksWith.includes(coupon.type) && COUPON_STACKING[coupon.type].stacksWith.includes(candidate.type));
  return bothWays ? null : 'not_stackable';
}

/** Cents off each dashboard: the sum of the price.discount coupons (spec §9), in cents. */
export const discountPerDashboard = (coupons: readonly Coupon[]): number => coupons.filter((coupon) => coupon.type === 'price.discount').reduce((sum, coupon) => sum + toCents(coupon.value), 0);

/** Dashboards granted on top of the plan by dashboards.bonus coupons. */
export const bonusDashboards = (coupons: readonly Coupon[]): number => coupons.filter((coupon) => coupon.type === 'dashboards.bonus').reduce((sum, coupon) => sum + Math.floor(coupon.value), 0);

export function unitAmountOf(products: readonly Product[], interval: BillingInterval): number {
  const product = products.find((candidate) => candidate.interval === interval);
  if (!product) throw new Error(`No product is priced for ${interval} month(s)`);
  return product.unitAmount;
}

/** Cents one dashboard costs per interval once the coupons are taken off; never below zero. */
export const netUnitAmount = (products: readonly Product[], interval: BillingInterval, coupons: readonly Coupon[]): number =>
  Math.max(0, unitAmountOf(products, interval) - discountPerDashboard(coupons));

/** The end of a period of `interval` months from `start`, the day of the month kept where the month has it (Stripe's rule). */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The share of the period still ahead at `now`, between 0 and 1, as the provider prorates (by the second). */
export function remainingShare(periodStart: Date, periodEnd: Date, now: Date): number {
  const length = Math.floor(periodEnd.getTime() / 1000) - Math.floor(periodStart.getTime() / 1000);
  const left = Math.floor(periodEnd.getTime() / 1000) - Math.floor(now.getTime() / 1000);
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, left / length));
}

/** Cents charged now for adding dashboards mid-period: the extra dashboards at the current net price, for the share of the period left. */
export const prorate = (amount: number, share: number): number => Math.round(amount * share);

const intervalName = (interval: BillingInterval) => (interval === 12 ? 'year' : 'month');
const dashboardsText = (count: number) => `${count} ${count === 1 ? 'dashboard' : 'dashboards'}`;

function recurringLines(plan: PlanChoice, unit: number, discount: number): QuoteLine[] {
  const lines: QuoteLine[] = [{ label: `${dashboardsText(plan.dashboards)} × ${formatDollars(unit)} per ${intervalName(plan.interval)}`, amount: plan.dashboards * unit }];
  if (discount > 0) lines.push({ label: `Coupons: ${formatDollars(discount)} off each dashboard`, amount: -plan.dashboards * discount });
  return lines;
}

const total = (lines: readonly QuoteLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/** Spec-free but necessary: a running annual plan cannot turn monthly before its year is over (the year is paid). */
export const ANNUAL_TO_MONTHLY = 'An annual plan can switch to monthly billing when its year ends: cancel it, then subscribe monthly once it has ended.';

/** Why a running plan cannot change to `plan`, if it cannot. */
export function planChangeProblem(current: PlanChoice, plan: PlanChoice): string | null {
  return current.interval === 12 && plan.interval === 1 ? ANNUAL_TO_MONTHLY : null;
}

/**
 * What a plan costs today and at each renewal, itemised. A first subscription
 * is paid in full today. A change to a paid plan: more dashboards take effect
 * at once, the extra ones charged for the share of the period left; moving
 * from monthly to annual starts the year today, the unused part of the month
 * credited; fewer dashboards take effect at the renewal and cost nothing
 * today. Coupons change the price from the next charge on.
 */
export function quote({ products, plan, coupons, current, now }: QuoteInput): Quote {
  const unit = unitAmountOf(products, plan.interval);
  const discount = Math.min(unit, discountPerDashboard(coupons));
  const renewal = recurringLines(plan, unit, discount);
  const base = {
    dashboards: plan.dashboards,
    interval: plan.interval,
    bonusDashboards: bonusDashboards(coupons),
    unitAmount: unit,
    discountPerDashboard: discount,
    renewalTotal: total(renewal),
    renewalLines: renewal,
  };

  if (!current) {
    return { ...base, dueToday: total(renewal), todayLines: renewal, renewsAt: addMonths(now, plan.interval).toISOString(), timing: 'new' };
  }

  const currentNet = netUnitAmount(products, current.interval, coupons);
  const share = remainingShare(current.periodStart, current.periodEnd, now);
  const percentLeft = `${Math.round(share * 100)} % of the period left`;

  if (plan.interval > current.interval) {
    const credit = prorate(current.dashboards * currentNet, share);
    const todayLines: QuoteLine[] = [...renewal, { label: `Unused time of the current plan, ${percentLeft}`, amount: -credit }];
    return { ...base, dueToday: Math.max(0, total(todayLines)), todayLines, renewsAt: addMonths(now, plan.interval).toISOString(), timing: 'now' };
  }

  const renewsAt = current.periodEnd.toISOString();
  const added = plan.dashboards - current.dashboards;
  if (added > 0) {
    const charge = prorate(added * currentNet, share);
    const todayLines: QuoteLine[] = [{ label: `${dashboardsText(added)} added, ${percentLeft}`, amount: charge }];
    return { ...base, dueToday: charge, todayLines, renewsAt, timing: 'now' };
  }
  const unchanged = added === 0 && plan.interval === current.interval;
  return { ...base, dueToday: 0, todayLines: [], renewsAt, timing: unchanged ? 'unchanged' : 'renewal' };
}
