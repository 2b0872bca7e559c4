import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The tables of the rate limits and the sign-in lockout (plugins/external/rate-limit, plugins/app/password-lockout). */

/**
 * Request counters of the rate limits, shared by every instance. The key is
 * a hash of the limit's name and what it counts (an address, an e-mail), so
 * rows are of fixed size and hold no personal data; expired rows are swept.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_resets_at_index').on(table.resetsAt)],
);

/**
 * Failed password attempts per what the password guards (plugins/app/password-lockout): a sign-in's account
 * (keyed by a hash of the lower-cased e-mail, whether or not an account has it, so the lockout says nothing
 * about which addresses exist) or a protected dashboard. Past a few failures the key waits longer after each.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    accountKey: text('account_key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('login_failures_last_failed_at_index').on(table.lastFailedAt)],
);
