import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import {
  discountPerDashboard,
  netUnitAmount,
  planChangeProblem,
  quote,
  sameCouponCode,
  splitPayerName,
  type AppliedCoupons,
  type BillingOverview,
  type Checkout,
  type Coupon,
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
const JUST_PAID = 'Your payment has just gone through: your subscription is active.';
const BUSY = 'Another change to the company’s subscription is under way: try again in a moment.';
const NOT_ENDED = 'The checkout started earlier could not be closed at the payment provider, so nothing was changed: try again in a moment.';
const NOT_APPLIED = 'This coupon is not applied to the company.';

/** The first key of the two-key advisory lock a company's subscription changes hold; the company's id is the second. */
const SUBSCRIPTION_CHANGE_LOCK = 7_311_948;
/** How the connection holding that lock is named in pg_stat_activity. */
const LOCK_APPLICATION_NAME = 'pulseboard-billing-lock';

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

  /**
   * Runs `work` as the only change to the company's subscription or coupons under way, in any API process; a second one
   * asked meanwhile is answered 409 at once. A subscribe reads the company's row, asks the provider what became of a
   * checkout left waiting, ends it, makes the customer and the subscription, and stores it: two of these interleaved
   * cancel a checkout just paid, make two customers, or open two subscriptions, one of them never stored.
   *
   * So the lock must be held through the provider's answers, which the rest of billing never does with a transaction
   * or a row lock. It is a session advisory lock on a connection of its own: no transaction is left open (nothing is
   * held back from the company's row, which the webhooks and the dashboard quota lock), and no connection is taken from
   * the pool, which `work` itself needs (holders waiting on the pool for their own queries would starve it, the reason
   * sources' token refreshes moved to a lease). It is bounded: no one waits for it, it lasts as long as this request's
   * provider calls (each bounded by the client's timeout), and it goes with its session if the process dies.
   */
  async function exclusively<T>(companyId: number, work: () => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: app.config.databaseUrl, application_name: LOCK_APPLICATION_NAME, connectionTimeoutMillis: app.config.database.connectTimeoutMs });
    // The server ending the connection (a restart) must not crash the process: the lock ends with it, the request's own queries fail or not.
    client.on('error', (error) => app.log.warn({ err: error, companyId }, 'billing: the connection holding a subscription change lock failed'));
    try {
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [SUBSCRIPTION_CHANGE_LOCK, companyId]);
      if (!rows[0]?.locked) throw new HttpError(409, BUSY);
      return await work();
    } finally {
      // Ending the session releases the lock.
      await client.end().catch((error: unknown) => app.log.warn({ err: error, companyId }, 'billing: the connection holding a subscription change lock could not be closed'));
    }
  }

  async function customerOf(admin: User): Promise<string> {
    const [company] = await db.select({ customer: companies.billingCustomerId }).from(companies).where(eq(companies.id, admin.companyId));
    if (company?.customer) return company.customer;
    const customer = await provider.createCustomer({ email: admin.email, ...splitPayerName(admin.name), companyId: admin.companyId });
    // Stored only if none was meanwhile (a card setup takes no lock): the company keeps one customer, the first stored.
    const [stored] = await db
      .update(companies)
      .set({ billingCustomerId: customer })
      .where(and(eq(companies.id, admin.companyId), isNull(companies.billingCustomerId)))
      .returning({ customer: companies.billingCustomerId });
    if (stored?.customer) return stored.customer;
    const [winner] = await db.select({ customer: companies.billingCustomerId }).from(companies).where(eq(companies.id, admin.companyId));
    return winner?.customer ?? customer;
  }

  /**
   * Settles a subscription stored as waiting for its first payment, asking the provider: that payment's webhook may
   * still be on its way. Paid: the payment is applied by the invoice.paid webhook's own code, and the subscription pays
   * ('paid'). Not paid: it is ended at the provider, which voids its invoice so a checkout left open can no longer pay
   * it, and only once the provider confirmed it is it ended here ('ended'); a provider that refuses leaves it as it was (503).
   */
  async function settleWaiting(waiting: SubscriptionRow): Promise<'paid' | 'ended'> {
    const found = await provider.firstPayment(waiting.providerSubscriptionId);
    if (found?.paid) {
      await app.billingWebhooks.applyPaidAtOnce(found.paid);
      return 'paid';
    }
    // Paying at the provider with no paid first invoice found (Stripe has none such): never ended, its webhooks tell the rest.
    if (found && (found.subscription.state === 'active' || found.subscription.state === 'past_due')) throw new HttpError(409, JUST_PAID);
    if (found && found.subscription.state !== 'ended') {
      try {
        await provider.endSubscription(waiting.providerSubscriptionId);
      } catch (error) {
        app.log.error({ err: error, subscription: waiting.id }, 'billing: a subscription waiting for its first payment could not be ended at the provider');
        throw new HttpError(503, NOT_ENDED);
      }
    }
    await db
      .update(subscriptions)
      .set({ state: 'ended' })
      .where(and(eq(subscriptions.id, waiting.id), eq(subscriptions.state, 'incomplete')));
    return 'ended';
  }

  /** Clears the way for a new subscription: refused while one pays, or when the one waiting turns out paid; a waiting one unpaid is ended. */
  async function clearForNew(companyId: number): Promise<void> {
    const existing = await liveSubscription(db, companyId);
    if (isPaying(existing)) throw new HttpError(409, ALREADY_SUBSCRIBED);
    if (existing && (await settleWaiting(existing)) === 'paid') throw new HttpError(409, JUST_PAID);
  }

  /** Opens the subscription at the provider and stores it; the company has no live one (`clearForNew`, under `exclusively`). */
  async function openSubscription(admin: User, plan: SubscriptionRequest): Promise<PlanChange> {
    const applied = await coupons.appliedTo(admin.companyId);
    const products = await productsOf(db);
    const planQuote = quote({ products, plan, coupons: applied, now: now() });
    const customerId = await customerOf(admin);
    const { subscriptionId, payment, paid } = await provider.startSubscription({
      customerId,
      companyId: admin.companyId,
      price: { unitAmount: netUnitAmount(products, plan.interval, applied), interval: plan.interval },
      quantity: plan.dashboards,
    });
    try {
      await db.insert(subscriptions).values({ companyId: admin.companyId, interval: plan.interval, state: 'incomplete', dashboards: plan.dashboards, providerSubscriptionId: subscriptionId });
    } catch (error) {
      // One not stored would be paid for and renewed unseen: it is ended (its checkout never reached the browser).
      await provider
        .endSubscription(subscriptionId)
        .catch((endError: unknown) => app.log.error({ err: endError, providerSubscription: subscriptionId }, 'billing: a subscription not stored could not be ended at the provider'));
      throw error;
    }
    if (paid) await app.billingWebhooks.applyPaidAtOnce(paid);
    return { overview: await overview(admin.companyId), quote: planQuote, checkout: payment && checkoutOf(payment) };
  }

  /**
   * Before coupons change the price, a subscription still waiting for its first payment is settled. Coupons change the
   * price from the next renewal on (`repriceAtRenewal`), but a waiting subscription cannot be repriced at the provider:
   * Stripe refuses to change the items of an `incomplete` subscription. Nor are coupon changes refused while it waits:
   * the subscription screen asks to subscribe again to pay, which would only open another waiting one, so a new
   * customer could never apply the coupon meant for them. So its checkout is ended, as subscribing again ends it, and
   * the next subscribe charges the price the quote now shows and renews at it; a checkout left open can no longer pay
   * the old price and renew at it. One paid meanwhile, its webhook on its way, is applied instead, and the change then
   * reprices it from its renewal on as any paying subscription. A change that leaves the price as it is (a bonus of
   * dashboards) keeps the checkout.
   */
  async function settleBeforeCoupons(companyId: number, applied: readonly Coupon[], next: () => Promise<readonly Coupon[]>): Promise<void> {
    const waiting = await liveSubscription(db, companyId);
    if (waiting?.state !== 'incomplete') return;
    const products = await productsOf(db);
    const interval = waiting.interval as 1 | 12;
    if (netUnitAmount(products, interval, await next()) !== netUnitAmount(products, interval, applied)) await settleWaiting(waiting);
  }

  /** Pushes the net price the coupons make to the provider, from the next renewal on (a subscription waiting for its first payment was settled first: `settleBeforeCoupons`). */
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
     * for its first payment is ended, unless it turns out paid (409).
     */
    async subscribe(admin: User, plan: SubscriptionRequest): Promise<PlanChange> {
      return exclusively(admin.companyId, async () => {
        await clearForNew(admin.companyId);
        return openSubscription(admin, plan);
      });
    },

    /** POST /api/payment/secure: the registration's coupons applied, then the subscription its checkout pays (none when they leave nothing to pay). */
    async secure(admin: User, request: SubscriptionRequest & { coupons: string[] }): Promise<Checkout | null> {
      return exclusively(admin.companyId, async () => {
        const applied = await coupons.appliedTo(admin.companyId);
        const missing = request.coupons.filter((code) => !applied.some((coupon) => coupon.code.toLowerCase() === code.trim().toLowerCase()));
        // The codes are checked before a waiting checkout is settled (a refused request changes nothing)...
        const checked = applied.map((coupon) => coupon.code);
        for (const code of missing) checked.push((await coupons.lookup(code, checked, { now: now() })).code);
        // ...and that is settled before they are applied: coupons applied beside a checkout found paid would never reach its price.
        await clearForNew(admin.companyId);
        if (missing.length) {
          await db.transaction(async (tx) => {
            for (const code of missing) await coupons.apply(tx, admin.companyId, code, { now: now() });
          });
          await realign(admin.companyId);
        }
        return (await openSubscription(admin, { dashboards: request.dashboards, interval: request.interval })).checkout;
      });
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
      return exclusively(admin.companyId, async () => {
        const applied = await coupons.appliedTo(admin.companyId);
        // Checked before a checkout is settled for it (422 otherwise, nothing changed); the apply below checks it again.
        await settleBeforeCoupons(admin.companyId, applied, async () => [
          ...applied,
          await coupons.lookup(
            code,
            applied.map((coupon) => coupon.code),
            { now: now() },
          ),
        ]);
        await db.transaction(async (tx) => {
          await coupons.apply(tx, admin.companyId, code, { now: now() });
        });
        await realign(admin.companyId);
        await repriceAtRenewal(admin.companyId);
        return (await overview(admin.companyId)).coupons;
      });
    },

    async removeCoupon(admin: User, code: string): Promise<AppliedCoupons> {
      return exclusively(admin.companyId, async () => {
        const applied = await coupons.appliedTo(admin.companyId);
        if (!applied.some((coupon) => sameCouponCode(coupon.code, code))) throw new HttpError(404, NOT_APPLIED);
        await settleBeforeCoupons(admin.companyId, applied, async () => applied.filter((coupon) => !sameCouponCode(coupon.code, code)));
        const removed = await db.transaction(async (tx) => coupons.remove(tx, admin.companyId, code));
        if (!removed) throw new HttpError(404, NOT_APPLIED);
        await realign(admin.companyId);
        await repriceAtRenewal(admin.companyId);
        return (await overview(admin.companyId)).coupons;
      });
    },

    /** The secret the browser saves a new card with; the provider's webhook makes it the card paid with. */
    async startCardSetup(admin: User): Promise<string> {
      return provider.startCardSetup(await customerOf(admin));
    },
  };
}

export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
