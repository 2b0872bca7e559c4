import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, timestamps } from './columns.js';
import { companies, users } from './accounts.js';

/** The tables of the top bar's messages and the users who closed them. */

export const MESSAGE_LEVELS = ['danger', 'warning', 'info', 'success'] as const;

/** Messages for the top bar written by the team running the product, for everyone or one company. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null: shown to every company. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    code: integer('code').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    level: text('level', { enum: MESSAGE_LEVELS }).notNull().default('info'),
    closeable: boolean('closeable').notNull().default(true),
    linkLabel: text('link_label'),
    linkHref: text('link_href'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('messages_company_id_index').on(table.companyId), check('messages_level_check', sql`${table.level} in (${inList(MESSAGE_LEVELS)})`)],
);

/** A message a user closed, by its key; a closed message stays closed for that user. */
export const messageDismissals = pgTable(
  'message_dismissals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('message_dismissals_user_key_unique').on(table.userId, table.key)],
);
