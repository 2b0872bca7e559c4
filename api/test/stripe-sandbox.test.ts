import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { chromium } from 'playwright-core';
import { listenStripeApi, pgStripeObjectStore, StripeSandbox } from '../src/sandbox/stripe/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { confirmCard, stripeSandbox } from './helpers/stripe-sandbox.js';

/**
 * The sandbox's fake Stripe driven by the real `stripe` SDK, as the
 * product's billing drives it: customers, subscriptions paid through the
 * browser's confirm route with Stripe's test cards, 3-D Secure, prorations,
 * renewals on the fake's clock, and the signed webhooks, received by a
 * small HTTP server standing where the product's endpoint is and verified
 * with the SDK.
 */

const PRODUCT = 'pulseboard_dashboards';
const MONTH = { interval: 'month' as const, interval_count: 1 };

interface Received {
  body: string;
  signature: string;
}

let t: TestApp;
let stripe: Stripe;
let webhookServer: http.Server;
const received: Received[] = [];
let sequence = 0;

beforeAll(async () => {
  // The product's webhook endpoint is at the app's loopback address: PORT is this server's, the app itself is only injected into.
  webhookServer = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/webhooks/stripe') received.push({ body: Buffer.concat(chunks).toString(), signature: String(request.headers['stripe-signature'] ?? '') });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => webhookServer.listen(0, '127.0.0.1', resolve));
  const webhookPort = (webhookServer.address() as AddressInfo).port;
  t = await createTestApp({ env: { PORT: String(webhookPort), CONNECTORS_SANDBOX: '1', JOBS_WORKER: '0', REPORTS_TICK_SECONDS: '0', BILLING_CLOCK_MINUTES: '0' } });
  stripe = new Stripe(sandbox().secretKey, { host: '127.0.0.1', port: sandbox().apiPort(), protocol: 'http', maxNetworkRetries: 0 });
  await stripe.products.create({ id: PRODUCT, name: 'Pulseboard dashboards' });
}, 60_000);

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => webhookServer.close(resolve));
});

const sandbox = () => stripeSandbox(t.app);

/** Every event delivered so far, each verified with the SDK on its raw body and signature. */
async function events(): Promise<Stripe.Event[]> {
  await sandbox().state.webhooks.idle();
  return received.map(({ body, signature }) => stripe.webhooks.constructEvent(body, signature, sandbox().webhookSecret));
}

/** The events about one subscription (its own, its invoices') in the order they came. */
async function eventsOf(subscriptionId: string): Promise<Stripe.Event[]> {
  return (await events()).filter((event) => {
    const object = event.data.object as unknown as Record<string, unknown>;
    const parent = object.parent as { subscription_details?: { subscription?: string } } | null | undefined;
    return object.id === subscriptionId || parent?.subscription_details?.subscription === subscriptionId;
  });
}

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

const intentOfSecret = (secret: string) => secret.slice(0, secret.indexOf('_secret_'));

const confirm = (kind: 'payment_intents' | 'setup_intents', clientSecret: string, number: string, key?: string) => confirmCard(t.app, kind, clientSecret, number, key);

function challenge(clientSecret: string, outcome: 'complete' | 'fail') {
  return t.app.inject({
    method: 'POST',
    url: '/sandbox/stripe/v1/3ds2/challenge_complete',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ key: sandbox().publishableKey, client_secret: clientSecret, intent: intentOfSecret(clientSecret), outcome }),
  });
}

const control = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/sandbox/stripe/control', payload: body });

async function newCustomer() {
  sequence += 1;
  return stripe.customers.create({ email: `billing${sequence}@agency.example`, name: 'Ada Lovelace', metadata: { companyId: String(sequence) } });
}

/** As the product subscribes: price_data per dashboard, payment left to the browser. */
async function subscribe(
  customer: string,
  { quantity = 3, unitAmount = 1500, interval = MONTH }: { quantity?: number; unitAmount?: number; interval?: typeof MONTH | { interval: 'year'; interval_count: 1 } } = {},
) {
  const subscription = await stripe.subscriptions.create({
    customer,
    items: [{ price_data: { currency: 'usd', product: PRODUCT, unit_amount: unitAmount, recurring: interval }, quantity }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    metadata: { companyId: '7' },
    expand: ['latest_invoice.confirmation_secret'],
  });
  const invoice = subscription.latest_invoice as Stripe.Invoice;
  return { subscription, invoice, clientSecret: invoice.confirmation_secret?.client_secret ?? '' };
}

/** A subscription whose first invoice was paid with a card. */
async function activeSubscription(options: Parameters<typeof subscribe>[1] = {}, card = '4242424242424242') {
  const customer = await newCustomer();
  const { subscription, clientSecret } = await subscribe(customer.id, options);
  expect((await confirm('payment_intents', clientSecret, card)).statusCode).toBe(200);
  return { customer, subscription: await stripe.subscriptions.retrieve(subscription.id) };
}

const periodOf = (subscription: Stripe.Subscription) => {
  const item = subscription.items.data[0] as Stripe.SubscriptionItem;
  return { start: item.current_period_start, end: item.current_period_end };
};

/** Same day next month, clamped to the month's last day, at the same time (UTC). */
function monthAfter(seconds: number): number {
  const date = new Date(seconds * 1000);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime() / 1000;
}

/** Moves the fake's clock just past a subscription's period end. */
async function passPeriodEnd(subscription: Stripe.Subscription) {
  const seconds = periodOf(subscription).end - sandbox().state.now() + 60;
  const response = await control({ advanceSeconds: Math.max(1, seconds) });
  expect(response.statusCode).toBe(200);
}

describe('subscribing', () => {
  it('creates an incomplete subscription whose open invoice is paid through the browser confirm route, then signs invoice.paid and customer.subscription.updated (active)', async () => {
    const customer = await newCustomer();
    expect(customer).toMatchObject({ object: 'customer', email: `billing${sequence}@agency.example`, metadata: { companyId: String(sequence) }, invoice_settings: { default_payment_method: null } });
    const { subscription, invoice, clientSecret } = await subscribe(customer.id);
    expect(subscription).toMatchObject({ object: 'subscription', status: 'incomplete', customer: customer.id, metadata: { companyId: '7' }, default_payment_method: null });
    expect(invoice).toMatchObject({ object: 'invoice', status: 'open', billing_reason: 'subscription_create', amount_due: 4500, currency: 'usd' });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(invoice.lines.data).toEqual([
      expect.objectContaining({ amount: 4500, quantity: 3, description: '3 × Pulseboard dashboards (at $15.00 / month)', pricing: expect.objectContaining({ unit_amount_decimal: '1500' }) }),
    ]);
    expect(invoice.confirmation_secret).toEqual({ type: 'payment_intent', client_secret: expect.stringMatching(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/) });
    expect(invoice).not.toHaveProperty('payment_intent');

    const confirmed = await confirm('payment_intents', clientSecret, '4242424242424242');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 4500, client_secret: clientSecret });

    const types = (await eventsOf(subscription.id)).map((event) => event.type);
    expect(types).toEqual(['customer.subscription.created', 'invoice.created', 'invoice.finalized', 'invoice.paid', 'invoice.payment_succeeded', 'customer.subscription.updated']);
    const updated = (await eventsOf(subscription.id)).at(-1) as Stripe.CustomerSubscriptionUpdatedEvent;
    expect(updated.data.object).toMatchObject({ status: 'active', default_payment_method: expect.stringMatching(/^pm_/) });
    expect(updated.data.previous_attributes).toMatchObject({ status: 'incomplete', default_payment_method: null });
    const paidEvent = (await eventsOf(subscription.id)).find((event) => event.type === 'invoice.paid') as Stripe.InvoicePaidEvent;
    expect(paidEvent.data.object).toMatchObject({ status: 'paid', amount_paid: 4500 });
    expect(paidEvent.data.object).not.toHaveProperty('confirmation_secret');

    const active = await stripe.subscriptions.retrieve(subscription.id, { expand: ['default_payment_method'] });
    expect(active.status).toBe('active');
    expect((active.default_payment_method as Stripe.PaymentMethod).card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    expect(periodOf(active).end).toBe(monthAfter(periodOf(active).start));
    const method = await stripe.paymentMethods.retrieve((active.default_payment_method as Stripe.PaymentMethod).id);
    expect(method.customer).toBe(customer.id);
  });

  it("declines card 4000 0000 0000 0002 with Stripe's card error and keeps the subscription incomplete; 9995 has insufficient funds", async () => {
    const customer = await newCustomer();
    const { subscription, invoice, clientSecret } = await subscribe(customer.id);
    const declined = await confirm('payment_intents', clientSecret, '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      payment_intent: { status: 'requires_payment_method' },
    });
    const poor = await confirm('payment_intents', clientSecret, '4000000000009995');
    expect(poor.json().error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' });

    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');
    expect(await stripe.invoices.retrieve(invoice.id)).toMatchObject({ status: 'open', attempt_count: 2 });
    expect((await eventsOf(subscription.id)).filter((event) => event.type === 'invoice.payment_failed')).toHaveLength(2);
  });

  it('asks for 3-D Secure with card 4000 0025 0000 3155: a failed challenge refuses the payment, a completed one pays it', async () => {
    const customer = await newCustomer();
    const { subscription, clientSecret } = await subscribe(customer.id);
    const first = await confirm('payment_intents', clientSecret, '4000002500003155');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } } });
    const failed = await challenge(clientSecret, 'fail');
    expect(failed.json()).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure', type: 'invalid_request_error' } });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');

    expect((await confirm('payment_intents', clientSecret, '4000002500003155')).json().status).toBe('requires_action');
    const completed = await challenge(clientSecret, 'complete');
    expect(completed.json()).toMatchObject({ status: 'succeeded' });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });
});

describe('changing a subscription', () => {
  it('prorates a quantity increase by the second and charges it at once (always_invoice)', async () => {
    const { subscription } = await activeSubscription({ quantity: 3 });
    await control({ advanceSeconds: 10 * 86_400 });
    const { start, end } = periodOf(subscription);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price_data: { currency: 'usd', product: PRODUCT, unit_amount: 1500, recurring: MONTH }, quantity: 5 }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(updated.items.data[0]?.quantity).toBe(5);
    expect(periodOf(updated)).toEqual({ start, end });
    const invoice = updated.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    const [credit, charge] = invoice.lines.data;
    const at = credit?.period.start as number;
    // By hand: the unused share of the period, credited at the old quantity and charged at the new one, each rounded to the cent.
    const share = (end - at) / (end - start);
    expect(at).toBeGreaterThanOrEqual(start + 10 * 86_400);
    expect(credit).toMatchObject({ amount: -Math.round(3 * 1500 * share), quantity: 3, description: expect.stringMatching(/^Unused time on 3 × Pulseboard dashboards after /) });
    expect(charge).toMatchObject({
      amount: Math.round(5 * 1500 * share),
      quantity: 5,
      period: { start: at, end },
      description: expect.stringMatching(/^Remaining time on 5 × Pulseboard dashboards after /),
    });
    expect(invoice.amount_paid).toBe(Math.round(5 * 1500 * share) - Math.round(3 * 1500 * share));
    expect(invoice.amount_paid).toBeGreaterThan(0);

    // pending_if_incomplete: the change applies once its invoice is paid, here at once by the saved card.
    const types = (await eventsOf(subscription.id)).map((event) => event.type);
    expect(types.slice(-5)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.paid', 'invoice.payment_succeeded', 'customer.subscription.updated']);
  });

  it('holds an increase the card cannot pay without the customer as a pending update, applied once the browser confirms its invoice (card 4000 0027 6000 3184)', async () => {
    const customer = await newCustomer();
    const { subscription, clientSecret } = await subscribe(customer.id, { quantity: 3 });
    expect((await confirm('payment_intents', clientSecret, '4000002760003184')).json().status).toBe('requires_action');
    expect((await challenge(clientSecret, 'complete')).json().status).toBe('succeeded');
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;

    const held = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price_data: { currency: 'usd', product: PRODUCT, unit_amount: 1500, recurring: MONTH }, quantity: 5 }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(held.items.data[0]?.quantity).toBe(3);
    expect(held.pending_update?.subscription_items?.[0]?.quantity).toBe(5);
    const invoice = held.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', billing_reason: 'subscription_update' });
    await expect(stripe.invoices.pay(invoice.id)).rejects.toMatchObject({ statusCode: 402, code: 'invoice_payment_intent_requires_action' });

    const secret = invoice.confirmation_secret?.client_secret as string;
    expect((await confirm('payment_intents', secret, '4000002760003184')).json().status).toBe('requires_action');
    expect((await challenge(secret, 'complete')).json().status).toBe('succeeded');
    const applied = await stripe.subscriptions.retrieve(subscription.id);
    expect(applied).toMatchObject({ status: 'active', pending_update: null });
    expect(applied.items.data[0]?.quantity).toBe(5);
    expect((await eventsOf(subscription.id)).map((event) => event.type)).toContain('customer.subscription.pending_update_applied');
  });

  it('with proration none, bills the new quantity from the next renewal on', async () => {
    const { subscription } = await activeSubscription({ quantity: 4 });
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const before = (await eventsOf(subscription.id)).length;
    const updated = await stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, quantity: 2 }], proration_behavior: 'none' });
    expect(updated.latest_invoice).toBe(subscription.latest_invoice);
    expect((await eventsOf(subscription.id)).slice(before).map((event) => event.type)).toEqual(['customer.subscription.updated']);
    await passPeriodEnd(updated);
    const renewal = (await eventsOf(subscription.id)).filter((event) => event.type === 'invoice.paid').at(-1) as Stripe.InvoicePaidEvent;
    expect(renewal.data.object).toMatchObject({ billing_reason: 'subscription_cycle', amount_paid: 2 * 1500 });
  });

  it('monthly to annual restarts the cycle now: the unused month is credited and a whole year charged', async () => {
    const { subscription } = await activeSubscription({ quantity: 2 });
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price_data: { currency: 'usd', product: PRODUCT, unit_amount: 15000, recurring: { interval: 'year', interval_count: 1 } }, quantity: 2 }],
      proration_behavior: 'always_invoice',
      expand: ['latest_invoice'],
    });
    const now = sandbox().state.now();
    expect(updated.billing_cycle_anchor).toBeGreaterThanOrEqual(now - 5);
    const period = periodOf(updated);
    expect(new Date(period.end * 1000).getUTCFullYear() - new Date(period.start * 1000).getUTCFullYear()).toBe(1);
    const invoice = updated.latest_invoice as Stripe.Invoice;
    expect(invoice.lines.data.map((line) => line.amount)).toEqual([expect.any(Number), 30000]);
    expect(invoice.lines.data[0]?.amount).toBeLessThan(0);
    expect(invoice.status).toBe('paid');
  });
});

describe('the clock', () => {
  it('renews an active subscription when its period ends: a subscription_cycle invoice paid with the saved card, and the next period', async () => {
    const { subscription } = await activeSubscription({ quantity: 3 });
    const { end } = periodOf(subscription);
    await passPeriodEnd(subscription);
    const renewed = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(renewed.status).toBe('active');
    expect(periodOf(renewed)).toEqual({ start: end, end: monthAfter(end) });
    expect(renewed.latest_invoice).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid', amount_paid: 4500 });
    const types = (await eventsOf(subscription.id)).map((event) => event.type);
    expect(types.slice(-5)).toEqual(['invoice.created', 'customer.subscription.updated', 'invoice.finalized', 'invoice.paid', 'invoice.payment_succeeded']);
  });

  it('makes a subscription past_due when the renewal charge fails, and active again when a retry pays', async () => {
    const { customer, subscription } = await activeSubscription();
    expect((await control({ failCharges: true, customer: customer.id })).statusCode).toBe(200);
    await passPeriodEnd(subscription);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    const invoice = pastDue.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', billing_reason: 'subscription_cycle', attempt_count: 1, next_payment_attempt: expect.any(Number) });
    const failed = (await eventsOf(subscription.id)).filter(
      (event) => event.type === 'invoice.payment_failed' || (event.type === 'customer.subscription.updated' && event.data.object.status === 'past_due'),
    );
    expect(failed.map((event) => event.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    await expect(stripe.invoices.pay(invoice.id)).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined', statusCode: 402 });

    expect((await control({ failCharges: false, customer: customer.id })).statusCode).toBe(200);
    await control({ advanceSeconds: (invoice.next_payment_attempt as number) - sandbox().state.now() + 60 });
    expect(await stripe.invoices.retrieve(invoice.id)).toMatchObject({ status: 'paid' });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('ends a subscription set to cancel at period end when the period ends, without a renewal', async () => {
    const { subscription } = await activeSubscription();
    const canceling = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(canceling).toMatchObject({ cancel_at_period_end: true, cancel_at: periodOf(subscription).end, status: 'active' });
    await passPeriodEnd(subscription);
    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: periodOf(subscription).end });
    expect(ended.latest_invoice).toBe(subscription.latest_invoice);
    expect((await eventsOf(subscription.id)).at(-1)?.type).toBe('customer.subscription.deleted');
  });

  it('cancels at once on DELETE (customer.subscription.deleted)', async () => {
    const { subscription } = await activeSubscription();
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: expect.any(Number) });
    expect((await eventsOf(subscription.id)).at(-1)?.type).toBe('customer.subscription.deleted');
  });
});

describe('saving a card', () => {
  it('confirms a setup intent in the browser, attaches the card, and makes it the default of the customer and the subscription', async () => {
    const { customer, subscription } = await activeSubscription();
    const intent = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    expect(intent.client_secret).toMatch(/^seti_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    const confirmed = await confirm('setup_intents', intent.client_secret as string, '5555555555554444');
    expect(confirmed.json()).toMatchObject({ object: 'setup_intent', status: 'succeeded', payment_method: expect.stringMatching(/^pm_/) });
    const methodId = confirmed.json().payment_method as string;
    const setUp = (await events()).filter((event) => event.type === 'setup_intent.succeeded' || event.type === 'payment_method.attached').map((event) => event.data.object.id);
    expect(setUp).toEqual(expect.arrayContaining([intent.id, methodId]));

    const updatedCustomer = await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: methodId } });
    expect(updatedCustomer.invoice_settings.default_payment_method).toBe(methodId);
    expect((await stripe.subscriptions.update(subscription.id, { default_payment_method: methodId })).default_payment_method).toBe(methodId);
    expect((await stripe.paymentMethods.retrieve(methodId)).card).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });
});

describe('refusals', () => {
  it('answers 401 to a wrong key, 404 resource_missing to an unknown id, 400 to unknown or malformed parameters, never 500', async () => {
    const stranger = new Stripe('sk_test_sandbox_wrong', { host: '127.0.0.1', port: sandbox().apiPort(), protocol: 'http', maxNetworkRetries: 0 });
    await expect(stranger.customers.create({ email: 'x@example.com' })).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such subscription: 'sub_missing'",
    });
    await expect(stripe.customers.create({ email: 'x@example.com', nonsense: 1 } as Stripe.CustomerCreateParams)).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'nonsense',
    });

    const raw = (body: string) =>
      fetch(`http://127.0.0.1:${sandbox().apiPort()}/v1/subscriptions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sandbox().secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    for (const body of [
      'items[0]=1&items[0][quantity]=2',
      'items[0][quantity]=x&customer=cus_1',
      '[=1',
      'items[1000][quantity]=1',
      `customer=${'a'.repeat(6000)}`,
      'items=%ZZ',
      'a[b][c][d][e][f][g]=1',
    ]) {
      const response = await raw(body);
      expect({ body, status: response.status }).toEqual({ body, status: expect.any(Number) });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await response.json()).toEqual({ error: expect.objectContaining({ type: 'invalid_request_error', message: expect.any(String) }) });
    }
    const tooBig = await raw(`customer=${'a'.repeat(70_000)}`);
    expect(tooBig.status).toBe(413);
    const unknownRoute = await fetch(`http://127.0.0.1:${sandbox().apiPort()}/v1/charges`, { headers: { authorization: `Bearer ${sandbox().secretKey}` } });
    expect(unknownRoute.status).toBe(404);

    const { clientSecret } = await subscribe((await newCustomer()).id);
    expect((await confirm('payment_intents', clientSecret, '4242424242424242', 'pk_test_someone_else')).statusCode).toBe(401);
    expect((await confirm('payment_intents', `${intentOfSecret(clientSecret)}_secret_wrong`, '4242424242424242')).statusCode).toBe(400);
    expect((await confirm('payment_intents', clientSecret, '4242424242424241')).json().error).toMatchObject({ type: 'card_error', code: 'incorrect_number' });
    expect((await control({ advanceSeconds: -5 })).statusCode).toBe(422);
    expect((await control({ failCharges: true, customer: 'cus_missing' })).statusCode).toBe(404);
  });
});

describe('restarts', () => {
  it('keeps the objects in sandbox_stripe_objects: a new fake on the same database answers the same subscription', async () => {
    const { subscription } = await activeSubscription();
    const state = new StripeSandbox({
      store: pgStripeObjectStore(t.app.db),
      keys: sandbox().state.keys,
      webhook: { url: 'http://127.0.0.1:9/webhooks/stripe', secret: sandbox().webhookSecret },
      log: t.app.log,
    });
    const listener = await listenStripeApi(state, { log: t.app.log });
    try {
      const again = new Stripe(sandbox().secretKey, { host: '127.0.0.1', port: listener.port, protocol: 'http', maxNetworkRetries: 0 });
      expect(await again.subscriptions.retrieve(subscription.id)).toEqual(await stripe.subscriptions.retrieve(subscription.id));
      expect(state.now()).toBe(sandbox().state.now());
    } finally {
      await listener.close();
      await state.close();
    }
  });
});

describe('the Stripe.js stand-in', () => {
  it("mounts a card form and confirms a payment through 3-D Secure in Chromium, under the app's Content Security Policy", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const policy = (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self'");
    const { clientSecret, subscription } = await subscribe((await newCustomer()).id);

    const browser = await chromium.launch({ executablePath: t.config.pdf.chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      // A page of the app's origin with the app's policy, loading the stand-in as the product's checkout does.
      await page.route(`${origin}/checkout`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          headers: { 'content-security-policy': policy },
          body: `<!doctype html><html><body><div id="card"></div><script src="${sandbox().scriptUrl}"></script></body></html>`,
        }),
      );
      await page.goto(`${origin}/checkout`);
      await page.waitForFunction(() => 'Stripe' in globalThis);
      await page.evaluate((key) => {
        const global = globalThis as unknown as { Stripe: (key: string) => { elements(): { create(type: string): { mount(selector: string): void } } }; card: unknown; stripe: unknown };
        global.stripe = global.Stripe(key);
        const card = (global.stripe as ReturnType<typeof global.Stripe>).elements().create('card');
        card.mount('#card');
        global.card = card;
      }, sandbox().publishableKey);
      await page.getByLabel('Card number').fill('4000002500003155');
      await page.getByLabel('Expiration date').fill('1234');
      await page.getByLabel('CVC').fill('123');
      expect(await page.getByLabel('Card number').inputValue()).toBe('4000 0025 0000 3155');
      const result = page.evaluate(async (secret) => {
        const global = globalThis as unknown as {
          stripe: { confirmCardPayment(secret: string, data: unknown): Promise<{ paymentIntent?: { status: string }; error?: { message: string } }> };
          card: unknown;
        };
        return global.stripe.confirmCardPayment(secret, { payment_method: { card: global.card, billing_details: { name: 'Ada Lovelace' } } });
      }, clientSecret);
      const dialog = page.getByRole('dialog', { name: 'Authentication required' });
      await dialog.getByRole('button', { name: 'Complete' }).click();
      expect(await result).toEqual({ paymentIntent: expect.objectContaining({ status: 'succeeded', id: intentOfSecret(clientSecret) }) });
      expect(await dialog.count()).toBe(0);
      expect(problems).toEqual([]);
      expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    } finally {
      await browser.close();
    }
  }, 60_000);
});
