import Stripe from 'stripe';
import type { BillingInterval, SubscriptionState } from '@pulseboard/shared/contracts';
import { ProviderRefused, type BillingCard, type BillingEvent, type BillingProvider, type ItemPrice, type PaymentToConfirm, type ProviderSubscription } from './provider.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the browser loads Stripe.js from (the sandbox serves its stand-in). */
  script: string;
  /** The fake's address in the sandbox; unset: api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** The one Stripe product every subscription item's price belongs to. */
const PRODUCT_ID = 'pulseboard_dashboards';
const PRODUCT_NAME = 'Pulseboard dashboards';
const REQUEST_TIMEOUT_MS = 15_000;

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const intervalOf = (recurring: { interval: string; interval_count: number } | null | undefined): BillingInterval =>
  recurring && (recurring.interval === 'year' || recurring.interval_count >= 12) ? 12 : 1;

function stateOf(status: Stripe.Subscription.Status): SubscriptionState {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due' || status === 'unpaid') return 'past_due';
  if (status === 'incomplete' || status === 'paused') return 'incomplete';
  return 'ended';
}

function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    state: stateOf(subscription.status),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    quantity: item?.quantity ?? 0,
    interval: intervalOf(item?.price.recurring),
    periodStart: toDate(item?.current_period_start),
    periodEnd: toDate(item?.current_period_end),
    defaultPaymentMethod: idOf(subscription.default_payment_method),
  };
}

function paidInvoiceOf(invoice: Stripe.Invoice): BillingEvent & { type: 'invoice.paid' } {
  // A proration invoice holds a credit line and a charge line; the charge (positive) says what was bought.
  const line = [...invoice.lines.data].sort((a, b) => b.amount - a.amount)[0];
  const periodStart = toDate(line?.period.start) ?? new Date(invoice.created * 1000);
  const periodEnd = toDate(line?.period.end) ?? periodStart;
  const days = (periodEnd.getTime() - periodStart.getTime()) / 86_400_000;
  return {
    id: '',
    created: new Date(),
    type: 'invoice.paid',
    invoice: {
      id: invoice.id ?? '',
      number: invoice.number ?? invoice.id ?? '',
      customerId: idOf(invoice.customer) ?? '',
      subscriptionId: idOf(invoice.parent?.subscription_details?.subscription) ?? '',
      reason: invoice.billing_reason ?? 'manual',
      amountPaid: invoice.amount_paid,
      paidAt: toDate(invoice.status_transitions.paid_at) ?? new Date(invoice.created * 1000),
      periodStart,
      periodEnd,
      quantity: line?.quantity ?? 0,
      // A year's line says annual; a short line of a plan change may be a part of either, which the subscription knows.
      interval: days > 40 ? 12 : invoice.billing_reason === 'subscription_update' ? null : 1,
    },
  };
}

function cardOf(method: Stripe.PaymentMethod): BillingCard | null {
  if (!method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year };
}

/** Stripe's refusals a user can act on (a declined card) are told as they are; anything else is the product's failure. */
function refusal(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) throw new ProviderRefused(error.message);
  throw error;
}

export function stripeProvider(settings: StripeSettings): BillingProvider {
  const stripe = new Stripe(settings.secretKey, { ...settings.api, maxNetworkRetries: settings.api ? 0 : 2, timeout: REQUEST_TIMEOUT_MS });
  let productReady: Promise<void> | null = null;

  /** The product is created on first use, so a new Stripe account needs no setup beyond its keys. */
  const ensureProduct = () =>
    (productReady ??= stripe.products
      .retrieve(PRODUCT_ID)
      .then(() => undefined)
      .catch(async (error: unknown) => {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== 'resource_missing') throw error;
        await stripe.products.create({ id: PRODUCT_ID, name: PRODUCT_NAME });
      })
      .catch((error: unknown) => {
        productReady = null;
        throw error;
      }));

  const priceData = (price: ItemPrice) => ({
    currency: 'usd',
    product: PRODUCT_ID,
    unit_amount: price.unitAmount,
    recurring: { interval: price.interval === 12 ? ('year' as const) : ('month' as const), interval_count: 1 },
  });

  function paymentToConfirm(invoice: Stripe.Invoice | string | null): PaymentToConfirm | null {
    if (!invoice || typeof invoice === 'string' || invoice.status !== 'open' || !invoice.confirmation_secret) return null;
    return { clientSecret: invoice.confirmation_secret.client_secret, invoiceId: invoice.id ?? '', amountDue: invoice.amount_due };
  }

  return {
    browser: { key: settings.publishableKey, script: settings.script },

    async createCustomer({ email, firstName, lastName, companyId }) {
      const customer = await stripe.customers.create({ email, name: `${firstName} ${lastName}`.trim(), metadata: { companyId: String(companyId), firstName, lastName } });
      return customer.id;
    },

    async startSubscription({ customerId, companyId, price, quantity }) {
      await ensureProduct();
      const subscription = await stripe.subscriptions.create({
        customer: customerId,
        items: [{ price_data: priceData(price), quantity }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { companyId: String(companyId) },
        expand: ['latest_invoice.confirmation_secret'],
      });
      const invoice = subscription.latest_invoice;
      // A first invoice of $0 is paid as it is finalized: there is no card payment to confirm.
      if (invoice && typeof invoice !== 'string' && invoice.status === 'paid') return { subscriptionId: subscription.id, payment: null, paid: paidInvoiceOf(invoice).invoice };
      const payment = paymentToConfirm(invoice);
      if (!payment) throw new Error(`Stripe answered subscription ${subscription.id} without a payment to confirm`);
      return { subscriptionId: subscription.id, payment, paid: null };
    },

    async changeSubscription(subscriptionId, { price, quantity, now }) {
      await ensureProduct();
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      try {
        const updated = await stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item?.id, price_data: priceData(price), quantity }],
          proration_behavior: now ? 'always_invoice' : 'none',
          payment_behavior: 'pending_if_incomplete',
          expand: ['latest_invoice.confirmation_secret'],
        });
        return now ? paymentToConfirm(updated.latest_invoice) : null;
      } catch (error) {
        return refusal(error);
      }
    },

    async currentSubscription(subscriptionId) {
      try {
        return subscriptionOf(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    },

    async firstPayment(subscriptionId) {
      let subscription: Stripe.Subscription;
      try {
        subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
      const latest = subscription.latest_invoice;
      let first = latest && typeof latest !== 'string' && latest.billing_reason === 'subscription_create' ? latest : undefined;
      // A renewal or a plan change made since is the latest: the first is then among the subscription's invoices.
      first ??= (await stripe.invoices.list({ subscription: subscriptionId, limit: 100 })).data.find((invoice) => invoice.billing_reason === 'subscription_create');
      return { subscription: subscriptionOf(subscription), paid: first?.status === 'paid' ? paidInvoiceOf(first).invoice : null };
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },

    async endSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },

    async startCardSetup(customerId) {
      const intent = await stripe.setupIntents.create({ customer: customerId, usage: 'off_session' });
      if (!intent.client_secret) throw new Error(`Stripe answered setup intent ${intent.id} without a client secret`);
      return intent.client_secret;
    },

    async useCard(customerId, subscriptionId, paymentMethodId) {
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
      if (subscriptionId) await stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId });
      const card = cardOf(await stripe.paymentMethods.retrieve(paymentMethodId));
      if (!card) throw new Error(`Payment method ${paymentMethodId} is not a card`);
      return card;
    },

    async cardOf(paymentMethodId) {
      return cardOf(await stripe.paymentMethods.retrieve(paymentMethodId));
    },

    async payOpenInvoices(customerId) {
      const open = await stripe.invoices.list({ customer: customerId, status: 'open', limit: 10 });
      for (const invoice of open.data) {
        if (!invoice.id) continue;
        // A card that fails again leaves the invoice open: the next renewal attempt or card change retries it.
        await stripe.invoices.pay(invoice.id).catch((error: unknown) => {
          if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
        });
      }
    },

    parseWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      const base = { id: event.id, created: new Date(event.created * 1000) };
      switch (event.type) {
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          return { ...base, type: 'subscription', subscription: subscriptionOf(event.data.object) };
        case 'invoice.paid':
          return { ...paidInvoiceOf(event.data.object), ...base };
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription) ?? '';
          return { ...base, type: 'invoice.payment_failed', subscriptionId, invoiceId: invoice.id ?? '', reason: invoice.billing_reason ?? 'manual' };
        }
        case 'setup_intent.succeeded': {
          const intent = event.data.object;
          const customerId = idOf(intent.customer);
          const paymentMethodId = idOf(intent.payment_method);
          if (!customerId || !paymentMethodId) return { ...base, type: 'ignored', providerType: event.type };
          return { ...base, type: 'card.saved', customerId, paymentMethodId };
        }
        default:
          return { ...base, type: 'ignored', providerType: event.type };
      }
    },
  };
}
