import { and, asc, eq, inArray, lte, notExists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, subscriptions } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queues.js';
import { alignCompanyPlan, announcePlan, bonusOf, type SubscriptionRow } from './company-plan.js';

export const BILLING_CLOCK_QUEUE = 'billing-clock';

/**
 * The billing clock: what moves a company's state with time alone. Trials
 * that ran out without a paid plan expire (banner 129 once no dashboard can
 * be created); subscriptions overdue longer than the dunning period are
 * ended at the provider (its webhook then expires the company). Renewals
 * themselves are the provider's, reported by webhook.
 */
export function billingLifecycle(app: FastifyInstance) {
  const { db } = app;

  async function expireTrials(now: Date): Promise<number[]> {
    const paying = db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, companies.id), inArray(subscriptions.state, ['active', 'past_due', 'canceled'])));
    const due = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.state, 'trial'), lte(companies.expiresAt, now), notExists(paying)));
    for (const { id } of due) {
      const update = await db.transaction(async (tx) => alignCompanyPlan(tx, id, bonusOf(await app.coupons.appliedTo(id, tx)), { ended: true }));
      await announcePlan(app, id, update);
    }
    return due.map(({ id }) => id);
  }

  /**
   * Ends one subscription at the provider; its deleted webhook then expires the company. A provider that refuses may have
   * ended it already, its webhook lost (Stripe answers resource_missing for a canceled subscription): what the provider
   * holds now decides. Ended there, or unknown to it, the row is ended here as that webhook would have; still live there,
   * the refusal stands and the next tick tries again.
   */
  async function endOne(subscription: SubscriptionRow): Promise<void> {
    try {
      await app.billingProvider.endSubscription(subscription.providerSubscriptionId);
    } catch (error) {
      // The refusal is what is logged if the provider cannot be read either.
      const current = await app.billingProvider.currentSubscription(subscription.providerSubscriptionId).catch(() => Promise.reject(error));
      if (current && current.state !== 'ended') throw error;
      await app.billingWebhooks.endedAtProvider(subscription.providerSubscriptionId);
    }
  }

  async function endUnpaid(now: Date): Promise<number> {
    const before = new Date(now.getTime() - app.config.billing.dunningDays * 86_400_000);
    const overdue = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.state, 'past_due'), lte(subscriptions.pastDueSince, before)))
      .orderBy(asc(subscriptions.pastDueSince), asc(subscriptions.id));
    // Each on its own: one the provider refuses must not keep the others' access going (the order is the same every tick).
    let ended = 0;
    for (const subscription of overdue) {
      try {
        await endOne(subscription);
        ended += 1;
      } catch (error) {
        app.log.error({ err: error, subscription: subscription.id, providerSubscription: subscription.providerSubscriptionId }, 'billing: an unpaid subscription could not be ended');
      }
    }
    return ended;
  }

  return {
    async tick(now = app.billingClock()): Promise<{ expiredTrials: number[]; endedSubscriptions: number }> {
      return { expiredTrials: await expireTrials(now), endedSubscriptions: await endUnpaid(now) };
    },
  };
}

export function billingClockQueue(tick: () => Promise<object>): JobQueue<object> {
  return {
    name: BILLING_CLOCK_QUEUE,
    policy: 'exclusive',
    options: { retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 86_400 },
    work: { concurrency: 1, handler: async () => tick() },
  };
}
