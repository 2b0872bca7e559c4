import type Stripe from 'stripe';
import { decimal } from './decimal.js';
import { newId } from './ids.js';
import { formatDay, periodLineDescription, type LineSpec } from './invoices.js';
import { productNameOf } from './subscription-objects.js';
import type { Work } from './work.js';

const unchanged = (before: Stripe.SubscriptionItem, after: Stripe.SubscriptionItem | undefined) => after !== undefined && after.price.id === before.price.id && after.quantity === before.quantity;

const amountOf = (item: Stripe.SubscriptionItem) => (item.price.unit_amount ?? 0) * (item.quantity ?? 0);

/**
 * Stripe's prorations of a change within the period, by the second: a
 * credit for the unused time of each item as it was, a charge for the
 * remaining time of each item as it is now (items left as they were have
 * neither). Each line is rounded to the cent on its own, as Stripe's are.
 */
export async function prorationLines(
  work: Work,
  before: Stripe.SubscriptionItem[],
  after: Stripe.SubscriptionItem[],
  { at, period, charge = true }: { at: number; period: { start: number; end: number }; charge?: boolean },
): Promise<LineSpec[]> {
  const length = period.end - period.start;
  const share = length > 0 ? Math.min(1, Math.max(0, (period.end - at) / length)) : 0;
  const lines: LineSpec[] = [];
  const linePeriod = { start: at, end: period.end };
  for (const item of before) {
    if (
      unchanged(
        item,
        after.find((candidate) => candidate.id === item.id),
      ) ||
      amountOf(item) === 0
    )
      continue;
    const name = await productNameOf(work, item.price);
    lines.push({
      amount: -Math.round(amountOf(item) * share),
      quantity: item.quantity ?? 0,
      price: item.price,
      period: linePeriod,
      description: `Unused time on ${item.quantity ?? 0} × ${name} after ${formatDay(at)}`,
      proration: true,
      subscriptionItem: item.id,
      invoiceItem: newId('invoiceItem'),
    });
  }
  if (!charge) return lines;
  for (const item of after) {
    const previous = before.find((candidate) => candidate.id === item.id);
    if ((previous && unchanged(previous, item)) || amountOf(item) === 0) continue;
    const name = await productNameOf(work, item.price);
    lines.push({
      amount: Math.round(amountOf(item) * share),
      quantity: item.quantity ?? 0,
      price: item.price,
      period: linePeriod,
      description: `Remaining time on ${item.quantity ?? 0} × ${name} after ${formatDay(at)}`,
      proration: true,
      subscriptionItem: item.id,
      invoiceItem: newId('invoiceItem'),
    });
  }
  return lines;
}

/** One line per item for a whole period (a first invoice, a renewal, a new billing interval). */
export async function periodLines(work: Work, items: Stripe.SubscriptionItem[], period: { start: number; end: number }): Promise<LineSpec[]> {
  return Promise.all(
    items.map(async (item) => ({
      amount: amountOf(item),
      quantity: item.quantity ?? 0,
      price: item.price,
      period,
      description: periodLineDescription(item.quantity ?? 0, await productNameOf(work, item.price), item.price),
      proration: false,
      subscriptionItem: item.id,
      invoiceItem: null,
    })),
  );
}

/** The invoice item a proration line is (Stripe makes prorations invoice items, pending until an invoice takes them). */
export function buildInvoiceItem(work: Work, line: LineSpec, { customer, subscription, invoice }: { customer: string; subscription: string; invoice: string | null }): Stripe.InvoiceItem {
  const item: Stripe.InvoiceItem = {
    id: line.invoiceItem ?? newId('invoiceItem'),
    object: 'invoiceitem',
    amount: line.amount,
    currency: line.price.currency,
    customer,
    customer_account: null,
    date: work.now,
    description: line.description,
    discountable: false,
    discounts: [],
    invoice,
    livemode: false,
    metadata: {},
    net_amount: line.amount,
    parent: { type: 'subscription_details', subscription_details: { subscription, subscription_item: line.subscriptionItem ?? undefined } },
    period: line.period,
    pricing: { type: 'price_details', price_details: { price: line.price.id, product: line.price.product as string }, unit_amount_decimal: decimal(line.price.unit_amount ?? 0) },
    proration: line.proration,
    proration_details: { credited_items: null, discount_amounts: [] },
    quantity: line.quantity,
    quantity_decimal: decimal(line.quantity),
    tax_rates: [],
    test_clock: null,
  };
  return item;
}

/** The line an invoice item becomes on the invoice that takes it. */
export async function lineOfInvoiceItem(work: Work, item: Stripe.InvoiceItem): Promise<LineSpec> {
  const priceId = item.pricing?.price_details?.price as string;
  const price = await work.get<Stripe.Price>('price', priceId);
  return {
    amount: item.amount,
    quantity: item.quantity,
    price,
    period: item.period,
    description: item.description ?? '',
    proration: item.proration,
    subscriptionItem: item.parent?.subscription_details?.subscription_item ?? null,
    invoiceItem: item.id,
  };
}
