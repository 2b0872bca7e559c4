import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type Echo from 'laravel-echo';
import { companyChannel, type CompanySubscriptionUpdated, type PlanChange } from '@pulseboard/shared/contracts';
import { freePort } from '../src/launcher.js';
import { companies, coupons, orders, subscriptions } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import type { TestClient } from './helpers/client.js';
import { connectEcho, first } from './helpers/realtime.js';
import { confirmCard as confirmStripeCard, stripeSandbox } from './helpers/stripe-sandbox.js';

/**
 * A company's billing life through the real code paths: the stripe SDK
 * against the sandbox's fake Stripe, cards confirmed as Stripe.js confirms
 * them, access granted by the signed webhooks the fake delivers to the
 * listening app, and the fake's clock (a Stripe test clock) moving time.
 */

let t: TestApp;
let baseUrl: string;
let sequence = 0;
const DAY = 86_400;

beforeAll(async () => {
  const port = await freePort();
  // The fake delivers webhooks to the app's own loopback address: PORT is where it listens.
  t = await createTestApp({ env: { PORT: String(port), HOST: '127.0.0.1', CONNECTORS_SANDBOX: '1', JOBS_WORKER: '0', REPORTS_TICK_SECONDS: '0', BILLING_CLOCK_MINUTES: '0' } });
  await t.app.listen({ port, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${port}`;
  await t.app.db.insert(coupons).values({ code: 'WELCOME5', type: 'price.discount', value: 5, name: '$5 off each dashboard' });
}, 60_000);
afterAll(() => t.close());

const sandbox = () => stripeSandbox(t.app);
/** Waits until every event the fake made has reached the app and been answered. */
const settled = () => sandbox().state.webhooks.idle();

/** A new agency registered through the API: an admin client, signed in, on a trial. */
async function registered(): Promise<{ client: TestClient; companyId: number }> {
  sequence += 1;
  const client = t.client();
  await client.pageConfig();
  const response = await client.post('/register', {
    name: `Billie Payer${sequence}`,
    email: `billie${sequence}-${Date.now()}@agency.example`,
    password: 'long-enough-password',
    password_confirmation: 'long-enough-password',
    terms_consent: true,
    age_consent: true,
  });
  expect(response.statusCode).toBe(201);
  return { client, companyId: response.json().data.user.companyId };
}

const confirmCard = (kind: 'payment_intents' | 'setup_intents', clientSecret: string, number: string) => confirmStripeCard(t.app, kind, clientSecret, number);

const advance = async (seconds: number) => {
  expect((await t.app.inject({ method: 'POST', url: '/sandbox/stripe/control', payload: { advanceSeconds: seconds } })).statusCode).toBe(200);
  await settled();
};

const companyOf = async (companyId: number) => (await t.app.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;
const ordersOf = (companyId: number) => t.app.db.select().from(orders).where(eq(orders.companyId, companyId)).orderBy(orders.id);

async function subscribe(client: TestClient, plan: { dashboards: number; interval: 1 | 12 }, card = '4242424242424242') {
  const response = await client.post('/api/company/subscription', plan);
  expect(response.statusCode).toBe(200);
  const change = response.json().data as PlanChange;
  const confirmed = await confirmCard('payment_intents', change.checkout!.payload, card);
  await settled();
  return { change, confirmed };
}

/** A browser's view of the company channel: `until` resolves with the first event (received or to come) that matches, skipping the others. */
async function listenToCompany(client: TestClient, companyId: number) {
  const echo: Echo<'pusher'> = await connectEcho((await client.pageConfig()).realtime.key, baseUrl, client);
  const channel = echo.private(companyChannel(companyId));
  await first<void>((done) => channel.subscribed(done), 'the subscription');
  const received: CompanySubscriptionUpdated[] = [];
  let notify = () => {};
  channel.listen('CompanySubscriptionUpdated', (event: CompanySubscriptionUpdated) => {
    received.push(event);
    notify();
  });
  const until = (state: string) =>
    first<CompanySubscriptionUpdated>((done) => {
      const look = () => {
        const index = received.findIndex((event) => event.state === state);
        if (index >= 0) done(received.splice(0, index + 1).at(-1)!);
      };
      notify = look;
      look();
    }, `CompanySubscriptionUpdated with state ${state}`);
  return { echo, until };
}

describe('a subscription from the trial to its end', () => {
  it('subscribes with a coupon, changes, cancels, restores, renews, fails and recovers, and ends unpaid', async () => {
    const { client, companyId } = await registered();
    const { echo, until } = await listenToCompany(client, companyId);
    try {
      expect((await client.post('/api/company/coupon', { coupon: 'welcome5' })).statusCode).toBe(200);
      const quoted = (await client.get('/api/company/subscription/quote?dashboards=5&interval=12')).json().data;
      expect(quoted).toMatchObject({ timing: 'new', dueToday: 5 * (15000 - 500) });

      // Subscribing answers a checkout; the browser's card confirmation alone grants nothing, the webhook does.
      const { change, confirmed } = await subscribe(client, { dashboards: 5, interval: 12 });
      expect(change.checkout).toMatchObject({ key: sandbox().publishableKey, script: '/sandbox/stripe/v3.js', amount: 72500, order: expect.stringMatching(/^in_/) });
      expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
      expect(await until('active')).toMatchObject({ state: 'active', services: { dashboards: 5, bonusDashboards: 0 }, subscription: { interval: 12, state: 'active' } });
      expect(await companyOf(companyId)).toMatchObject({ state: 'active', services: { dashboards: 5, bonusDashboards: 0 } });
      expect(await ordersOf(companyId)).toEqual([expect.objectContaining({ dashboards: 5, interval: 12, subtotal: 75000, discount: 2500, total: 72500 })]);
      const [order] = (await client.get('/api/orders')).json().data;
      expect(order).toMatchObject({ dashboards: 5, total: 72500, description: 'Subscription: 5 dashboards, annual', pdf: `/api/orders/${order.id}/invoice` });
      const invoice = await client.get(order.pdf);
      expect(invoice.headers['content-type']).toBe('application/pdf');
      expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      // More dashboards: at once, prorated as the quote said.
      const increase = (await client.put('/api/company/subscription', { dashboards: 8, interval: 12 })).json().data as PlanChange;
      expect(increase.quote.timing).toBe('now');
      await settled();
      const afterIncrease = await ordersOf(companyId);
      expect(afterIncrease).toHaveLength(2);
      expect(Math.abs(afterIncrease[1]!.total - increase.quote.dueToday)).toBeLessThanOrEqual(1);
      expect((await companyOf(companyId)).services.dashboards).toBe(8);

      // Fewer dashboards: nothing charged, the paid ones kept until the renewal.
      const decrease = (await client.put('/api/company/subscription', { dashboards: 6, interval: 12 })).json().data as PlanChange;
      expect(decrease.quote).toMatchObject({ timing: 'renewal', dueToday: 0 });
      expect(decrease.overview.subscription).toMatchObject({ dashboards: 8, pending: { dashboards: 6, interval: 12 } });
      await settled();
      expect(await ordersOf(companyId)).toHaveLength(2);
      expect((await companyOf(companyId)).services.dashboards).toBe(8);

      // Asking for the current plan again takes the waiting decrease back; asking for fewer sets it again.
      const undone = (await client.put('/api/company/subscription', { dashboards: 8, interval: 12 })).json().data as PlanChange;
      expect(undone.overview.subscription).toMatchObject({ dashboards: 8, pending: null });
      await client.put('/api/company/subscription', { dashboards: 6, interval: 12 });
      await settled();

      // An annual plan does not turn monthly before its year ends.
      const monthly = await client.put('/api/company/subscription', { dashboards: 6, interval: 1 });
      expect(monthly.statusCode).toBe(422);
      expect(Object.keys(monthly.json().errors)).toEqual(['interval']);

      // Cancel: paid until the period ends (banner 126); restore before it does (banner 122).
      expect((await client.request('DELETE', '/api/company', { cancel: true })).statusCode).toBe(204);
      expect(await until('canceled')).toMatchObject({ state: 'canceled', subscription: { state: 'active' } });
      const restored = await client.post('/api/company/subscription/restore');
      expect(restored.json().data.subscription).toMatchObject({ cancelAtPeriodEnd: false });
      expect(await until('active')).toMatchObject({ state: 'active', restoredAt: expect.any(String) });
      await settled();

      // The renewal a year on: the decrease applies, a new order at the new quantity.
      await advance(366 * DAY);
      const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
      expect(row).toMatchObject({ state: 'active', dashboards: 6, pendingDashboards: null });
      expect((await ordersOf(companyId)).at(-1)).toMatchObject({ dashboards: 6, total: 6 * 14500, description: 'Renewal: 6 dashboards, annual' });

      // The next renewal fails: overdue (banner 128) until a new card pays the open invoice.
      const customer = (await companyOf(companyId)).billingCustomerId!;
      await t.app.inject({ method: 'POST', url: '/sandbox/stripe/control', payload: { failCharges: true, customer } });
      await advance(366 * DAY);
      expect(await companyOf(companyId)).toMatchObject({ state: 'overdue' });
      await t.app.inject({ method: 'POST', url: '/sandbox/stripe/control', payload: { failCharges: false, customer } });
      const setup = (await client.post('/api/company/payment-method')).json().data;
      expect((await confirmCard('setup_intents', setup.payload, '5555555555554444')).statusCode).toBe(200);
      await settled();
      expect(await companyOf(companyId)).toMatchObject({ state: 'active' });
      expect((await client.get('/api/company/subscription')).json().data.subscription.card).toMatchObject({ last4: '4444' });

      // Unpaid past the dunning period: the subscription ends, the company expires, its dashboards stay readable.
      await t.app.inject({ method: 'POST', url: '/sandbox/stripe/control', payload: { failCharges: true, customer } });
      await advance(366 * DAY);
      expect(await companyOf(companyId)).toMatchObject({ state: 'overdue' });
      await t.app.billingLifecycle.tick(new Date(t.app.billingClock().getTime() + (t.app.config.billing.dunningDays + 1) * DAY * 1000));
      await settled();
      expect(await companyOf(companyId)).toMatchObject({ state: 'expired', services: { dashboards: 0, bonusDashboards: 0 } });
      const config = await client.pageConfig();
      expect(config.company).toMatchObject({ state: 'expired', subscription: null });
      expect((await client.get('/api/dashboards')).statusCode).toBe(200);
    } finally {
      echo.disconnect();
    }
  }, 60_000);
});

describe('changing the plan', () => {
  it('charges for more dashboards from the paid number while a decrease waits for the renewal, as quoted', async () => {
    const { client, companyId } = await registered();
    await subscribe(client, { dashboards: 8, interval: 12 });
    expect((await client.put('/api/company/subscription', { dashboards: 6, interval: 12 })).statusCode).toBe(200);
    await settled();

    // 10 is 2 more than the 8 paid for, not 4 more than the 6 waiting.
    const increase = (await client.put('/api/company/subscription', { dashboards: 10, interval: 12 })).json().data as PlanChange;
    expect(increase.quote.timing).toBe('now');
    expect(increase.quote.dueToday).toBeGreaterThan(0);
    await settled();
    const charged = (await ordersOf(companyId)).at(-1)!;
    expect(charged).toMatchObject({ dashboards: 10, description: 'Plan change, prorated: 10 dashboards, annual' });
    expect(Math.abs(charged.total - increase.quote.dueToday)).toBeLessThanOrEqual(1);
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
    expect(row).toMatchObject({ dashboards: 10, pendingDashboards: null });

    // The event of the paid number put back (8) comes last, made in the same second as the increase's: no decrease waits.
    const stripe = new Stripe(sandbox().secretKey, { host: '127.0.0.1', port: sandbox().apiPort(), protocol: 'http', maxNetworkRetries: 0 });
    const current = await stripe.subscriptions.retrieve(row!.providerSubscriptionId);
    const item = current.items.data[0]!;
    const late = { ...current, items: { ...current.items, data: [{ ...item, quantity: 8 }] } };
    const payload = JSON.stringify({
      id: `evt_late_${sequence}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(row!.providerUpdatedAt!.getTime() / 1000),
      data: { object: late },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: sandbox().webhookSecret });
    const delivered = await t.app.inject({ method: 'POST', url: '/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
    expect(delivered.json()).toEqual({ received: true, duplicate: false });
    const [after] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
    expect(after).toMatchObject({ dashboards: 10, pendingDashboards: null });
  });
});

describe('the first payment', () => {
  it('leaves a declined card without access, and lets the admin pay with another card', async () => {
    const { client, companyId } = await registered();
    const { change, confirmed } = await subscribe(client, { dashboards: 2, interval: 1 }, '4000000000000002');
    expect(confirmed.statusCode).toBe(402);
    expect(confirmed.json().error).toMatchObject({ code: 'card_declined' });
    expect(await companyOf(companyId)).toMatchObject({ state: 'trial' });
    expect(await ordersOf(companyId)).toEqual([]);
    // Stripe lets the same payment be confirmed again with another card.
    expect((await confirmCard('payment_intents', change.checkout!.payload, '4242424242424242')).statusCode).toBe(200);
    await settled();
    expect(await companyOf(companyId)).toMatchObject({ state: 'active', services: { dashboards: 2 } });
  });

  it('keeps a trial whose checkout was left unpaid, asked again or expired at the provider, and the plan paid after them takes a new card', async () => {
    const { client, companyId } = await registered();
    const trial = await companyOf(companyId);
    expect(trial).toMatchObject({ state: 'trial' });
    // The card dialog closed without paying, then Subscribe again: the first checkout's subscription is ended.
    expect((await client.post('/api/company/subscription', { dashboards: 2, interval: 1 })).statusCode).toBe(200);
    expect((await client.post('/api/company/subscription', { dashboards: 3, interval: 1 })).statusCode).toBe(200);
    await settled();
    expect(await companyOf(companyId)).toMatchObject({ state: 'trial', services: trial.services });
    // Left unpaid for a day, the provider expires the second one too.
    await advance(DAY + 60);
    expect(await companyOf(companyId)).toMatchObject({ state: 'trial', services: trial.services });
    expect(await ordersOf(companyId)).toEqual([]);

    // Paid at last, beside the two ended ones: a new card is the live plan's.
    await subscribe(client, { dashboards: 2, interval: 1 });
    expect(await companyOf(companyId)).toMatchObject({ state: 'active', services: { dashboards: 2 }, restoredAt: null });
    const setup = (await client.post('/api/company/payment-method')).json().data;
    expect((await confirmCard('setup_intents', setup.payload, '5555555555554444')).statusCode).toBe(200);
    await settled();
    expect((await client.get('/api/company/subscription')).json().data.subscription.card).toMatchObject({ last4: '4444' });
  });

  it('starts a plan its coupons make free without a card: nothing to confirm, the plan granted and its order at $0', async () => {
    const { client, companyId } = await registered();
    await t.app.db.insert(coupons).values({ code: `FREE${sequence}`, type: 'price.discount', value: 20, name: '$20 off each dashboard' });
    expect((await client.post('/api/company/coupon', { coupon: `FREE${sequence}` })).statusCode).toBe(200);
    const response = await client.post('/api/company/subscription', { dashboards: 3, interval: 1 });
    expect(response.statusCode).toBe(200);
    const change = response.json().data as PlanChange;
    expect(change).toMatchObject({ checkout: null, quote: { dueToday: 0 } });
    // Granted from the provider's answer, before any webhook: the invoice's own was sent before the subscription was stored.
    expect(await companyOf(companyId)).toMatchObject({ state: 'active', services: { dashboards: 3 } });
    await settled();
    expect(await companyOf(companyId)).toMatchObject({ state: 'active', services: { dashboards: 3 } });
    expect(await ordersOf(companyId)).toEqual([expect.objectContaining({ dashboards: 3, interval: 1, total: 0 })]);
    expect((await client.get('/api/company/subscription')).json().data.subscription).toMatchObject({ state: 'active', dashboards: 3 });

    // The same at registration: no checkout to run.
    const registration = await registered();
    const secured = await registration.client.post('/api/payment/secure', { dashboards: 2, interval: 1, coupons: [`FREE${sequence - 1}`] });
    expect(secured.statusCode).toBe(200);
    expect(secured.json()).toEqual({ data: null });
    await settled();
    expect(await companyOf(registration.companyId)).toMatchObject({ state: 'active', services: { dashboards: 2 } });
  });

  it('POST /api/payment/secure applies the registration’s coupons and answers payload and key for the checkout', async () => {
    const { client, companyId } = await registered();
    const response = await client.post('/api/payment/secure', { dashboards: 3, interval: 1, coupons: ['WELCOME5'] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ payload: expect.stringContaining('_secret_'), key: sandbox().publishableKey, amount: 3 * 1000 });
    expect((await t.app.coupons.appliedTo(companyId)).map((coupon) => coupon.code)).toEqual(['WELCOME5']);
    expect((await client.post('/api/payment/secure', { dashboards: 0 })).json().errors).toMatchObject({ dashboards: [expect.stringContaining('at least 1')] });
  });
});

describe('the billing clock', () => {
  it('expires a trial that ran out without a paid plan, and says so live (banners 120 then 129)', async () => {
    const { client, companyId } = await registered();
    const { echo, until } = await listenToCompany(client, companyId);
    try {
      expect((await t.app.billingLifecycle.tick()).expiredTrials).not.toContain(companyId);
      const trialEnd = (await companyOf(companyId)).expiresAt!;
      const { expiredTrials } = await t.app.billingLifecycle.tick(new Date(trialEnd.getTime() + 1000));
      expect(expiredTrials).toContain(companyId);
      expect(await until('expired')).toMatchObject({ state: 'expired', services: { dashboards: 0 }, subscription: null });
      const created = await client.post('/api/dashboards', { name: 'After the trial', timezone: 'UTC' });
      expect(created.statusCode).toBe(402);
    } finally {
      echo.disconnect();
    }
  });

  it('ends every subscription unpaid past the dunning period, one already canceled at Stripe (its deleted webhook lost) included', async () => {
    const overdue: { companyId: number; customer: string }[] = [];
    for (let index = 0; index < 2; index += 1) {
      const { client, companyId } = await registered();
      await subscribe(client, { dashboards: 2, interval: 1 });
      const customer = (await companyOf(companyId)).billingCustomerId!;
      await t.app.inject({ method: 'POST', url: '/sandbox/stripe/control', payload: { failCharges: true, customer } });
      overdue.push({ companyId, customer });
    }
    await advance(32 * DAY);
    for (const { companyId } of overdue) expect(await companyOf(companyId)).toMatchObject({ state: 'overdue' });

    // The first is canceled at Stripe, and the product never hears of it: its row and company are as they were before.
    const [lost] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.companyId, overdue[0]!.companyId));
    const company = await companyOf(overdue[0]!.companyId);
    const stripe = new Stripe(sandbox().secretKey, { host: '127.0.0.1', port: sandbox().apiPort(), protocol: 'http', maxNetworkRetries: 0 });
    await stripe.subscriptions.cancel(lost!.providerSubscriptionId);
    await settled();
    const { id: rowId, ...row } = lost!;
    const { id: companyId, ...before } = company;
    await t.app.db.update(subscriptions).set(row).where(eq(subscriptions.id, rowId));
    await t.app.db.update(companies).set(before).where(eq(companies.id, companyId));
    expect(await companyOf(companyId)).toMatchObject({ state: 'overdue' });

    const { endedSubscriptions } = await t.app.billingLifecycle.tick(new Date(t.app.billingClock().getTime() + (t.app.config.billing.dunningDays + 1) * DAY * 1000));
    await settled();
    expect(endedSubscriptions).toBe(2);
    for (const { companyId } of overdue) {
      expect(await companyOf(companyId)).toMatchObject({ state: 'expired', services: { dashboards: 0 } });
      expect(await t.app.db.select({ state: subscriptions.state }).from(subscriptions).where(eq(subscriptions.companyId, companyId))).toEqual([{ state: 'ended' }]);
    }
  });
});
