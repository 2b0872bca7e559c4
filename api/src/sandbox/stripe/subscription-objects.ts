import type Stripe from 'stripe';
import { invalidParameter, invalidRequest, missingParameter } from './errors.js';
import { newId } from './ids.js';
import { applyMetadata, type Params } from './params.js';
import { sameRecurrence } from './periods.js';
import { planOf, priceFromData, recurrenceOf } from './prices.js';
import type { Work } from './work.js';

/** Stripe's limit of items on one subscription. */
const MAX_ITEMS = 20;
const MAX_QUANTITY = 100_000;

export function buildItem(
  work: Work,
  subscriptionId: string,
  { price, quantity, metadata }: { price: Stripe.Price; quantity: number; metadata: Record<string, string> },
  period: { start: number; end: number },
): Stripe.SubscriptionItem {
  return {
    id: newId('subscriptionItem'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: work.now,
    current_period_end: period.end,
    current_period_start: period.start,
    current_trial: null,
    discounts: [],
    metadata,
    plan: planOf(price),
    price,
    quantity,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

/** The price an item names: `price_data` (a new inline price) or the id of a stored one. */
async function priceOfItem(work: Work, item: Params): Promise<Stripe.Price | undefined> {
  const data = item.object('price_data');
  const priceId = item.string('price', { max: 200 });
  if (data && priceId !== undefined) throw invalidRequest('You may only specify one of these parameters: price, price_data.', { code: 'parameters_exclusive', param: item.param('price') });
  if (data) return priceFromData(work, data);
  if (priceId === undefined) return undefined;
  const price = await work.get<Stripe.Price>('price', priceId, item.param('price'));
  if (!price.recurring) throw invalidParameter(item.param('price'), `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`);
  return price;
}

export interface ItemChange {
  /** Set: an existing item is changed or removed. */
  id?: string;
  deleted: boolean;
  price?: Stripe.Price;
  quantity?: number;
  metadata?: ReturnType<Params['metadata']>;
}

/** `items[n][…]` of a create or an update call. */
export async function readItemChanges(work: Work, params: Params): Promise<ItemChange[]> {
  const changes: ItemChange[] = [];
  for (const item of params.objects('items', { max: MAX_ITEMS })) {
    changes.push({
      id: item.string('id', { max: 100 }),
      deleted: item.boolean('deleted') ?? false,
      price: await priceOfItem(work, item),
      quantity: item.integer('quantity', { min: 0, max: MAX_QUANTITY }),
      metadata: item.metadata(),
    });
  }
  return changes;
}

/** Every item of a subscription bills in one currency and on one interval, as Stripe requires. */
export function checkItemsAgree(prices: Stripe.Price[]): void {
  const [first] = prices;
  if (!first) throw missingParameter('items');
  for (const price of prices) {
    if (price.currency !== first.currency || !sameRecurrence(recurrenceOf(price), recurrenceOf(first))) {
      throw invalidParameter('items', 'Currency and interval fields must match across all plans on this subscription. Found mismatch in interval field.');
    }
  }
}

/** The items an update leaves, from the current ones and `items[n]` (ids keep their item; no id adds one; `deleted` removes). */
export function itemsAfter(work: Work, subscription: Stripe.Subscription, changes: ItemChange[]): Stripe.SubscriptionItem[] {
  const items = structuredClone(subscription.items.data);
  const period = { start: items[0]?.current_period_start ?? work.now, end: items[0]?.current_period_end ?? work.now };
  for (const [index, change] of changes.entries()) {
    if (change.id === undefined) {
      if (change.deleted) continue;
      if (!change.price) throw missingParameter(`items[${index}][price]`);
      items.push(buildItem(work, subscription.id, { price: change.price, quantity: change.quantity ?? 1, metadata: applyMetadata({}, change.metadata) }, period));
      continue;
    }
    const position = items.findIndex((item) => item.id === change.id);
    if (position === -1) throw invalidRequest(`No such subscription item: '${change.id}'`, { code: 'resource_missing', param: `items[${index}][id]`, status: 400 });
    if (change.deleted) {
      items.splice(position, 1);
      continue;
    }
    const item = items[position] as Stripe.SubscriptionItem;
    if (change.price) {
      item.price = change.price;
      item.plan = planOf(change.price);
    }
    if (change.quantity !== undefined) item.quantity = change.quantity;
    item.metadata = applyMetadata(item.metadata, change.metadata);
  }
  if (items.length === 0) throw invalidParameter('items', 'A subscription must have at least one active item. To cancel a subscription, delete it instead.');
  checkItemsAgree(items.map((item) => item.price));
  return items;
}

export function buildSubscription(
  work: Work,
  {
    id,
    customer,
    items,
    defaultPaymentMethod,
    description,
    metadata,
    saveDefaultPaymentMethod,
  }: {
    id: string;
    customer: string;
    items: Stripe.SubscriptionItem[];
    defaultPaymentMethod: string | null;
    description: string | null;
    metadata: Record<string, string>;
    saveDefaultPaymentMethod: 'off' | 'on_subscription';
  },
): Stripe.Subscription {
  const subscription: Stripe.Subscription = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: work.now,
    billing_cycle_anchor_config: null,
    billing_mode: { type: 'flexible', flexible: { proration_discounts: 'included' }, updated_at: work.now },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: work.now,
    currency: items[0]?.price.currency ?? 'usd',
    customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
    items: { object: 'list', data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: saveDefaultPaymentMethod },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: work.now,
    status: 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
  return subscription;
}

/** The product's name for line descriptions. */
export async function productNameOf(work: Work, price: Stripe.Price): Promise<string> {
  const product = await work.find<Stripe.Product>(price.product as string);
  return product?.name ?? (price.product as string);
}
