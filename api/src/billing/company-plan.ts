import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bonusDashboards, type CompanySubscriptionUpdated } from '@pulseboard/shared/contracts';
import type { Executor } from '../db/client.js';
import { companies, subscriptions, type CompanyState } from '../db/schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The company's subscription that is not ended, if any. */
export async function liveSubscription(executor: Executor, companyId: number, lock = false): Promise<SubscriptionRow | null> {
  const query = executor
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), ne(subscriptions.state, 'ended')))
    .orderBy(desc(subscriptions.id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether the subscription pays for the company now (its first payment went through, and it has not ended). */
export const isPaying = (subscription: SubscriptionRow | null): subscription is SubscriptionRow & { state: 'active' | 'past_due' | 'canceled' } =>
  subscription !== null && subscription.state !== 'incomplete' && subscription.state !== 'ended';

/** The company state a paying subscription gives (spec §4): canceled until its period ends, overdue while a renewal is retried, active otherwise. */
function stateOfPaying(subscription: SubscriptionRow): CompanyState {
  if (subscription.cancelAtPeriodEnd) return 'canceled';
  return subscription.state === 'past_due' ? 'overdue' : 'active';
}

export interface PlanChangeNote {
  /** The account came back: a canceled subscription resumed, or a paid plan after an ended one (banner 122). */
  restored?: boolean;
  /** The paid access ended (subscription ended, or trial expired): no plan dashboards any more. */
  ended?: boolean;
}

/**
 * Brings the company's state and services in line with its subscription and
 * coupons, inside the caller's transaction, and says what the browser must
 * be told once it commits (null when nothing changed). A company with no
 * paying subscription keeps its state (a trial, an expired account, an
 * account granted dashboards by the team) unless `ended` says it ends.
 */
export async function alignCompanyPlan(tx: Executor, companyId: number, coupons: { bonus: number }, note: PlanChangeNote = {}): Promise<CompanySubscriptionUpdated | null> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  if (!company) return null;
  const subscription = await liveSubscription(tx, companyId);
  let { state, expiresAt } = company;
  let dashboards = company.services.dashboards;
  if (isPaying(subscription)) {
    state = stateOfPaying(subscription);
    dashboards = subscription.dashboards;
    expiresAt = subscription.currentPeriodEnd;
  } else if (note.ended) {
    state = 'expired';
    dashboards = 0;
  }
  const services = { dashboards, bonusDashboards: coupons.bonus };
  const restoredAt = note.restored ? new Date() : company.restoredAt;
  const unchanged =
    state === company.state &&
    services.dashboards === company.services.dashboards &&
    services.bonusDashboards === company.services.bonusDashboards &&
    expiresAt?.getTime() === company.expiresAt?.getTime() &&
    !note.restored;
  if (unchanged) return null;
  await tx.update(companies).set({ state, services, expiresAt, restoredAt }).where(eq(companies.id, companyId));
  return {
    state,
    services,
    expiresAt: expiresAt?.toISOString() ?? null,
    restoredAt: restoredAt?.toISOString() ?? null,
    subscription: isPaying(subscription) ? { id: subscription.id, interval: subscription.interval, state: subscription.state } : null,
  };
}

/** Tells the company's browsers (banners 120–129) after the change committed. */
export async function announcePlan(app: FastifyInstance, companyId: number, update: CompanySubscriptionUpdated | null): Promise<void> {
  if (update) await app.realtime.companySubscriptionUpdated(companyId, update);
}

export const bonusOf = (coupons: Parameters<typeof bonusDashboards>[0]) => ({ bonus: bonusDashboards(coupons) });
