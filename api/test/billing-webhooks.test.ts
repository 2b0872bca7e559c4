import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type Echo from 'laravel-echo';
import { companyChannel, type CompanySubscriptionUpdated } from '@pulseboard/shared/contracts';
import { billingEvents, companies, orders, subscriptions } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { fingerprint } from './helpers/db-fingerprint.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { connectEcho, first, listen } from './helpers/realtime.js';

let t: TestApp;
let baseUrl: string;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: '0', REPORTS_TICK_SECONDS: '0', BILLING_CLOCK_MINUTES: '0' } });
  baseUrl = await listen(t.app);
}, 60_000);
afterAll(() => t.close());

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const periodStart = new Date('2026-05-01T00:00:00Z');
const periodEnd = new Date('2026-06-01T00:00:00Z');

/** A company with a subscription row as subscribing leaves it: waiting for its first payment. */
async function subscribedCompany(state: 'incomplete' | 'active' = 'incomplete') {
  sequence += 1;
  const companyId = await createCompany(t.app, `Webhook Co ${sequence}`);
  await t.app.db.update(companies).set({ state: 'trial' }).where(eq(companies.id, companyId));
  const providerId = `sub_test_${sequence}`;
  await t.app.db.insert(subscriptions).values({
    companyId,
    interval: 1,
    state,
    dashboards: 4,
    providerSubscriptionId: providerId,
    ...(state === 'active' ? { currentPeriodStart: periodStart, currentPeriodEnd: periodEnd } : {}),
  });
  if (state === 'active') await t.app.db.update(companies).set({ state: 'active', expiresAt: periodEnd }).where(eq(companies.id, companyId));
  return { companyId, providerId };
}

function invoice(providerId: string, fields: { id?: string; reason?: string; amount?: number; quantity?: number } = {}) {
  const id = fields.id ?? `in_${providerId}_${Math.random().toString(36).slice(2)}`;
  return {
    id,
    object: 'invoice',
    number: `PB-${id.slice(-6)}`,
    customer: 'cus_test',
    created: seconds(periodStart),
    billing_reason: fields.reason ?? 'subscription_create',
    amount_paid: fields.amount ?? 6000,
    status: 'paid',
    status_transitions: { paid_at: seconds(periodStart) },
    parent: { type: 'subscription_details', subscription_details: { subscription: providerId } },
    lines: { object: 'list', data: [{ id: 'il_1', amount: fields.amount ?? 6000, quantity: fields.quantity ?? 4, period: { start: seconds(periodStart), end: seconds(periodEnd) } }] },
  };
}

function subscription(providerId: string, fields: { status: string; cancel?: boolean; quantity?: number }) {
  return {
    id: providerId,
    object: 'subscription',
    customer: 'cus_test',
    status: fields.status,
    cancel_at_period_end: fields.cancel ?? false,
    default_payment_method: null,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          quantity: fields.quantity ?? 4,
          current_period_start: seconds(periodStart),
          current_period_end: seconds(periodEnd),
          price: { recurring: { interval: 'month', interval_count: 1 } },
        },
      ],
    },
  };
}

function signed(type: string, object: object, created: Date, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({ id, object: 'event', type, created: seconds(created), api_version: '2026-10-28.endive', data: { object } });
  const secret = t.app.sandbox?.stripe?.webhookSecret;
  if (!secret) throw new Error('the sandbox has no Stripe webhook secret');
  return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const deliver = (event: { payload: string; signature: string }) =>
  t.app.inject({ method: 'POST', url: '/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, payload: event.payload });

const companyOf = async (companyId: number) => (await t.app.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;

describe('POST /webhooks/stripe', () => {
  it('refuses an event whose signature does not match, or has none, and changes nothing', async () => {
    const { providerId } = await subscribedCompany();
    const event = signed('invoice.paid', invoice(providerId), new Date());
    const before = await fingerprint(t.app);
    const tampered = await deliver({ payload: event.payload.replace('"amount_paid":6000', '"amount_paid":1'), signature: event.signature });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: event.payload });
    expect(unsigned.statusCode).toBe(400);
    const otherSecret = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_someone_else' });
    expect((await deliver({ payload: event.payload, signature: otherSecret })).statusCode).toBe(400);
    expect(await fingerprint(t.app)).toEqual(before);
  });

  it('grants access from invoice.paid: the company becomes active with the dashboards paid for, and an order is recorded once however often the event comes', async () => {
    const { companyId, providerId } = await subscribedCompany();
    const event = signed('invoice.paid', invoice(providerId, { amount: 4 * 1000, quantity: 4 }), new Date());
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replay = await deliver(event);
    expect(replay.json()).toEqual({ received: true, duplicate: true });

    expect(await companyOf(companyId)).toMatchObject({ state: 'active', services: { dashboards: 4, bonusDashboards: 0 }, expiresAt: periodEnd });
    const paid = await t.app.db.select().from(orders).where(eq(orders.companyId, companyId));
    // The list price is $15 a dashboard; the $5 taken off each is what coupons made of it.
    expect(paid).toEqual([expect.objectContaining({ dashboards: 4, interval: 1, subtotal: 6000, discount: 2000, total: 4000, periodStart, periodEnd })]);
    expect(await t.app.db.select().from(billingEvents).where(eq(billingEvents.id, event.id))).toHaveLength(1);
  });

  it('applies a newer event and ignores an older one arriving after it', async () => {
    const { companyId, providerId } = await subscribedCompany('active');
    const newer = signed('customer.subscription.updated', subscription(providerId, { status: 'active', cancel: true }), new Date('2026-05-10T00:00:00Z'));
    const older = signed('customer.subscription.updated', subscription(providerId, { status: 'past_due' }), new Date('2026-05-09T00:00:00Z'));
    expect((await deliver(newer)).statusCode).toBe(200);
    expect((await deliver(older)).statusCode).toBe(200);
    expect(await companyOf(companyId)).toMatchObject({ state: 'canceled' });
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerId));
    expect(row).toMatchObject({ state: 'active', cancelAtPeriodEnd: true });
  });

  it('keeps the paid dashboards until the renewal when the provider reports fewer', async () => {
    const { companyId, providerId } = await subscribedCompany('active');
    await deliver(signed('customer.subscription.updated', subscription(providerId, { status: 'active', quantity: 2 }), new Date('2026-05-11T00:00:00Z')));
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerId));
    expect(row).toMatchObject({ dashboards: 4, pendingDashboards: 2 });
    expect((await companyOf(companyId)).services.dashboards).toBe(4);
  });

  it('makes a company overdue on a failed renewal, and tells its browsers live (banner 128)', async () => {
    const { companyId, providerId } = await subscribedCompany('active');
    const user = await createUser(t.app, { companyId, role: 'admin' });
    const client = t.client();
    await client.signIn(user.email, PASSWORD);
    const echo: Echo<'pusher'> = await connectEcho((await client.pageConfig()).realtime.key, baseUrl, client);
    try {
      const channel = echo.private(companyChannel(companyId));
      await first<void>((done) => channel.subscribed(done), 'the subscription');
      const received = first<CompanySubscriptionUpdated>((done) => channel.listen('CompanySubscriptionUpdated', done), 'CompanySubscriptionUpdated');
      await deliver(signed('invoice.payment_failed', { ...invoice(providerId, { reason: 'subscription_cycle' }), status: 'open' }, new Date('2026-06-01T01:00:00Z')));
      expect(await received).toMatchObject({ state: 'overdue', subscription: { state: 'past_due', interval: 1 }, services: { dashboards: 4 } });
      expect((await client.pageConfig()).company).toMatchObject({ state: 'overdue', subscription: { state: 'past_due' } });
    } finally {
      echo.disconnect();
    }
  });

  it('leaves a subscription whose first payment was declined waiting, the company on its trial', async () => {
    const { companyId, providerId } = await subscribedCompany();
    await deliver(signed('invoice.payment_failed', { ...invoice(providerId), status: 'open' }, new Date()));
    expect(await companyOf(companyId)).toMatchObject({ state: 'trial' });
    expect((await t.app.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerId)))[0]?.state).toBe('incomplete');
  });

  it('keeps a company active when the payment of a plan change is declined: the provider keeps the plan as it was', async () => {
    const { companyId, providerId } = await subscribedCompany('active');
    const failed = signed('invoice.payment_failed', { ...invoice(providerId, { reason: 'subscription_update', quantity: 6 }), status: 'open' }, new Date());
    expect((await deliver(failed)).json()).toEqual({ received: true, duplicate: false });
    expect(await companyOf(companyId)).toMatchObject({ state: 'active' });
    expect((await t.app.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerId)))[0]).toMatchObject({ state: 'active', pastDueSince: null });
  });

  it('expires the company when the subscription ends, keeping its dashboards but no plan', async () => {
    const { companyId, providerId } = await subscribedCompany('active');
    await deliver(signed('customer.subscription.deleted', subscription(providerId, { status: 'canceled' }), new Date('2026-06-02T00:00:00Z')));
    expect(await companyOf(companyId)).toMatchObject({ state: 'expired', services: { dashboards: 0, bonusDashboards: 0 } });
    expect((await t.app.companyData.forCompany(companyId))?.subscription).toBeNull();
  });

  const rowOf = async (providerId: string) => (await t.app.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerId)))[0]!;
  const ordersOf = (companyId: number) => t.app.db.select().from(orders).where(eq(orders.companyId, companyId));

  it('records a period’s invoice.paid arriving after the subscription ended, and keeps the company expired', async () => {
    const { companyId, providerId } = await subscribedCompany('active');
    await deliver(signed('customer.subscription.deleted', subscription(providerId, { status: 'canceled' }), new Date('2026-05-20T00:00:00Z')));
    expect(await companyOf(companyId)).toMatchObject({ state: 'expired', services: { dashboards: 0 } });

    const late = await deliver(signed('invoice.paid', invoice(providerId, { id: `in_late_${providerId}` }), new Date('2026-05-01T00:00:00Z')));
    expect(late.json()).toEqual({ received: true, duplicate: false });
    expect(await companyOf(companyId)).toMatchObject({ state: 'expired', services: { dashboards: 0 } });
    expect(await rowOf(providerId)).toMatchObject({ state: 'ended' });
    expect(await ordersOf(companyId)).toEqual([expect.objectContaining({ providerInvoiceId: `in_late_${providerId}`, periodStart, periodEnd })]);
  });

  it('keeps a company overdue, and its dunning clock, when the previous period’s invoice.paid arrives after a failed renewal', async () => {
    const { companyId, providerId } = await subscribedCompany('active');
    const failedAt = new Date('2026-06-01T01:00:00Z');
    await deliver(signed('invoice.payment_failed', { ...invoice(providerId, { reason: 'subscription_cycle' }), status: 'open' }, failedAt));
    expect(await companyOf(companyId)).toMatchObject({ state: 'overdue' });

    await deliver(signed('invoice.paid', invoice(providerId), new Date('2026-05-01T00:00:00Z')));
    expect(await companyOf(companyId)).toMatchObject({ state: 'overdue', expiresAt: periodEnd });
    expect(await rowOf(providerId)).toMatchObject({ state: 'past_due', pastDueSince: failedAt, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd });
    expect(await ordersOf(companyId)).toHaveLength(1);
  });

  it('records a payment for a subscription ended here (a checkout dropped for a newer one) and changes nothing else', async () => {
    const { companyId, providerId: droppedId } = await subscribedCompany();
    // The company subscribed again before the first checkout's payment reached the product: the first row was ended, the second paid.
    await t.app.db.update(subscriptions).set({ state: 'ended' }).where(eq(subscriptions.providerSubscriptionId, droppedId));
    const liveId = `${droppedId}_again`;
    await t.app.db.insert(subscriptions).values({ companyId, interval: 1, state: 'incomplete', dashboards: 2, providerSubscriptionId: liveId });
    await deliver(signed('invoice.paid', invoice(liveId, { quantity: 2, amount: 3000 }), new Date()));
    const before = await companyOf(companyId);
    expect(before).toMatchObject({ state: 'active', services: { dashboards: 2 } });

    const paid = await deliver(signed('invoice.paid', invoice(droppedId, { id: `in_dropped_${droppedId}` }), new Date()));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ received: true, duplicate: false });
    expect(await companyOf(companyId)).toEqual(before);
    expect(await rowOf(droppedId)).toMatchObject({ state: 'ended', currentPeriodStart: null });
    expect(await rowOf(liveId)).toMatchObject({ state: 'active', dashboards: 2 });
    expect((await ordersOf(companyId)).map((order) => order.providerInvoiceId)).toContain(`in_dropped_${droppedId}`);
  });

  it('acknowledges the events it does not act on', async () => {
    const response = await deliver(signed('charge.refunded', { id: 'ch_1', object: 'charge' }, new Date()));
    expect(response.json()).toEqual({ received: true, duplicate: false });
  });
});
