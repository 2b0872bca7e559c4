import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../../db/schema.js';

/**
 * A grant of the connectors sandbox's fake Google (CONNECTORS_SANDBOX): the
 * refresh token a sandbox source stores must keep working across restarts,
 * as Google's would. Keyed by the token's SHA-256; `company_id` is the company
 * whose authorisation asked for it (null for one the app did not start).
 */
export const sandboxGoogleGrants = pgTable(
  'sandbox_google_grants',
  {
    id: text('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    clientId: text('client_id').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    revoked: boolean('revoked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_google_grants_company_id_index').on(table.companyId)],
);

/** An error switch of the sandbox's fake Google that a company turned on, for one fixture account or all (`*`). */
export const sandboxGoogleSwitches = pgTable(
  'sandbox_google_switches',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.account, table.name] })],
);
