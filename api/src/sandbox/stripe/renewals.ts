import type Stripe from 'stripe';
import { collectInvoice } from './collection.js';
import { buildInvoice, finalizeInvoice, voidInvoice } from './invoices.js';
import { nextBoundary } from './periods.js';
import { recurrenceOf } from './prices.js';
import { periodLines } from './proration.js';
import { endSubscription, INCOMPLETE_WINDOW_SECONDS, pendingLines, recordInvoiceItems } from './subscriptions.js';
import type { Work } from './work.js';

/** Days after a failed automatic charge when Stripe tries again (a retry schedule of three more attempts). */
const RETRY_DAYS = [3, 5, 7] as const;
/** Periods one subscription is renewed at most in one pass: a clock moved years ahead catches up over the next passes. */
const MAX_PERIODS_PER_PASS = 60;

/** What the clock has to do for one subscription now. */
export function isDue(subscription: Stripe.Subscription, now: number): boolean {
  if (subscription.status === 'incomplete') return subscription.created + INCOMPLETE_WINDOW_SECONDS <= now;
  if (subscription.status !== 'active' && subscription.status !== 'past_due') return false;
  const pendingExpired = subscription.pending_update !== null && subscription.pending_update.expires_at <= now;
  return pendingExpired || (subscription.items.data[0]?.current_period_end ?? Infinity) <= now;
}

/** Schedules the next automatic attempt after a failed one, or none once the retries are spent. */
function scheduleRetry(work: Work, invoice: Stripe.Invoice): void {
  if (invoice.status !== 'open') return;
  const days = RETRY_DAYS[invoice.attempt_count - 1];
  invoice.next_payment_attempt = days === undefined ? null : work.now + days * 86_400;
  work.put(invoice);
}

/**
 * The clock reached a subscription: an incomplete one whose first invoice
 * went unpaid for 23 hours expires; a pending update lapses; each period
 * that ended is renewed with a subscription_cycle invoice charged to the
 * default card, unless the subscription was set to cancel at period end,
 * which ends it then.
 */
export async function renewSubscription(work: Work, id: string): Promise<void> {
  const subscription = await work.get<Stripe.Subscription>('subscription', id);
  if (!isDue(subscription, work.now)) return;
  if (subscription.status === 'incomplete') {
    const invoice = subscription.latest_invoice ? await work.find<Stripe.Invoice>(subscription.latest_invoice as string) : undefined;
    if (invoice?.status === 'open') await voidInvoice(work, invoice);
    subscription.status = 'incomplete_expired';
    subscription.ended_at = work.now;
    work.put(subscription);
    work.emit('customer.subscription.updated', subscription, { status: 'incomplete' });
    return;
  }
  if (subscription.pending_update && subscription.pending_update.expires_at <= work.now) {
    const invoice = await work.find<Stripe.Invoice>(subscription.latest_invoice as string);
    if (invoice?.status === 'open') await voidInvoice(work, invoice);
    const lapsed = subscription.pending_update;
    subscription.pending_update = null;
    work.put(subscription);
    work.emit('customer.subscription.pending_update_expired', subscription, { pending_update: lapsed });
  }
  for (let pass = 0; pass < MAX_PERIODS_PER_PASS; pass += 1) {
    const first = subscription.items.data[0];
    if (!first || first.current_period_end > work.now || (subscription.status !== 'active' && subscription.status !== 'past_due')) return;
    const periodEnd = first.current_period_end;
    if (subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at <= periodEnd)) {
      await endSubscription(work, subscription, periodEnd);
      return;
    }
    await renewPeriod(work, subscription, { start: first.current_period_start, end: periodEnd });
  }
}

async function renewPeriod(work: Work, subscription: Stripe.Subscription, ended: { start: number; end: number }): Promise<void> {
  const customer = await work.get<Stripe.Customer>('customer', subscription.customer as string);
  const recurrence = recurrenceOf((subscription.items.data[0] as Stripe.SubscriptionItem).price);
  const next = { start: ended.end, end: nextBoundary(subscription.billing_cycle_anchor, recurrence, ended.end) };
  const previous = { items: structuredClone(subscription.items), latest_invoice: subscription.latest_invoice };
  for (const item of subscription.items.data) Object.assign(item, { current_period_start: next.start, current_period_end: next.end });
  const lines = [...(await periodLines(work, subscription.items.data, next)), ...(await pendingLines(work, subscription.id))];
  const invoice = buildInvoice(work, { customer, subscription, billingReason: 'subscription_cycle', lines, period: ended });
  await recordInvoiceItems(work, lines, customer.id, subscription.id, invoice.id);
  subscription.latest_invoice = invoice.id;
  work.put(subscription);
  work.emit('customer.subscription.updated', subscription, previous);
  finalizeInvoice(work, invoice, customer, { setupFutureUsage: null });
  if (invoice.status !== 'open') return;
  await collectInvoice(work, invoice);
  scheduleRetry(work, invoice);
}

/** An open invoice whose next automatic attempt is due is charged again. */
export async function retryInvoice(work: Work, id: string): Promise<void> {
  const invoice = await work.get<Stripe.Invoice>('invoice', id);
  if (invoice.status !== 'open' || invoice.next_payment_attempt === null || invoice.next_payment_attempt > work.now) return;
  await collectInvoice(work, invoice);
  scheduleRetry(work, invoice);
}
