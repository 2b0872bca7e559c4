import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  discountPerDashboard,
  netUnitAmount,
  planChangeProblem,
  quote,
  splitPayerName,
  type AppliedCoupons,
  type BillingOverview,
  type Checkout,
  type PlanChange,
  type Quote,
  type SubscriptionRequest,
} from '@pulseboard/shared/contracts';
import { companies, subscriptions, type User } from '../db/schema.js';
import { HttpError, ValidationFailed } from '../lib/errors.js';
import { alignCompanyPlan, announcePlan, bonusOf, isPaying, liveSubscription, type SubscriptionRow } from './company-plan.js';
import { productsOf } from './products.js';
import type { PaymentToConfirm } from './provider.js';

const NO_SUBSCRIPTION = 'The company has no subscription to change. Subscribe first.';
const ALREADY_SUBSCRIBED = 'The company already has a subscription: change its plan instead.';
const NOT_PAYING = 'The subscription is waiting for its first payment; finish it or subscribe again.';

const currentPlanOf = (subscription: SubscriptionRow) =>
  subscription.currentPeriodStart && subscription.currentPeriodEnd
    ? { dashboards: subscription.dashboards, interval: subscription.interval as 1 | 12, periodStart: subscription.currentPeriodStart, periodEnd: subscription.currentPeriodEnd }
    : null;

/**
 * The subscription calls of the company screens and the registration: the
 * overview, quotes, subscribing (a card payment the browser confirms),
 * changing the plan, canceling, restoring, coupons and the card. Money
 * moves at the provider; access follows from its webhooks (webhook-events.ts)
 * except for what is the product's own decision and moves no money (a cancel,
 * a restore, a decrease waiting for the renewal).
 */
export function subscriptionsService(app: FastifyInstance) {
  const { db, billingProvider: provider, coupons } = app;
  const now = () => app.billingClock();

  async function overview(companyId: number): Promise<BillingOverview> {
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw new HttpError(404, 'Not Found');
    const subscription = await liveSubscription(db, companyId);
    const applied = await coupons.appliedTo(companyId);
    const data = await app.companyData.forCompany(companyId);
    return {
      state: company.state,
      expiresAt: company.expiresAt?.toISOString() ?? null,
      products: await productsOf(db),
      subscription: subscription && {
        id: subscription.id,
        state: subscription.state,
        dashboards: subscription.dashboards,
        interval: subscription.interval as 1 | 12,
        currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        pending: subscription.pendingDashboards === null ? null : { dashboards: subscription.pendingDashboards, interval: subscription.interval as 1 | 12 },
        card: subscription.card ?? null,
      },
      coupons: { applied, discount: discountPerDashboard(applied) },
      services: company.services,
      dashboardsCount: data?.dashboardsCount ?? 0,
    };
  }

  async function quoteFor(companyId: number, plan: SubscriptionRequest): Promise<Quote> {
    const subscription = await liveSubscription(db, companyId);
    const current = isPaying(subscription) ? currentPlanOf(subscription) : null;
    return quote({ products: await productsOf(db), plan, coupons: await coupons.appliedTo(companyId), current, now: now() });
  }

  const checkoutOf = (payment: PaymentToConfirm): Checkout => ({
    payload: payment.clientSecret,
    key: provider.browser.key,
    script: provider.browser.script,
    amount: payment.amountDue,
    order: payment.invoiceId,
  });

  async function customerOf(admin: User): Promise<string> {
    const [company] = await db.select({ customer: companies.billingCustomerId }).from(companies).where(eq(companies.id, admin.companyId));
    if (company?.customer) return company.customer;
    const customer = await provider.createCustomer({ email: admin.email, ...splitPayerName(admin.name), companyId: admin.companyId });
    await db.update(companies).set({ billingCustomerId: customer }).where(eq(companies.id, admin.companyId));
    return customer;
  }

  /** Pushes the net price the coupons make to the provider, from the next renewal on. */
  async function repriceAtRenewal(companyId: number): Promise<void> {
    const subscription = await liveSubscription(db, companyId);
    if (!isPaying(subscription)) return;
    const unitAmount = netUnitAmount(await productsOf(db), subscription.interval as 1 | 12, await coupons.appliedTo(companyId));
    await provider.changeSubscription(subscription.providerSubscriptionId, {
      price: { unitAmount, interval: subscription.interval as 1 | 12 },
      quantity: subscription.pendingDashboards ?? subscription.dashboards,
      now: false,
    });
  }

  async function realign(companyId: number, note: Parameters<typeof alignCompanyPlan>[3] = {}) {
    const update = await db.transaction(async (tx) => alignCompanyPlan(tx, companyId, bonusOf(await coupons.appliedTo(companyId, tx)), note));
    await announcePlan(app, companyId, update);
  }

  return {
    overview,
    quote: quoteFor,

    /**
     * A first subscription, or a new one after the last ended: the provider
     * opens it with its first invoice unpaid, and the browser confirms the
     * card payment with the checkout answered. An earlier one still waiting
     * for its first payment is dropped.
     */
    async subscribe(admin: User, plan: SubscriptionRequest): Promise<PlanChange> {
      const existing = await liveSubscription(db, admin.companyId);
      if (isPaying(existing)) throw new HttpError(409, ALREADY_SUBSCRIBED);
      if (existing) {
        await provider.endSubscription(existing.providerSubscriptionId).catch((error: unknown) => app.log.warn({ err: error }, 'billing: an unpaid subscription could not be ended at the provider'));
        await db.update(subscriptions).set({ state: 'ended' }).where(eq(subscriptions.id, existing.id));
      }
      const applied = await coupons.appliedTo(admin.companyId);
      const planQuote = quote({ products: await productsOf(db), plan, coupons: applied, now: now() });
      const customerId = await customerOf(admin);
      const { subscriptionId, payment, paid } = await provider.startSubscription({
        customerId,
        companyId: admin.companyId,
        price: { unitAmount: netUnitAmount(await productsOf(db), plan.interval, applied), interval: plan.interval },
        quantity: plan.dashboards,
      });
      await db.insert(subscriptions).values({ companyId: admin.companyId, interval: plan.interval, state: 'incomplete', dashboards: plan.dashboards, providerSubscriptionId: subscriptionId });
      if (paid) await app.billingWebhooks.applyPaidAtOnce(paid);
      return { overview: await overview(admin.companyId), quote: planQuote, checkout: payment && checkoutOf(payment) };
    },

    /** POST /api/payment/secure: the registration's coupons applied, then the subscription its checkout pays (none when they leave nothing to pay). */
    async secure(admin: User, request: SubscriptionRequest & { coupons: string[] }): Promise<Checkout | null> {
      // Refused before any coupon is applied: a refused request changes nothing.
      if (isPaying(await liveSubscription(db, admin.companyId))) throw new HttpError(409, ALREADY_SUBSCRIBED);
      const applied = await coupons.appliedTo(admin.companyId);
      const missing = request.coupons.filter((code) => !applied.some((coupon) => coupon.code.toLowerCase() === code.trim().toLowerCase()));
      if (missing.length) {
        await db.transaction(async (tx) => {
          for (const code of missing) await coupons.apply(tx, admin.companyId, code, { now: now() });
        });
        await realign(admin.companyId);
      }
      return (await this.subscribe(admin, { dashboards: request.dashboards, interval: request.interval })).checkout;
    },

    /** More dashboards or monthly to annual: at once, prorated. Fewer dashboards: from the renewal on, nothing charged. */
    async change(admin: User, plan: SubscriptionRequest): Promise<PlanChange> {
      const subscription = await liveSubscription(db, admin.companyId);
      if (!subscription) throw new HttpError(409, NO_SUBSCRIPTION);
      if (!isPaying(subscription)) throw new HttpError(409, NOT_PAYING);
      const problem = planChangeProblem({ dashboards: subscription.dashboards, interval: subscription.interval as 1 | 12 }, plan);
      if (problem) throw new ValidationFailed({ interval: [problem] });
      const planQuote = await quoteFor(admin.companyId, plan);
      const applied = await coupons.appliedTo(admin.companyId);
      const products = await productsOf(db);
      const price = { unitAmount: netUnitAmount(products, plan.interval, applied), interval: plan.interval };
      let checkout: Checkout | null = null;
      if (planQuote.timing === 'now') {
        if (subscription.pendingDashboards !== null) {
          // An increase takes a waiting decrease back, paid or not. The provider holds the waiting number as its quantity and
          // would prorate from it, where the quote counts from the paid one: the paid number goes back first, unprorated.
          const paidInterval = subscription.interval as 1 | 12;
          const paidPrice = { unitAmount: netUnitAmount(products, paidInterval, applied), interval: paidInterval };
          await provider.changeSubscription(subscription.providerSubscriptionId, { price: paidPrice, quantity: subscription.dashboards, now: false });
          await db.update(subscriptions).set({ pendingDashboards: null }).where(eq(subscriptions.id, subscription.id));
        }
        const payment = await provider.changeSubscription(subscription.providerSubscriptionId, { price, quantity: plan.dashboards, now: true });
        checkout = payment && checkoutOf(payment);
        await db.update(subscriptions).set({ pendingDashboards: null }).where(eq(subscriptions.id, subscription.id));
      } else if (planQuote.timing === 'renewal' || subscription.pendingDashboards !== null) {
        // A decrease waits for the renewal; asking for the current plan again takes a waiting decrease back.
        const pendingDashboards = planQuote.timing === 'renewal' ? plan.dashboards : null;
        await provider.changeSubscription(subscription.providerSubscriptionId, { price, quantity: plan.dashboards, now: false });
        await db.update(subscriptions).set({ pendingDashboards }).where(eq(subscriptions.id, subscription.id));
      }
      return { overview: await overview(admin.companyId), quote: planQuote, checkout };
    },

    /** DELETE /api/company with the cancel flag: paid access lasts until the period ends (banner 126). */
    async cancel(admin: User): Promise<void> {
      const subscription = await liveSubscription(db, admin.companyId);
      if (!isPaying(subscription)) throw new HttpError(409, NO_SUBSCRIPTION);
      if (subscription.cancelAtPeriodEnd) return;
      await provider.setCancelAtPeriodEnd(subscription.providerSubscriptionId, true);
      await db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.id, subscription.id));
      await realign(admin.companyId);
    },

    /** Takes a cancel back before the period ends (banner 122). */
    async restore(admin: User): Promise<BillingOverview> {
      const subscription = await liveSubscription(db, admin.companyId);
      if (!isPaying(subscription) || !subscription.cancelAtPeriodEnd) throw new HttpError(409, 'There is no canceled subscription to restore.');
      await provider.setCancelAtPeriodEnd(subscription.providerSubscriptionId, false);
      await db.update(subscriptions).set({ cancelAtPeriodEnd: false }).where(eq(subscriptions.id, subscription.id));
      await realign(admin.companyId, { restored: true });
      return overview(admin.companyId);
    },

    async applyCoupon(admin: User, code: string): Promise<AppliedCoupons> {
      await db.transaction(async (tx) => {
        await coupons.apply(tx, admin.companyId, code, { now: now() });
      });
      await realign(admin.companyId);
      await repriceAtRenewal(admin.companyId);
      return (await overview(admin.companyId)).coupons;
    },

    async removeCoupon(admin: User, code: string): Promise<AppliedCoupons> {
      const removed = await db.transaction(async (tx) => coupons.remove(tx, admin.companyId, code));
      if (!removed) throw new HttpError(404, 'This coupon is not applied to the company.');
      await realign(admin.companyId);
      await repriceAtRenewal(admin.companyId);
      return (await overview(admin.companyId)).coupons;
    },

    /** The secret the browser saves a new card with; the provider's webhook makes it the card paid with. */
    async startCardSetup(admin: User): Promise<string> {
      return provider.startCardSetup(await customerOf(admin));
    },
  };
}

export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
