import type Stripe from 'stripe';
import { decimal } from './decimal.js';
import { newId } from './ids.js';
import { buildPaymentIntent } from './intents.js';
import { recurrenceOf } from './prices.js';
import type { Work } from './work.js';

/** One line of an invoice about to be made: a period of a subscription item, or a proration of one. */
export interface LineSpec {
  amount: number;
  quantity: number;
  price: Stripe.Price;
  period: { start: number; end: number };
  description: string;
  proration: boolean;
  subscriptionItem: string | null;
  /** The invoice item the line bills (prorations are invoice items first). */
  invoiceItem: string | null;
}

const SYMBOLS: Record<string, string> = { usd: '$', eur: '€', gbp: '£' };

function formatAmount(amount: number, currency: string): string {
  const value = (amount / 100).toFixed(2);
  return `${SYMBOLS[currency] ?? `${currency.toUpperCase()} `}${value}`;
}

/** "15 Mar 2026", as Stripe's proration lines say their date. */
export function formatDay(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** "3 × Pulseboard dashboards (at $15.00 / month)", Stripe's wording of a subscription line. */
export function periodLineDescription(quantity: number, productName: string, price: Stripe.Price): string {
  const { interval, interval_count: count } = recurrenceOf(price);
  const every = count === 1 ? `/ ${interval}` : `every ${count} ${interval}s`;
  return `${quantity} × ${productName} (at ${formatAmount(price.unit_amount ?? 0, price.currency)} ${every})`;
}

function lineOf(spec: LineSpec, invoiceId: string, subscriptionId: string | null): Stripe.InvoiceLineItem {
  return {
    id: newId('invoiceLine'),
    object: 'line_item',
    amount: spec.amount,
    currency: spec.price.currency,
    description: spec.description,
    discount_amounts: [],
    discountable: !spec.proration,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: spec.invoiceItem,
        proration: spec.proration,
        proration_details: { credited_items: null },
        subscription: subscriptionId,
        subscription_item: spec.subscriptionItem ?? '',
      },
    },
    period: spec.period,
    pretax_credit_amounts: [],
    pricing: { type: 'price_details', price_details: { price: spec.price.id, product: spec.price.product as string }, unit_amount_decimal: decimal(spec.price.unit_amount ?? 0) },
    quantity: spec.quantity,
    quantity_decimal: decimal(spec.quantity),
    subscription: subscriptionId,
    subtotal: spec.amount,
    taxes: [],
  };
}

/** A draft invoice for a customer (and a subscription), raising invoice.created. */
export function buildInvoice(
  work: Work,
  {
    customer,
    subscription,
    billingReason,
    lines,
    period,
  }: { customer: Stripe.Customer; subscription: Stripe.Subscription | null; billingReason: Stripe.Invoice.BillingReason; lines: LineSpec[]; period: { start: number; end: number } },
): Stripe.Invoice {
  const id = newId('invoice');
  const data = lines.map((line) => lineOf(line, id, subscription?.id ?? null));
  const total = data.reduce((sum, line) => sum + line.amount, 0);
  const invoice: Stripe.Invoice = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Pulseboard sandbox',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: billingReason,
    collection_method: 'charge_automatically',
    confirmation_secret: null,
    created: work.now,
    currency: lines[0]?.price.currency ?? 'usd',
    custom_fields: null,
    customer: customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: customer.email,
    customer_name: customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: subscription ? { type: 'subscription_details', quote_details: null, subscription_details: { metadata: subscription.metadata, subscription: subscription.id } } : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    payments: { object: 'list', data: [], has_more: false, url: '/v1/invoice_payments' },
    period_end: period.end,
    period_start: period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
  work.put(invoice);
  work.emit('invoice.created', invoice);
  return invoice;
}

const INTENT_DESCRIPTIONS: Record<string, string> = { subscription_create: 'Subscription creation', subscription_cycle: 'Subscription cycle', subscription_update: 'Subscription update' };

/** The PaymentIntent collecting an invoice, if it has one. */
export async function intentOf(work: Work, invoice: Stripe.Invoice): Promise<Stripe.PaymentIntent | undefined> {
  const payment = invoice.payments?.data[0]?.payment;
  return payment?.payment_intent ? work.find<Stripe.PaymentIntent>(payment.payment_intent as string) : undefined;
}

/**
 * Finalizes a draft: its number, the customer's credit balance taken off
 * (a negative total becomes credit), status open, and a PaymentIntent for
 * what is due, whose client secret is the invoice's confirmation secret. A
 * finalized invoice with nothing due is paid at once. Raises
 * invoice.finalized and payment_intent.created.
 */
export function finalizeInvoice(work: Work, invoice: Stripe.Invoice, customer: Stripe.Customer, { setupFutureUsage }: { setupFutureUsage: 'off_session' | null }): Stripe.PaymentIntent | null {
  const sequence = customer.next_invoice_sequence ?? 1;
  invoice.number = `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`;
  customer.next_invoice_sequence = sequence + 1;
  const startingBalance = customer.balance;
  const owed = invoice.total + startingBalance;
  invoice.starting_balance = startingBalance;
  invoice.ending_balance = Math.min(0, owed);
  invoice.amount_due = Math.max(0, owed);
  invoice.amount_remaining = invoice.amount_due;
  work.put(customer);
  if (invoice.ending_balance !== startingBalance) {
    customer.balance = invoice.ending_balance;
    work.emit('customer.updated', customer, { balance: startingBalance });
  }
  invoice.status = 'open';
  invoice.status_transitions.finalized_at = work.now;
  invoice.effective_at = work.now;
  work.emit('invoice.finalized', invoice);
  if (invoice.amount_due === 0) {
    markInvoicePaid(work, invoice);
    return null;
  }
  const intent = buildPaymentIntent(work, {
    amount: invoice.amount_due,
    currency: invoice.currency,
    customer: customer.id,
    description: INTENT_DESCRIPTIONS[invoice.billing_reason ?? ''] ?? 'Invoice payment',
    setupFutureUsage,
  });
  invoice.payments = {
    object: 'list',
    has_more: false,
    url: '/v1/invoice_payments',
    data: [
      {
        id: newId('invoicePayment'),
        object: 'invoice_payment',
        amount_paid: null,
        amount_requested: invoice.amount_due,
        created: work.now,
        currency: invoice.currency,
        invoice: invoice.id,
        is_default: true,
        livemode: false,
        payment: { type: 'payment_intent', payment_intent: intent.id },
        status: 'open',
        status_transitions: { canceled_at: null, paid_at: null },
      },
    ],
  };
  invoice.confirmation_secret = { type: 'payment_intent', client_secret: intent.client_secret as string };
  work.put(intent);
  work.emit('payment_intent.created', intent);
  work.put(invoice);
  return intent;
}

/** An invoice paid in full (invoice.paid, invoice.payment_succeeded). */
export function markInvoicePaid(work: Work, invoice: Stripe.Invoice): void {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = work.now;
  const payment = invoice.payments?.data[0];
  if (payment) {
    invoice.attempted = true;
    invoice.attempt_count += 1;
    payment.status = 'paid';
    payment.amount_paid = invoice.amount_due;
    payment.status_transitions.paid_at = work.now;
  }
  work.put(invoice);
  work.emit('invoice.paid', invoice);
  work.emit('invoice.payment_succeeded', invoice);
}

/** Voids an open invoice and cancels its PaymentIntent (invoice.voided, payment_intent.canceled). */
export async function voidInvoice(work: Work, invoice: Stripe.Invoice): Promise<void> {
  invoice.status = 'void';
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.voided_at = work.now;
  const intent = await intentOf(work, invoice);
  const payment = invoice.payments?.data[0];
  if (payment) {
    payment.status = 'canceled';
    payment.status_transitions.canceled_at = work.now;
  }
  work.put(invoice);
  work.emit('invoice.voided', invoice);
  if (intent && intent.status !== 'succeeded' && intent.status !== 'canceled') {
    intent.status = 'canceled';
    intent.cancellation_reason = 'void_invoice';
    intent.canceled_at = work.now;
    intent.next_action = null;
    work.put(intent);
    work.emit('payment_intent.canceled', intent);
  }
}
