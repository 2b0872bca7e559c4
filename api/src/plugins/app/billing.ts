import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { billingClockQueue, billingLifecycle, BILLING_CLOCK_QUEUE } from '../../billing/lifecycle.js';
import { couponsRepository, type CouponsRepository } from '../../billing/coupons.js';
import { ordersRepository, type OrdersRepository } from '../../billing/orders.js';
import type { BillingProvider } from '../../billing/provider.js';
import { stripeProvider } from '../../billing/stripe-provider.js';
import { subscriptionsService, type SubscriptionsService } from '../../billing/subscriptions.js';
import { unavailableProvider } from '../../billing/unavailable-provider.js';
import { webhookEvents, type WebhookEvents } from '../../billing/webhook-events.js';
import { queueEvery } from '../../jobs/periodic-job.js';

declare module 'fastify' {
  interface FastifyInstance {
    billingProvider: BillingProvider;
    /** The time billing decisions are made at; tests move it to walk a subscription's life. */
    billingClock: () => Date;
    coupons: CouponsRepository;
    orders: OrdersRepository;
    subscriptions: SubscriptionsService;
    billingWebhooks: WebhookEvents;
    billingLifecycle: ReturnType<typeof billingLifecycle>;
  }
}

/** Which card provider takes the payments: Stripe with its keys, else the sandbox's fake Stripe, else none. */
function chooseProvider(app: FastifyInstance): BillingProvider {
  const { stripe } = app.config.billing;
  if (stripe) return stripeProvider({ ...stripe, script: 'https://js.stripe.com/v3' });
  const sandbox = app.sandbox?.stripe;
  if (sandbox) {
    return stripeProvider({
      secretKey: sandbox.secretKey,
      publishableKey: sandbox.publishableKey,
      webhookSecret: sandbox.webhookSecret,
      script: sandbox.scriptUrl,
      api: { host: '127.0.0.1', port: sandbox.apiPort(), protocol: 'http' },
    });
  }
  return unavailableProvider();
}

/**
 * Billing (spec §3–§9): the card provider, coupons, the subscription
 * service, the provider's webhooks and the clock that expires trials and
 * ends unpaid subscriptions.
 */
export default fp(
  async (app) => {
    app.decorate('billingProvider', chooseProvider(app));
    // Against the fake Stripe, time is the fake's: advancing its clock (like a Stripe test clock) moves trials and renewals together.
    const sandboxStripe = app.config.billing.stripe ? undefined : app.sandbox?.stripe;
    app.decorate('billingClock', sandboxStripe ? () => new Date(sandboxStripe.state.now() * 1000) : () => new Date());
    app.decorate('coupons', couponsRepository(app.db));
    app.decorate('orders', ordersRepository(app.db));
    app.decorate('subscriptions', subscriptionsService(app));
    app.decorate('billingWebhooks', webhookEvents(app));
    const lifecycle = billingLifecycle(app);
    app.decorate('billingLifecycle', lifecycle);
    app.jobs.define(billingClockQueue(() => lifecycle.tick()));

    queueEvery(app, { queue: BILLING_CLOCK_QUEUE, everyMs: app.config.billing.clockMs, name: 'queueing the billing clock' });
  },
  { name: 'billing', dependencies: ['db', 'jobs', 'realtime', 'company-data', 'sandbox'] },
);
