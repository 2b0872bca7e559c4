import type Stripe from 'stripe';
import { collectInvoice } from './collection.js';
import { cardError, invalidParameter, invalidRequest, missingParameter, type StripeApiError } from './errors.js';
import { newId } from './ids.js';
import { buildInvoice, finalizeInvoice, voidInvoice, type LineSpec } from './invoices.js';
import { applyMetadata, type Params } from './params.js';
import { boundary, sameRecurrence } from './periods.js';
import { recurrenceOf } from './prices.js';
import { buildInvoiceItem, lineOfInvoiceItem, periodLines, prorationLines } from './proration.js';
import { buildItem, buildSubscription, checkItemsAgree, itemsAfter, readItemChanges } from './subscription-objects.js';
import type { PreviousAttributes, Work } from './work.js';

const PAYMENT_BEHAVIORS = ['allow_incomplete', 'default_incomplete', 'error_if_incomplete', 'pending_if_incomplete'] as const;
type PaymentBehavior = (typeof PAYMENT_BEHAVIORS)[number];
const PRORATION_BEHAVIORS = ['always_invoice', 'create_prorations', 'none'] as const;

/** Stripe keeps an unpaid first invoice (or a pending update) for 23 hours. */
export const INCOMPLETE_WINDOW_SECONDS = 23 * 3_600;

async function attachedMethod(work: Work, customerId: string, methodId: string, param: string): Promise<Stripe.PaymentMethod> {
  const method = await work.get<Stripe.PaymentMethod>('payment_method', methodId, param);
  if (method.customer !== customerId) {
    throw invalidParameter(param, `The customer does not have a payment method with the ID ${methodId}. The payment method must be attached to the customer.`);
  }
  return method;
}

/** What a charge the caller waits for came to, as error_if_incomplete answers it (402, nothing kept). */
function incompleteError(result: Awaited<ReturnType<typeof collectInvoice>>): StripeApiError | undefined {
  if (result.outcome.kind === 'succeeded') return undefined;
  if ('error' in result && result.error) return result.error;
  if (result.outcome.kind === 'requires_action') {
    return cardError({ code: 'invoice_payment_intent_requires_action', message: 'This payment requires additional user action before it can be completed successfully.' });
  }
  return invalidRequest('This customer has no attached payment source or default payment method. Please consider adding a default payment method.');
}

/**
 * POST /v1/subscriptions. The first invoice is finalized at once; with
 * `default_incomplete` it waits, open, for the browser to confirm its
 * PaymentIntent (status incomplete until paid), otherwise the default card
 * is charged now.
 */
export async function createSubscription(work: Work, params: Params): Promise<Stripe.Subscription | StripeApiError> {
  const customer = await work.get<Stripe.Customer>('customer', params.requiredString('customer', { max: 100 }), 'customer');
  const changes = await readItemChanges(work, params);
  const behavior: PaymentBehavior = params.choice('payment_behavior', PAYMENT_BEHAVIORS) ?? 'allow_incomplete';
  const save = params.object('payment_settings')?.choice('save_default_payment_method', ['off', 'on_subscription'] as const) ?? 'off';
  const metadata = applyMetadata({}, params.metadata());
  const defaultMethodId = params.string('default_payment_method', { max: 100 });
  const description = params.string('description', { max: 500 }) ?? null;
  params.strings('expand', { max: 20 });
  params.finish();
  if (behavior === 'pending_if_incomplete') throw invalidParameter('payment_behavior', 'payment_behavior=pending_if_incomplete can only be used when updating a subscription.');
  if (changes.length === 0) throw missingParameter('items');
  for (const [index, change] of changes.entries()) {
    if (change.id !== undefined || change.deleted) throw invalidParameter(`items[${index}][id]`, 'You cannot pass an item id when creating a subscription.');
    if (!change.price) throw missingParameter(`items[${index}][price]`);
  }
  const prices = changes.map((change) => change.price as Stripe.Price);
  checkItemsAgree(prices);
  if (defaultMethodId) await attachedMethod(work, customer.id, defaultMethodId, 'default_payment_method');

  const id = newId('subscription');
  const period = { start: work.now, end: boundary(work.now, recurrenceOf(prices[0] as Stripe.Price), 1) };
  const items = changes.map((change) => buildItem(work, id, { price: change.price as Stripe.Price, quantity: change.quantity ?? 1, metadata: applyMetadata({}, change.metadata) }, period));
  const subscription = work.put(buildSubscription(work, { id, customer: customer.id, items, defaultPaymentMethod: defaultMethodId ?? null, description, metadata, saveDefaultPaymentMethod: save }));
  work.emit('customer.subscription.created', subscription);

  const invoice = buildInvoice(work, { customer, subscription, billingReason: 'subscription_create', lines: await periodLines(work, items, period), period: { start: work.now, end: work.now } });
  subscription.latest_invoice = invoice.id;
  finalizeInvoice(work, invoice, customer, { setupFutureUsage: save === 'on_subscription' ? 'off_session' : null });
  if (behavior === 'default_incomplete' || invoice.status === 'paid') return subscription;
  const result = await collectInvoice(work, invoice);
  if (behavior === 'error_if_incomplete') {
    const refusal = incompleteError(result);
    if (refusal) throw refusal;
  }
  return subscription;
}

interface Plan {
  items: Stripe.SubscriptionItem[];
  /** Lines to invoice now (always_invoice, or a new billing interval). */
  invoiceNow: LineSpec[];
  /** Prorations left for the next invoice (create_prorations). */
  pending: LineSpec[];
  /** A new billing interval starts the cycle again now. */
  newAnchor: number | null;
}

/** What a change of items comes to, by `proration_behavior`, as Stripe bills it. */
async function planItemChange(work: Work, subscription: Stripe.Subscription, items: Stripe.SubscriptionItem[], proration: (typeof PRORATION_BEHAVIORS)[number], at: number): Promise<Plan> {
  const before = subscription.items.data;
  const first = before[0] as Stripe.SubscriptionItem;
  const period = { start: first.current_period_start, end: first.current_period_end };
  const newRecurrence = recurrenceOf((items[0] as Stripe.SubscriptionItem).price);
  if (!sameRecurrence(recurrenceOf(first.price), newRecurrence)) {
    // A new interval: the unused time is credited (unless none), and a whole new period is charged now.
    const newPeriod = { start: work.now, end: boundary(work.now, newRecurrence, 1) };
    for (const item of items) Object.assign(item, { current_period_start: newPeriod.start, current_period_end: newPeriod.end });
    const credits = proration === 'none' ? [] : await prorationLines(work, before, [], { at: work.now, period, charge: false });
    return { items, invoiceNow: [...credits, ...(await periodLines(work, items, newPeriod))], pending: [], newAnchor: work.now };
  }
  if (proration === 'none') return { items, invoiceNow: [], pending: [], newAnchor: null };
  const lines = await prorationLines(work, before, items, { at, period });
  return proration === 'always_invoice' ? { items, invoiceNow: lines, pending: [], newAnchor: null } : { items, invoiceNow: [], pending: lines, newAnchor: null };
}

/** The subscription's prorations still waiting for an invoice. */
async function pendingInvoiceItems(work: Work, subscriptionId: string): Promise<Stripe.InvoiceItem[]> {
  return work.list<Stripe.InvoiceItem>({ kind: 'invoiceitem', containing: { invoice: null, parent: { subscription_details: { subscription: subscriptionId } } }, order: 'oldest', limit: 100 });
}

/**
 * POST /v1/subscriptions/:id. Items change with Stripe's prorations
 * (`proration_behavior`), a new interval restarts the cycle and is charged
 * at once, and `payment_behavior` decides what an unpaid invoice does to
 * the change: kept (allow_incomplete), refused (error_if_incomplete), or
 * held as the subscription's pending_update until paid (pending_if_incomplete).
 */
export async function updateSubscription(work: Work, id: string, params: Params): Promise<Stripe.Subscription | StripeApiError> {
  const subscription = await work.get<Stripe.Subscription>('subscription', id);
  const changes = await readItemChanges(work, params);
  const proration = params.choice('proration_behavior', PRORATION_BEHAVIORS) ?? 'create_prorations';
  const prorationDate = params.integer('proration_date', { min: 0, max: 4_102_444_800 });
  const behavior: PaymentBehavior = params.choice('payment_behavior', PAYMENT_BEHAVIORS) ?? 'allow_incomplete';
  const cancelAtPeriodEnd = params.boolean('cancel_at_period_end');
  const defaultMethodId = params.string('default_payment_method', { max: 100 });
  const metadataChange = params.metadata();
  const description = params.string('description', { max: 500 });
  params.strings('expand', { max: 20 });
  params.finish();

  const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  if (ended && (changes.length || cancelAtPeriodEnd !== undefined || defaultMethodId !== undefined || description !== undefined)) {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.', { code: 'invalid_canceled_subscription_fields' });
  }
  if (behavior === 'pending_if_incomplete' && (metadataChange || cancelAtPeriodEnd !== undefined)) {
    throw invalidParameter(
      'payment_behavior',
      'When payment_behavior is pending_if_incomplete, you can only update items, proration_behavior, proration_date, default_payment_method and billing_cycle_anchor.',
    );
  }
  if (changes.length && subscription.status === 'incomplete') {
    throw invalidRequest('You cannot update the items of a subscription in `incomplete` status: its first invoice must be paid first.');
  }

  const previous: PreviousAttributes = {};
  if (metadataChange) {
    const metadata = applyMetadata(subscription.metadata, metadataChange);
    if (JSON.stringify(metadata) !== JSON.stringify(subscription.metadata)) [previous.metadata, subscription.metadata] = [subscription.metadata, metadata];
  }
  if (description !== undefined && description !== subscription.description) [previous.description, subscription.description] = [subscription.description, description || null];
  if (defaultMethodId !== undefined) {
    const next = defaultMethodId === '' ? null : (await attachedMethod(work, subscription.customer as string, defaultMethodId, 'default_payment_method')).id;
    if (next !== subscription.default_payment_method) [previous.default_payment_method, subscription.default_payment_method] = [subscription.default_payment_method, next];
  }
  if (cancelAtPeriodEnd !== undefined && cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
    Object.assign(previous, {
      cancel_at_period_end: subscription.cancel_at_period_end,
      cancel_at: subscription.cancel_at,
      canceled_at: subscription.canceled_at,
      cancellation_details: subscription.cancellation_details,
    });
    const periodEnd = subscription.items.data[0]?.current_period_end ?? null;
    Object.assign(subscription, {
      cancel_at_period_end: cancelAtPeriodEnd,
      cancel_at: cancelAtPeriodEnd ? periodEnd : null,
      canceled_at: cancelAtPeriodEnd ? work.now : null,
      cancellation_details: { ...subscription.cancellation_details, reason: cancelAtPeriodEnd ? 'cancellation_requested' : null },
    });
  }

  const plan = changes.length ? await planItemChange(work, subscription, itemsAfter(work, subscription, changes), proration, prorationDate ?? work.now) : null;
  const customer = await work.get<Stripe.Customer>('customer', subscription.customer as string);
  const itemsBefore = structuredClone(subscription.items);

  if (plan && plan.invoiceNow.length && behavior === 'pending_if_incomplete') {
    return holdAsPendingUpdate(work, subscription, customer, plan, previous);
  }
  if (plan) {
    previous.items = itemsBefore;
    subscription.items = { ...subscription.items, data: plan.items };
    if (plan.newAnchor !== null) [previous.billing_cycle_anchor, subscription.billing_cycle_anchor] = [subscription.billing_cycle_anchor, plan.newAnchor];
    for (const line of plan.pending) work.put(buildInvoiceItem(work, line, { customer: customer.id, subscription: subscription.id, invoice: null }));
  }
  const invoiceLines = plan?.invoiceNow.length ? [...plan.invoiceNow, ...(await pendingLines(work, subscription.id))] : [];
  const invoice = invoiceLines.length ? buildInvoice(work, { customer, subscription, billingReason: 'subscription_update', lines: invoiceLines, period: { start: work.now, end: work.now } }) : null;
  if (invoice) {
    previous.latest_invoice = subscription.latest_invoice;
    subscription.latest_invoice = invoice.id;
    await recordInvoiceItems(work, invoiceLines, customer.id, subscription.id, invoice.id);
  }
  if (Object.keys(previous).length) {
    work.put(subscription);
    work.emit('customer.subscription.updated', subscription, previous);
  }
  if (!invoice) return subscription;
  finalizeInvoice(work, invoice, customer, { setupFutureUsage: null });
  if (invoice.status === 'paid') return subscription;
  if (behavior === 'default_incomplete') return subscription;
  const result = await collectInvoice(work, invoice);
  if (behavior === 'error_if_incomplete') {
    const refusal = incompleteError(result);
    if (refusal) throw refusal;
  }
  return subscription;
}

/** Lines for the prorations a subscription has pending, which the next invoice takes. */
export async function pendingLines(work: Work, subscriptionId: string): Promise<LineSpec[]> {
  return Promise.all((await pendingInvoiceItems(work, subscriptionId)).map((item) => lineOfInvoiceItem(work, item)));
}

/** Every proration line on an invoice is an invoice item billed by it (new ones are made, pending ones taken). */
export async function recordInvoiceItems(work: Work, lines: LineSpec[], customerId: string, subscriptionId: string, invoiceId: string): Promise<void> {
  for (const line of lines) {
    if (!line.invoiceItem) continue;
    const existing = await work.find<Stripe.InvoiceItem>(line.invoiceItem);
    work.put(existing ? Object.assign(existing, { invoice: invoiceId }) : buildInvoiceItem(work, line, { customer: customerId, subscription: subscriptionId, invoice: invoiceId }));
  }
}

/**
 * payment_behavior=pending_if_incomplete: the change applies only once its
 * invoice is paid. Paid now by the default card, it applies at once;
 * otherwise it waits in `pending_update` with its open invoice, applies
 * when that invoice is paid (the browser confirms it), or lapses after 23 hours.
 */
async function holdAsPendingUpdate(work: Work, subscription: Stripe.Subscription, customer: Stripe.Customer, plan: Plan, previous: PreviousAttributes): Promise<Stripe.Subscription> {
  const lines = [...plan.invoiceNow, ...(await pendingLines(work, subscription.id))];
  const invoice = buildInvoice(work, { customer, subscription, billingReason: 'subscription_update', lines, period: { start: work.now, end: work.now } });
  await recordInvoiceItems(work, lines, customer.id, subscription.id, invoice.id);
  previous.latest_invoice = subscription.latest_invoice;
  subscription.latest_invoice = invoice.id;
  work.put(subscription);
  finalizeInvoice(work, invoice, customer, { setupFutureUsage: null });
  if (invoice.status !== 'paid') await collectInvoice(work, invoice);
  if (invoice.status === 'paid') {
    previous.items = structuredClone(subscription.items);
    subscription.items = { ...subscription.items, data: plan.items };
    if (plan.newAnchor !== null) [previous.billing_cycle_anchor, subscription.billing_cycle_anchor] = [subscription.billing_cycle_anchor, plan.newAnchor];
  } else {
    previous.pending_update = null;
    subscription.pending_update = {
      billing_cycle_anchor: plan.newAnchor,
      cancel_at_period_end: null,
      discount: null,
      discounts: null,
      expires_at: work.now + INCOMPLETE_WINDOW_SECONDS,
      metadata: null,
      subscription_items: plan.items,
      trial_end: null,
      trial_from_plan: null,
    } as Stripe.Subscription.PendingUpdate;
  }
  work.emit('customer.subscription.updated', subscription, previous);
  return subscription;
}

/**
 * DELETE /v1/subscriptions/:id: ends it now (customer.subscription.deleted).
 * An incomplete subscription's first invoice is voided; other open invoices
 * stay open but are no longer retried, as Stripe stops collecting them.
 */
export async function cancelSubscription(work: Work, id: string, params: Params): Promise<Stripe.Subscription> {
  const subscription = await work.get<Stripe.Subscription>('subscription', id);
  const details = params.object('cancellation_details');
  const comment = details?.string('comment', { max: 5_000 });
  const feedback = details?.choice('feedback', ['customer_service', 'low_quality', 'missing_features', 'other', 'switched_service', 'too_complex', 'too_expensive', 'unused'] as const);
  params.strings('expand', { max: 20 });
  params.finish();
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') throw invalidRequest(`No such subscription: '${id}'`, { code: 'resource_missing', param: 'id', status: 404 });
  await endSubscription(work, subscription, work.now);
  if (comment !== undefined || feedback !== undefined) {
    subscription.cancellation_details = { ...subscription.cancellation_details, comment: comment ?? null, feedback: feedback ?? null } as Stripe.Subscription.CancellationDetails;
  }
  return subscription;
}

/** A subscription ends (now, or at the end of its period): status canceled, customer.subscription.deleted. */
export async function endSubscription(work: Work, subscription: Stripe.Subscription, at: number): Promise<void> {
  const open = await work.list<Stripe.Invoice>({ kind: 'invoice', where: { status: 'open' }, containing: { parent: { subscription_details: { subscription: subscription.id } } }, limit: 100 });
  for (const invoice of open) {
    if (subscription.status === 'incomplete' || (invoice.id === subscription.latest_invoice && subscription.pending_update)) await voidInvoice(work, invoice);
    else work.put(Object.assign(invoice, { next_payment_attempt: null, auto_advance: false }));
  }
  Object.assign(subscription, {
    status: 'canceled',
    canceled_at: subscription.canceled_at ?? at,
    ended_at: at,
    pending_update: null,
    cancellation_details: { ...subscription.cancellation_details, reason: subscription.cancellation_details?.reason ?? 'cancellation_requested' },
  });
  work.put(subscription);
  work.emit('customer.subscription.deleted', subscription);
}
