import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CompanySubscriptionUpdated } from '@pulseboard/shared/contracts';
import type { Executor } from '../db/client.js';
import { billingEvents, companies, orders, subscriptions } from '../db/schema.js';
import { alignCompanyPlan, announcePlan, bonusOf, isPaying, liveSubscription, type PlanChangeNote, type SubscriptionRow } from './company-plan.js';
import { productsOf } from './products.js';
import type { BillingCard, BillingEvent, PaidInvoice, ProviderSubscription } from './provider.js';

const ORDER_DESCRIPTIONS: Record<string, string> = {
  subscription_create: 'Subscription',
  subscription_cycle: 'Renewal',
  subscription_update: 'Plan change, prorated',
};

async function subscriptionByProviderId(tx: Executor, providerId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerId)).for('update');
  return row ?? null;
}

/** An event older than the newest one applied to the subscription changes nothing: providers do not promise order. */
const isStale = (row: SubscriptionRow, event: Pick<BillingEvent, 'created'>) => row.providerUpdatedAt !== null && event.created < row.providerUpdatedAt;

interface Outcome {
  companyId: number;
  note: PlanChangeNote;
}

async function applySubscription(tx: Executor, event: BillingEvent, subscription: ProviderSubscription, card: BillingCard | null): Promise<Outcome | null> {
  const row = await subscriptionByProviderId(tx, subscription.id);
  if (!row || isStale(row, event)) return null;
  // The first payment is the invoice's to confirm (invoice.paid); a status alone does not make a subscription paid.
  const state = row.state === 'incomplete' && subscription.state === 'active' ? 'incomplete' : subscription.state;
  const newPeriod = subscription.periodStart !== null && row.currentPeriodStart !== null && subscription.periodStart > row.currentPeriodStart;
  // Fewer dashboards apply from the renewal on; more apply at once (the provider invoiced them already).
  const increase = subscription.quantity > row.dashboards;
  const dashboards = newPeriod || increase ? subscription.quantity : row.dashboards;
  const pendingDashboards = newPeriod || increase || subscription.quantity === row.dashboards ? null : subscription.quantity;
  await tx
    .update(subscriptions)
    .set({
      state,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      interval: state === 'incomplete' ? row.interval : subscription.interval,
      dashboards,
      pendingDashboards,
      currentPeriodStart: state === 'incomplete' ? row.currentPeriodStart : subscription.periodStart,
      currentPeriodEnd: state === 'incomplete' ? row.currentPeriodEnd : subscription.periodEnd,
      pastDueSince: state === 'past_due' ? (row.pastDueSince ?? event.created) : null,
      card: card ?? row.card,
      providerUpdatedAt: event.created,
    })
    .where(eq(subscriptions.id, row.id));
  // Only a subscription that was paying ends the company's access; one whose first payment never came (a checkout left, asked
  // again, or expired at the provider) leaves the company as it was, a trial still a trial.
  return { companyId: row.companyId, note: { ended: state === 'ended' && isPaying(row) } };
}

async function orderAmounts(tx: Executor, invoice: PaidInvoice, interval: 1 | 12) {
  if (invoice.reason === 'subscription_update') return { subtotal: invoice.amountPaid, discount: 0 };
  const product = (await productsOf(tx)).find((candidate) => candidate.interval === interval);
  const subtotal = Math.max(invoice.amountPaid, (product?.unitAmount ?? 0) * invoice.quantity);
  return { subtotal, discount: subtotal - invoice.amountPaid };
}

async function applyPaidInvoice(tx: Executor, log: FastifyBaseLogger, event: Pick<BillingEvent, 'created'>, invoice: PaidInvoice): Promise<Outcome | null> {
  const row = await subscriptionByProviderId(tx, invoice.subscriptionId);
  if (!row) return null;
  const interval = invoice.interval ?? (row.interval as 1 | 12);
  const { subtotal, discount } = await orderAmounts(tx, invoice, interval);
  // The money was taken whatever the invoice does to access: its order is recorded first, once.
  await tx
    .insert(orders)
    .values({
      companyId: row.companyId,
      providerInvoiceId: invoice.id,
      number: invoice.number,
      paidAt: invoice.paidAt,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      dashboards: invoice.quantity,
      interval,
      subtotal,
      discount,
      total: invoice.amountPaid,
      description: `${ORDER_DESCRIPTIONS[invoice.reason] ?? 'Payment'}: ${invoice.quantity} dashboards, ${interval === 12 ? 'annual' : 'monthly'}`,
    })
    .onConflictDoNothing();
  if (row.state === 'ended') {
    // An ended subscription never comes back: the provider sends nothing more for it (nothing would end the access again),
    // and the company may have a new live one (one live row a company). A payment for one (a late invoice of a period the
    // subscription had, or a first checkout the product dropped when the company subscribed again) is kept as an order only.
    // No refund is made automatically: a person reviews it and refunds at the provider if the company got nothing for it.
    log.warn({ companyId: row.companyId, subscription: row.id, invoice: invoice.id }, 'billing: a payment for an ended subscription was recorded; it may need a refund (review it)');
    return null;
  }
  const firstPayment = row.state === 'incomplete';
  // Invoices come late and out of order too. One of an earlier period than the row's, or older than the newest event applied,
  // changes nothing: it would rewind the period, or clear the past_due of a later unpaid renewal and restart its dunning clock.
  // A first payment is exempt from the age rule: the subscription event made with it keeps the row waiting for it (see
  // applySubscription), may be made a second later and come first, and there is no period or past_due yet to undo.
  const earlierPeriod = row.currentPeriodStart !== null && invoice.periodStart < row.currentPeriodStart;
  if (!firstPayment && (earlierPeriod || isStale(row, event))) return null;
  const [earlier] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, row.companyId), ne(subscriptions.id, row.id)))
    .limit(1);
  const periodPaid = invoice.reason !== 'subscription_update';
  await tx
    .update(subscriptions)
    .set({
      state: 'active',
      pastDueSince: null,
      dashboards: periodPaid || invoice.quantity > row.dashboards ? invoice.quantity : row.dashboards,
      pendingDashboards: periodPaid ? null : row.pendingDashboards,
      interval: periodPaid ? interval : row.interval,
      currentPeriodStart: periodPaid ? invoice.periodStart : row.currentPeriodStart,
      currentPeriodEnd: periodPaid ? invoice.periodEnd : row.currentPeriodEnd,
      providerUpdatedAt: row.providerUpdatedAt && row.providerUpdatedAt > event.created ? row.providerUpdatedAt : event.created,
    })
    .where(eq(subscriptions.id, row.id));
  // A paid plan after an ended one brings the account back (banner 122).
  const [company] = await tx.select({ state: companies.state }).from(companies).where(eq(companies.id, row.companyId));
  const restored = firstPayment && company?.state === 'expired' && earlier !== undefined;
  return { companyId: row.companyId, note: { restored } };
}

type FailedPayment = Extract<BillingEvent, { type: 'invoice.payment_failed' }>;

async function applyFailedPayment(tx: Executor, event: FailedPayment): Promise<Outcome | null> {
  // A declined plan change leaves the plan as it was (the provider holds the change until paid, then drops it): nothing is overdue.
  if (event.reason === 'subscription_update') return null;
  const row = await subscriptionByProviderId(tx, event.subscriptionId);
  // A declined first payment leaves the subscription waiting: the registration or subscription screen says so.
  if (!row || row.state === 'incomplete' || row.state === 'ended' || isStale(row, event)) return null;
  await tx
    .update(subscriptions)
    .set({ state: 'past_due', pastDueSince: row.pastDueSince ?? event.created, providerUpdatedAt: event.created })
    .where(eq(subscriptions.id, row.id));
  return { companyId: row.companyId, note: {} };
}

/**
 * The provider's verified webhook events, each processed once: its id is
 * recorded in the same transaction as its effects, so a redelivery is
 * skipped and a failure (answered 500) is retried by the provider whole.
 */
export function webhookEvents(app: FastifyInstance) {
  const { db, billingProvider: provider } = app;

  /**
   * A subscription event applies the subscription as the provider holds it now, its payload only when the provider no
   * longer has it: events come late and out of order, and two changes made in one second (a waiting decrease put back,
   * then an increase) cannot be told apart by their times, so the older payload could land last.
   */
  async function withCurrentSubscription(event: BillingEvent): Promise<BillingEvent> {
    if (event.type !== 'subscription') return event;
    return { ...event, subscription: (await provider.currentSubscription(event.subscription.id)) ?? event.subscription };
  }

  async function cardFor(event: BillingEvent): Promise<BillingCard | null> {
    if (event.type !== 'subscription' || !event.subscription.defaultPaymentMethod) return null;
    return provider.cardOf(event.subscription.defaultPaymentMethod);
  }

  async function saveCard(customerId: string, paymentMethodId: string): Promise<void> {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.billingCustomerId, customerId));
    if (!company) return;
    // The live one: a company that left a checkout or had a plan end has ended rows beside it.
    const live = await liveSubscription(db, company.id);
    const card = await provider.useCard(customerId, live?.providerSubscriptionId ?? null, paymentMethodId);
    if (live) await db.update(subscriptions).set({ card }).where(eq(subscriptions.id, live.id));
    // An overdue company's open invoice is paid with the new card; its invoice.paid event restores access.
    if (live?.state === 'past_due') await provider.payOpenInvoices(customerId);
  }

  /** Runs `apply` in a transaction with the company's plan aligned to its outcome, then tells the company's browsers; false when `apply` says the event was seen before. */
  async function applied(apply: (tx: Executor) => Promise<Outcome | null | false>): Promise<boolean> {
    const result = await db.transaction(async (tx) => {
      const outcome = await apply(tx);
      if (!outcome) return { processed: outcome !== false, update: null as CompanySubscriptionUpdated | null, companyId: 0 };
      const update = await alignCompanyPlan(tx, outcome.companyId, bonusOf(await app.coupons.appliedTo(outcome.companyId, tx)), outcome.note);
      return { processed: true, update, companyId: outcome.companyId };
    });
    await announcePlan(app, result.companyId, result.update);
    return result.processed;
  }

  return {
    /** Processes a verified event; false when it was processed before. */
    async process(received: BillingEvent): Promise<boolean> {
      // Provider calls happen outside the transaction: a row lock is never held across the network.
      const event = await withCurrentSubscription(received);
      // Saving a card only calls the provider, and doing it twice does no harm, so it runs before the event is recorded.
      if (event.type === 'card.saved') {
        const [seen] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, event.id));
        if (seen) return false;
        await saveCard(event.customerId, event.paymentMethodId);
      }
      const card = await cardFor(event);
      return applied(async (tx) => {
        const [fresh] = await tx.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: billingEvents.id });
        if (!fresh) return false;
        if (event.type === 'subscription') return applySubscription(tx, event, event.subscription, card);
        if (event.type === 'invoice.paid') return applyPaidInvoice(tx, app.log, event, event.invoice);
        if (event.type === 'invoice.payment_failed') return applyFailedPayment(tx, event);
        return null;
      });
    },

    /**
     * A first invoice the provider paid as it made the subscription (coupons left nothing to pay), read from its answer:
     * its webhook was sent before the subscription was stored, and found nothing to apply to. Applying it twice does no
     * harm (one order an invoice), so the webhook's later redelivery, if any, changes nothing.
     */
    async applyPaidAtOnce(invoice: PaidInvoice): Promise<void> {
      await applied((tx) => applyPaidInvoice(tx, app.log, { created: invoice.paidAt }, invoice));
    },

    /**
     * A subscription the provider has ended without its deleted webhook reaching the product (the billing clock found it
     * so): the row ends and the company's paid access with it, as customer.subscription.deleted would have done.
     */
    async endedAtProvider(providerSubscriptionId: string): Promise<void> {
      await applied(async (tx) => {
        const row = await subscriptionByProviderId(tx, providerSubscriptionId);
        if (!row || row.state === 'ended') return null;
        await tx.update(subscriptions).set({ state: 'ended', pastDueSince: null }).where(eq(subscriptions.id, row.id));
        return { companyId: row.companyId, note: { ended: isPaying(row) } };
      });
    },
  };
}

export type WebhookEvents = ReturnType<typeof webhookEvents>;
