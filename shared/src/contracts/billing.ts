import * as z from './zod.js';

/**
 * Billing contracts (spec §3, §5, §7, §9): products priced per dashboard per
 * interval, coupons and their stacking rules, and the requests and answers of
 * the subscription, coupon, payment and order calls. Money travels in cents
 * (whole numbers) and is shown in dollars to 2 decimals; the quote itself is
 * computed by `quote()` in billing-quote.ts, the one pricing function of the
 * product.
 */

/** Months between renewals (spec §9): monthly or annual. */
export const BILLING_INTERVALS = [1, 12] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const billingIntervalSchema = z.union([z.literal(1), z.literal(12)], { error: 'The interval must be 1 or 12 months.' });

/** Spec §9: a payment and a subscription are for at least one dashboard. */
export const MIN_PAID_DASHBOARDS = 1;
/** The most dashboards one subscription holds (an annual charge stays far below the card networks' single-charge limits); an agency needing more talks to us. */
export const MAX_PAID_DASHBOARDS = 1_000;

/** A product: the price of one dashboard for one interval (spec §3, company products). */
export const productSchema = z.object({
  interval: billingIntervalSchema,
  /** Cents per dashboard per interval. */
  unitAmount: z.number().check(z.int(), z.nonnegative()),
  currency: z.literal('usd'),
});
export type Product = z.infer<typeof productSchema>;

/**
 * Coupon types. `price.discount` takes its value (dollars) off the price of
 * each dashboard (spec §3); `dashboards.bonus` grants its value in dashboards
 * on top of the plan's (services.bonusDashboards).
 */
export const COUPON_TYPES = ['price.discount', 'dashboards.bonus'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/**
 * Stacking (spec §5: allowed stacks per type and a maximum count per type):
 * a coupon joins the applied ones only when every applied type is among
 * those it stacks with, each applied coupon's type allows it in turn, and its
 * own type has fewer than `maxCount` applied.
 */
export const COUPON_STACKING: Record<CouponType, { stacksWith: readonly CouponType[]; maxCount: number }> = {
  'price.discount': { stacksWith: ['price.discount', 'dashboards.bonus'], maxCount: 2 },
  'dashboards.bonus': { stacksWith: ['price.discount'], maxCount: 1 },
};

/** A coupon as the browser sees it: GET /api/coupons/{code} answers type, value and name under data (spec §3). */
export const couponSchema = z.object({
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  /** Dollars off per dashboard (price.discount) or dashboards granted (dashboards.bonus). */
  value: z.number().check(z.nonnegative()),
  name: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** The texts of spec §8, exactly. */
export const COUPON_TEXTS = {
  invalid: (code: string) => `Code / Coupon ${code} is invalid`,
  activated: (code: string) => `Code / Coupon ${code} activated successfully`,
  notValid: 'Code / Coupon not valid.',
  notStackable: 'Code / Coupon not stackable with other code(s) / coupon(s).',
} as const;

/** The banner codes of the coupon messages (spec §8). */
export const COUPON_BANNER_CODES = { invalid: 500, activated: 200 } as const;

/** A code as a user types it: trimmed, bounded; codes compare case-insensitively. */
export const couponCodeSchema = z
  .string({ error: 'The coupon field is required.' })
  .check(z.trim(), z.minLength(1, 'The coupon field is required.'), z.maxLength(64, 'A coupon code is at most 64 characters.'));

export const sameCouponCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** GET /api/coupons/{code}: `email` from the registration form; `applied` the codes already applied, for the stacking check. */
export const couponLookupQuerySchema = z.object({
  email: z.optional(z.string().check(z.trim(), z.maxLength(255))),
  applied: z.pipe(
    z.pipe(
      z.optional(z.union([z.array(couponCodeSchema), couponCodeSchema])),
      z.transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
    ),
    z.array(z.string()).check(z.maxLength(10, 'At most 10 coupons can be applied.')),
  ),
});

/** POST /api/company/coupon (spec §7: body coupon). */
export const companyCouponRequestSchema = z.strictObject({ coupon: couponCodeSchema });

/** The answer of the company coupon calls: the applied list (spec §7) and the discount per dashboard it makes. */
export const appliedCouponsSchema = z.object({
  applied: z.array(couponSchema),
  /** Cents off each dashboard: the sum of the applied price.discount coupons (spec §9). */
  discount: z.number().check(z.int(), z.nonnegative()),
});
export type AppliedCoupons = z.infer<typeof appliedCouponsSchema>;

/** How many dashboards a plan may be bought for: registration and the subscription share this rule. */
export const planDashboardsField = z.coerce
  .number({ error: 'The dashboards field must be a number.' })
  .check(
    z.int('The dashboards field must be a whole number.'),
    z.gte(MIN_PAID_DASHBOARDS, `The dashboards field must be at least ${MIN_PAID_DASHBOARDS}.`),
    z.lte(MAX_PAID_DASHBOARDS, `The dashboards field may not be greater than ${MAX_PAID_DASHBOARDS}.`),
  );

/** POST and PUT /api/company/subscription: the plan asked for. */
export const subscriptionRequestSchema = z.strictObject({ dashboards: planDashboardsField, interval: billingIntervalSchema });
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

/** GET /api/company/subscription/quote: what a plan would cost before the admin commits to it. */
export const quoteQuerySchema = z.object({ dashboards: planDashboardsField, interval: z.pipe(z.coerce.number(), billingIntervalSchema) });

/** POST /api/payment/secure (spec §7): dashboards (at least 1, spec §5) and the coupons; interval as the registration asked. */
export const paymentRequestSchema = z.strictObject({
  dashboards: planDashboardsField,
  interval: z._default(z.optional(billingIntervalSchema), 1),
  coupons: z._default(z.optional(z.array(couponCodeSchema).check(z.maxLength(10, 'At most 10 coupons can be applied.'))), []),
});
export type PaymentRequest = z.input<typeof paymentRequestSchema>;

/**
 * The card checkout (spec §7: payload and key for the card provider). The
 * payload is the secret the provider's script confirms the card with; `key`
 * the provider's publishable key; `script` where that script is loaded from
 * (Stripe.js, or the sandbox's stand-in for it).
 */
export const checkoutSchema = z.object({
  payload: z.string(),
  key: z.string(),
  script: z.string(),
  /** What is charged now, in cents. */
  amount: z.number().check(z.int(), z.nonnegative()),
  /** The provider's id of the invoice the payment pays: with the payment's own reference, what a completed checkout gives. */
  order: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** One line of a quote: what it is for and its amount in cents (negative for a credit or a discount). */
export const quoteLineSchema = z.object({ label: z.string(), amount: z.number().check(z.int()) });
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** When a change to the plan takes effect: increases at once (prorated), decreases at renewal. */
export const PLAN_CHANGE_TIMINGS = ['new', 'now', 'renewal', 'unchanged'] as const;
export type PlanChangeTiming = (typeof PLAN_CHANGE_TIMINGS)[number];

export const quoteSchema = z.object({
  dashboards: z.number().check(z.int()),
  interval: billingIntervalSchema,
  bonusDashboards: z.number().check(z.int()),
  /** Cents per dashboard per interval before coupons. */
  unitAmount: z.number().check(z.int()),
  /** Cents off each dashboard (applied price.discount coupons, never above the unit price). */
  discountPerDashboard: z.number().check(z.int()),
  /** Cents charged today. */
  dueToday: z.number().check(z.int()),
  /** Cents charged at each renewal once the plan applies. */
  renewalTotal: z.number().check(z.int()),
  /** When the next renewal is, ISO. */
  renewsAt: z.string(),
  timing: z.enum(PLAN_CHANGE_TIMINGS),
  /** What today's charge is made of. */
  todayLines: z.array(quoteLineSchema),
  /** What each renewal is made of. */
  renewalLines: z.array(quoteLineSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

/** The company's subscription as the subscription screen shows it. */
export const SUBSCRIPTION_STATES = ['incomplete', 'active', 'past_due', 'canceled', 'ended'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const subscriptionDetailsSchema = z.object({
  id: z.number().check(z.int()),
  state: z.enum(SUBSCRIPTION_STATES),
  dashboards: z.number().check(z.int()),
  interval: billingIntervalSchema,
  /** Paid through, ISO; null until the first payment. */
  currentPeriodEnd: z.nullable(z.string()),
  /** Canceled by the admin: access lasts until the period ends. */
  cancelAtPeriodEnd: z.boolean(),
  /** A decrease waiting for the renewal. */
  pending: z.nullable(z.object({ dashboards: z.number().check(z.int()), interval: billingIntervalSchema })),
  /** The card it is paid with, when one is on file. */
  card: z.nullable(z.object({ brand: z.string(), last4: z.string(), expMonth: z.number().check(z.int()), expYear: z.number().check(z.int()) })),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/** GET /api/company/subscription: everything the subscription screen needs. */
export const billingOverviewSchema = z.object({
  state: z.string(),
  expiresAt: z.nullable(z.string()),
  products: z.array(productSchema),
  subscription: z.nullable(subscriptionDetailsSchema),
  coupons: appliedCouponsSchema,
  services: z.object({ dashboards: z.number().check(z.int()), bonusDashboards: z.number().check(z.int()) }),
  dashboardsCount: z.number().check(z.int()),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/**
 * What changing the plan answers: the quote it was made on, and, when today's
 * charge needs the card confirmed (a first subscription, or a bank asking
 * for authentication), the checkout to run.
 */
export const planChangeSchema = z.object({
  overview: billingOverviewSchema,
  quote: quoteSchema,
  checkout: z.nullable(checkoutSchema),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

/** An order (spec §7, GET /api/orders): one paid invoice. */
export const orderSchema = z.object({
  id: z.number().check(z.int()),
  number: z.string(),
  date: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  dashboards: z.number().check(z.int()),
  interval: billingIntervalSchema,
  /** Cents, before the discount. */
  subtotal: z.number().check(z.int()),
  /** Cents off. */
  discount: z.number().check(z.int()),
  /** Cents paid. */
  total: z.number().check(z.int()),
  /** What it paid for: the subscription, a prorated increase, a renewal. */
  description: z.string(),
  /** Download address of the PDF invoice. */
  pdf: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** The card change on /company/manage-payment: the setup secret the provider's script confirms a card with. */
export const cardSetupSchema = z.object({ payload: z.string(), key: z.string(), script: z.string() });
export type CardSetup = z.infer<typeof cardSetupSchema>;

/** The dollars a number of cents shows as, to 2 decimals (spec §9). */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}$${Math.floor(whole / 100).toLocaleString('en-US')}.${String(whole % 100).padStart(2, '0')}`;
}

/** Dollars (a coupon's value) in cents, rounded to the cent. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Spec §5: the payer's name is split on the first space into first and last name for the payment contact. */
export function splitPayerName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** What a coupon gives, in words: dollars off each dashboard, or dashboards on top of the plan. */
export const couponBenefit = (coupon: Coupon): string =>
  coupon.type === 'price.discount' ? `${formatDollars(toCents(coupon.value))} off each dashboard` : `${coupon.value} extra ${coupon.value === 1 ? 'dashboard' : 'dashboards'}`;
