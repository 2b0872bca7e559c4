import { jest } from '@jest/globals';
import { and, eq, ne, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { PlanChange, Quote } from '@pulseboard/shared/contracts';
import { freePort } from '../src/launcher.js';
import { companies, coupons, orders, subscriptions } from '../src/db/schema.js';
import { sandboxStripeObjects } from '../src/sandbox/stripe/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import type { TestClient } from './helpers/client.js';
import { confirmCard as confirmStripeCard, stripeSandbox } from './helpers/stripe-sandbox.js';

/**
 * The first payment of a subscription while its webhook is on its way, and
 * what may happen meanwhile: subscribing again, changing coupons, two
 * subscribe requests at once. Through the real code paths: the stripe SDK
 * against the sandbox's fake Stripe, cards confirmed as Stripe.js confirms
 * them, the fake's signed webhooks delivered to the listening app (held
 * back where a test says so).
 */

let t: TestApp;
let sequence = 0;

beforeAll(async () => {
  const port = await freePort();
  // The fake delivers webhooks to the app's own loopback address: PORT is where it listens.
  t = await createTestApp({ env: { PORT: String(port), HOST: '127.0.0.1', CONNECTORS_SANDBOX: '1', JOBS_WORKER: '0', REPORTS_TICK_SECONDS: '0', BILLING_CLOCK_MINUTES: '0' } });
  await t.app.listen({ port, host: '127.0.0.1' });
  await t.app.db.insert(coupons).values([
    { code: 'WELCOME5', type: 'price.discount', value: 5, name: '$5 off each dashboard' },
    { code: 'BONUS2', type: 'dashboards.bonus', value: 2, name: '2 dashboards free' },
  ]);
}, 60_000);
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const sandbox = () => stripeSandbox(t.app);
/** Waits until every event the fake made has reached the app and been answered. */
const settled = () => sandbox().state.webhooks.idle();
const stripe = () => new Stripe(sandbox().secretKey, { host: '127.0.0.1', port: sandbox().apiPort(), protocol: 'http', maxNetworkRetries: 0 });

async function registered(): Promise<{ client: TestClient; companyId: number }> {
  sequence += 1;
  const client = t.client();
  await client.pageConfig();
  const response = await client.post('/register', {
    name: `Penny Payer${sequence}`,
    email: `penny${sequence}-${Date.now()}@agency.example`,
    password: 'long-enough-password',
    password_confirmation: 'long-enough-password',
    terms_consent: true,
    age_consent: true,
  });
  expect(response.statusCode).toBe(201);
  return { client, companyId: response.json().data.user.companyId };
}

const confirmCard = (clientSecret: string, number = '4242424242424242') => confirmStripeCard(t.app, 'payment_intents', clientSecret, number);
const companyOf = async (companyId: number) => (await t.app.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;
const ordersOf = (companyId: number) => t.app.db.select().from(orders).where(eq(orders.companyId, companyId)).orderBy(orders.id);
const rowsOf = (companyId: number) => t.app.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).orderBy(subscriptions.id);

async function subscribed(client: TestClient, plan: { dashboards: number; interval: 1 | 12 }): Promise<PlanChange> {
  const response = await client.post('/api/company/subscription', plan);
  expect(response.statusCode).toBe(200);
  await settled();
  return response.json().data as PlanChange;
}

const quoted = async (client: TestClient, plan: { dashboards: number; interval: 1 | 12 }) =>
  (await client.get(`/api/company/subscription/quote?dashboards=${plan.dashboards}&interval=${plan.interval}`)).json().data as Quote;

/** The fake's objects of a company (customers and subscriptions carry its id in their metadata). */
async function stripeObjectsOf(kind: 'customer' | 'subscription', companyId: number): Promise<Record<string, unknown>[]> {
  const rows = await t.app.db
    .select({ data: sandboxStripeObjects.data })
    .from(sandboxStripeObjects)
    .where(and(eq(sandboxStripeObjects.kind, kind), sql`${sandboxStripeObjects.data}->'metadata'->>'companyId' = ${String(companyId)}`));
  return rows.map((row) => row.data);
}

/** Holds back the webhooks the fake delivers, as a slow delivery would, until `release`: they then arrive in order. */
function holdWebhooks() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const webhooks = t.app.billingWebhooks;
  const deliver = webhooks.process;
  const spy = jest.spyOn(webhooks, 'process').mockImplementation(async (event) => {
    await gate;
    return deliver(event);
  });
  return {
    async release() {
      open();
      await settled();
      spy.mockRestore();
    },
  };
}

describe('subscribing again while the first payment’s webhook is on its way', () => {
  it('answers 409 and applies the payment: the paid subscription stays active at Stripe, the company active with one order', async () => {
    const { client, companyId } = await registered();
    const first = await subscribed(client, { dashboards: 3, interval: 1 });
    const held = holdWebhooks();
    try {
      const paid = await confirmCard(first.checkout!.payload);
      expect(paid.json()).toMatchObject({ status: 'succeeded' });
      expect(await companyOf(companyId)).toMatchObject({ state: 'trial' });

      const again = await client.post('/api/company/subscription', { dashboards: 5, interval: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Your payment has just gone through: your subscription is active.');
      expect(await companyOf(companyId)).toMatchObject({ state: 'active', services: { dashboards: 3 } });
      expect(await ordersOf(companyId)).toEqual([expect.objectContaining({ dashboards: 3, total: 4500, description: 'Subscription: 3 dashboards, monthly' })]);
      const rows = await rowsOf(companyId);
      expect(rows).toEqual([expect.objectContaining({ state: 'active', dashboards: 3 })]);
      expect((await stripe().subscriptions.retrieve(rows[0]!.providerSubscriptionId)).status).toBe('active');
      // No second checkout was opened.
      expect(await stripeObjectsOf('subscription', companyId)).toHaveLength(1);
    } finally {
      await held.release();
    }
    // The webhooks arriving late change nothing more.
    expect(await companyOf(companyId)).toMatchObject({ state: 'active', services: { dashboards: 3 } });
    expect(await ordersOf(companyId)).toHaveLength(1);
    expect(await rowsOf(companyId)).toEqual([expect.objectContaining({ state: 'active', dashboards: 3 })]);
  });

  it('keeps an unpaid checkout Stripe could not end: the request fails and the subscription stays as it was; asked again, it is ended', async () => {
    const { client, companyId } = await registered();
    await subscribed(client, { dashboards: 2, interval: 1 });
    const [waiting] = await rowsOf(companyId);
    jest.spyOn(t.app.billingProvider, 'endSubscription').mockRejectedValueOnce(new Error('Stripe is unreachable'));
    const refused = await client.post('/api/company/subscription', { dashboards: 3, interval: 1 });
    expect(refused.statusCode).toBe(503);
    expect(await rowsOf(companyId)).toEqual([expect.objectContaining({ id: waiting!.id, state: 'incomplete' })]);
    expect((await stripe().subscriptions.retrieve(waiting!.providerSubscriptionId)).status).toBe('incomplete');

    const again = await subscribed(client, { dashboards: 3, interval: 1 });
    expect((await stripe().subscriptions.retrieve(waiting!.providerSubscriptionId)).status).toBe('canceled');
    expect(await rowsOf(companyId)).toEqual([expect.objectContaining({ id: waiting!.id, state: 'ended' }), expect.objectContaining({ state: 'incomplete', dashboards: 3 })]);
    expect((await confirmCard(again.checkout!.payload)).statusCode).toBe(200);
    await settled();
    expect(await companyOf(companyId)).toMatchObject({ state: 'active', services: { dashboards: 3 } });
  });
});

describe('coupons changed while the first payment is pending', () => {
  it('a coupon removed: the old checkout can no longer pay the old price, and the plan paid renews at the quote’s renewal', async () => {
    const { client, companyId } = await registered();
    expect((await client.post('/api/company/coupon', { coupon: 'WELCOME5' })).statusCode).toBe(200);
    const first = await subscribed(client, { dashboards: 3, interval: 1 });
    expect(first.checkout).toMatchObject({ amount: 3000 });
    const [waiting] = await rowsOf(companyId);

    // A bonus leaves the price as it is: the checkout stays.
    expect((await client.post('/api/company/coupon', { coupon: 'BONUS2' })).statusCode).toBe(200);
    expect((await stripe().subscriptions.retrieve(waiting!.providerSubscriptionId)).status).toBe('incomplete');

    const removed = await client.request('DELETE', '/api/company/coupon/WELCOME5');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ discount: 0 });
    await settled();
    expect((await confirmCard(first.checkout!.payload)).statusCode).not.toBe(200);
    await settled();
    expect(await companyOf(companyId)).toMatchObject({ state: 'trial' });
    expect(await ordersOf(companyId)).toEqual([]);

    const quote = await quoted(client, { dashboards: 3, interval: 1 });
    expect(quote).toMatchObject({ dueToday: 4500, renewalTotal: 4500 });
    const second = await subscribed(client, { dashboards: 3, interval: 1 });
    expect(second.checkout).toMatchObject({ amount: quote.dueToday });
    expect((await confirmCard(second.checkout!.payload)).statusCode).toBe(200);
    await settled();
    expect(await companyOf(companyId)).toMatchObject({ state: 'active', services: { dashboards: 3, bonusDashboards: 2 } });
    const live = (await rowsOf(companyId)).find((row) => row.state !== 'ended')!;
    const item = (await stripe().subscriptions.retrieve(live.providerSubscriptionId)).items.data[0]!;
    expect(item.price.unit_amount! * item.quantity!).toBe((await quoted(client, { dashboards: 3, interval: 1 })).renewalTotal);
    expect(await ordersOf(companyId)).toEqual([expect.objectContaining({ total: 4500 })]);
  });

  it('a coupon applied once the checkout was paid, its webhook on its way: the payment is applied and the renewal repriced to the quote', async () => {
    const { client, companyId } = await registered();
    const first = await subscribed(client, { dashboards: 3, interval: 1 });
    expect(first.checkout).toMatchObject({ amount: 4500 });
    const held = holdWebhooks();
    try {
      expect((await confirmCard(first.checkout!.payload)).statusCode).toBe(200);
      expect((await client.post('/api/company/coupon', { coupon: 'WELCOME5' })).statusCode).toBe(200);
      expect(await companyOf(companyId)).toMatchObject({ state: 'active', services: { dashboards: 3 } });
    } finally {
      await held.release();
    }
    const [row] = await rowsOf(companyId);
    expect(row).toMatchObject({ state: 'active', dashboards: 3 });
    const item = (await stripe().subscriptions.retrieve(row!.providerSubscriptionId)).items.data[0]!;
    const renewal = (await quoted(client, { dashboards: 3, interval: 1 })).renewalTotal;
    expect(renewal).toBe(3000);
    expect(item.price.unit_amount! * item.quantity!).toBe(renewal);
    expect(await ordersOf(companyId)).toEqual([expect.objectContaining({ total: 4500 })]);
  });
});

describe('two subscribe requests at once', () => {
  it('make one Stripe customer and one live subscription, and neither fails with a 500', async () => {
    const { client, companyId } = await registered();
    const answers = await Promise.all([client.post('/api/company/subscription', { dashboards: 2, interval: 1 }), client.post('/api/company/subscription', { dashboards: 3, interval: 1 })]);
    await settled();
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);

    const customers = await stripeObjectsOf('customer', companyId);
    expect(customers).toHaveLength(1);
    expect((await companyOf(companyId)).billingCustomerId).toBe(customers[0]!.id);
    const liveAtStripe = (await stripeObjectsOf('subscription', companyId)).filter((subscription) => subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired');
    expect(liveAtStripe).toHaveLength(1);
    const live = await t.app.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, companyId), ne(subscriptions.state, 'ended')));
    expect(live).toEqual([expect.objectContaining({ providerSubscriptionId: liveAtStripe[0]!.id })]);

    // The live subscription's checkout was answered, and pays it.
    const checkouts = answers.filter((answer) => answer.statusCode === 200).map((answer) => (answer.json().data as PlanChange).checkout!);
    const change = { checkout: checkouts.find((checkout) => checkout.order === liveAtStripe[0]!.latest_invoice) };
    expect((await confirmCard(change.checkout!.payload)).statusCode).toBe(200);
    await settled();
    expect(await companyOf(companyId)).toMatchObject({ state: 'active' });
  });
});
