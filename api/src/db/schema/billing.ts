import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COUPON_TYPES, SUBSCRIPTION_STATES } from '@pulseboard/shared/contracts';
import { inList, timestamps } from './columns.js';
import { companies } from './accounts.js';

/** The tables of billing: coupons, the per-dashboard prices, subscriptions, orders and the provider's processed webhook events. */

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    /** price.discount: `value` dollars off each dashboard; dashboards.bonus: `value` dashboards granted. */
    type: text('type', { enum: COUPON_TYPES }).notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    /** After this moment the code is refused. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** How many companies may apply it; null: no limit. */
    maxRedemptions: integer('max_redemptions'),
    /** Only for an e-mail address that has no account yet (checked at registration). */
    newCustomersOnly: boolean('new_customers_only').notNull().default(false),
    ...timestamps,
  },
  (table) => [uniqueIndex('coupons_code_lower_unique').on(sql`lower(${table.code})`), check('coupons_type_check', sql`${table.type} in (${inList(COUPON_TYPES)})`)],
);

/** A coupon applied to a company: its discount or bonus holds while the row does. */
export const companyCoupons = pgTable(
  'company_coupons',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [uniqueIndex('company_coupons_company_coupon_unique').on(table.companyId, table.couponId), index('company_coupons_coupon_id_index').on(table.couponId)],
);

/** The per-dashboard price of each interval (spec §3, company products), in cents. */
export const products = pgTable(
  'products',
  {
    interval: integer('interval').primaryKey(),
    unitAmount: integer('unit_amount').notNull(),
    currency: text('currency').notNull().default('usd'),
  },
  (table) => [check('products_interval_check', sql`${table.interval} in (1, 12)`), check('products_unit_amount_check', sql`${table.unitAmount} >= 0`)],
);

/**
 * The company's subscription at the billing provider. incomplete: the first
 * payment is not confirmed yet; active; past_due: a renewal failed; canceled:
 * ends with the period; ended. A company has at most one that is not ended.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Months between renewals: 1 or 12. */
    interval: integer('interval').notNull(),
    state: text('state', { enum: SUBSCRIPTION_STATES }).notNull(),
    dashboards: integer('dashboards').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A decrease of dashboards that applies from the renewal on. */
    pendingDashboards: integer('pending_dashboards'),
    /** When the first failed renewal happened; the dunning period counts from it. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    card: jsonb('card').$type<{ brand: string; last4: string; expMonth: number; expYear: number }>(),
    /** The `created` time of the newest provider event applied, so an older one arriving late changes nothing. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('subscriptions_provider_subscription_id_unique').on(table.providerSubscriptionId),
    uniqueIndex('subscriptions_company_live_unique')
      .on(table.companyId)
      .where(sql`${table.state} <> 'ended'`),
    check('subscriptions_interval_check', sql`${table.interval} in (1, 12)`),
    check('subscriptions_state_check', sql`${table.state} in (${inList(SUBSCRIPTION_STATES)})`),
  ],
);

/** An order (spec §7): one paid invoice of the provider, with what it paid for. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    number: text('number').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    dashboards: integer('dashboards').notNull(),
    interval: integer('interval').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    total: integer('total').notNull(),
    description: text('description').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('orders_provider_invoice_id_unique').on(table.providerInvoiceId), index('orders_company_id_index').on(table.companyId)],
);

/** Provider webhook events already processed, by their id: a redelivered event is acknowledged and skipped. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  ...timestamps,
});
