import type Stripe from 'stripe';
import type { PreviousAttributes, Work } from './work.js';

const subscriptionIdOf = (invoice: Stripe.Invoice) => invoice.parent?.subscription_details?.subscription as string | undefined;

async function otherOpenInvoices(work: Work, subscriptionId: string, except: string): Promise<boolean> {
  const open = await work.list<Stripe.Invoice>({ kind: 'invoice', where: { status: 'open' }, containing: { parent: { subscription_details: { subscription: subscriptionId } } }, limit: 10 });
  return open.some((invoice) => invoice.id !== except && invoice.status === 'open');
}

/** Whether an invoice carries a subscription's pending update (payment_behavior=pending_if_incomplete). */
const carriesPendingUpdate = (subscription: Stripe.Subscription, invoice: Stripe.Invoice) => subscription.pending_update !== null && subscription.latest_invoice === invoice.id;

/**
 * A subscription's invoice was paid: its pending update applies, the card
 * becomes its default when `save_default_payment_method` is on_subscription,
 * and an incomplete or past-due subscription is active again
 * (customer.subscription.updated with what changed).
 */
export async function afterInvoicePaid(work: Work, invoice: Stripe.Invoice, method: Stripe.PaymentMethod | null): Promise<void> {
  const subscriptionId = subscriptionIdOf(invoice);
  if (!subscriptionId) return;
  const subscription = await work.get<Stripe.Subscription>('subscription', subscriptionId);
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
  const previous: PreviousAttributes = {};
  if (carriesPendingUpdate(subscription, invoice)) {
    const update = subscription.pending_update as Stripe.Subscription.PendingUpdate;
    previous.items = structuredClone(subscription.items);
    previous.pending_update = structuredClone(update);
    subscription.items = { ...subscription.items, data: update.subscription_items ?? subscription.items.data };
    if (update.billing_cycle_anchor !== null) {
      previous.billing_cycle_anchor = subscription.billing_cycle_anchor;
      subscription.billing_cycle_anchor = update.billing_cycle_anchor;
    }
    subscription.pending_update = null;
  }
  if (method && subscription.payment_settings?.save_default_payment_method === 'on_subscription' && subscription.default_payment_method !== method.id) {
    previous.default_payment_method = subscription.default_payment_method;
    subscription.default_payment_method = method.id;
  }
  if ((subscription.status === 'incomplete' || subscription.status === 'past_due') && !(await otherOpenInvoices(work, subscription.id, invoice.id))) {
    previous.status = subscription.status;
    subscription.status = 'active';
  }
  if (Object.keys(previous).length === 0) return;
  work.put(subscription);
  work.emit('customer.subscription.updated', subscription, previous);
  if (previous.pending_update) work.emit('customer.subscription.pending_update_applied', subscription, { pending_update: previous.pending_update });
}

/**
 * A subscription's invoice was not paid: a renewal or a change the customer
 * owes makes an active subscription past_due. A first invoice leaves it
 * incomplete, and a pending update's invoice leaves it as it was.
 */
export async function afterInvoiceFailed(work: Work, invoice: Stripe.Invoice): Promise<void> {
  const subscriptionId = subscriptionIdOf(invoice);
  if (!subscriptionId) return;
  const subscription = await work.get<Stripe.Subscription>('subscription', subscriptionId);
  if (subscription.status !== 'active' || carriesPendingUpdate(subscription, invoice)) return;
  if (invoice.billing_reason !== 'subscription_cycle' && invoice.billing_reason !== 'subscription_update') return;
  subscription.status = 'past_due';
  work.put(subscription);
  work.emit('customer.subscription.updated', subscription, { status: 'active' });
}
