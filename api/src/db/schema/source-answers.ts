import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConnectorResult } from '../../connectors/types.js';
import { sources } from './sources.js';

/** The tables of the query engine's answers of paid providers (query/stored-answers, query/call-budget). */

/**
 * Answers of connectors that charge per call (`Connector.cost`), kept for
 * every viewer and every instance of the API, across restarts. Keyed by the
 * source and a hash of the query key the fetcher computes (source, config,
 * range, time zone), so rows are of fixed key size; deleted with their
 * source; expired rows are swept, and each source keeps a bounded number.
 */
export const sourceAnswers = pgTable(
  'source_answers',
  {
    sourceId: integer('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    queryHash: text('query_hash').notNull(),
    answer: jsonb('answer').$type<ConnectorResult>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sourceId, table.queryHash] }), index('source_answers_expires_at_index').on(table.expiresAt)],
);

/** Provider calls made for a source on a UTC day, counted by every instance alike; past days are swept. */
export const sourceCallBudgets = pgTable(
  'source_call_budgets',
  {
    sourceId: integer('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    calls: integer('calls').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sourceId, table.day] }), index('source_call_budgets_day_index').on(table.day)],
);
