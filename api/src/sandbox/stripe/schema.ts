import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The Stripe fake's objects (customers, payment methods, intents,
 * subscriptions, invoices, events), each as the JSON Stripe would answer,
 * kept in the database so a sandbox subscription outlives a restart.
 */
export const sandboxStripeObjects = pgTable(
  'sandbox_stripe_objects',
  {
    id: text('id').primaryKey(),
    /** Stripe's `object` field: customer, payment_intent, subscription, invoice… */
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_stripe_objects_kind_index').on(table.kind)],
);
