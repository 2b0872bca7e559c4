import { and, eq, inArray, lte, notExists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, subscriptions } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queues.js';
import { alignCompanyPlan, announcePlan, bonusOf } from './company-plan.js';

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

  async function endUnpaid(now: Date): Promise<number> {
    const before = new Date(now.getTime() - app.config.billing.dunningDays * 86_400_000);
    const overdue = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.state, 'past_due'), lte(subscriptions.pastDueSince, before)));
    for (const subscription of overdue) await app.billingProvider.endSubscription(subscription.providerSubscriptionId);
    return overdue.length;
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
