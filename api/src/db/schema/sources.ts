import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { companies, users } from './accounts.js';

/** The tables of connected data sources and their started OAuth authorisations. */

export interface SourcePropertyRow {
  id: string;
  name: string;
  group: string | null;
}

/** A connected data source of a company (spec §3); `name` is the source type. */
export const sources = pgTable(
  'sources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    account: text('account'),
    /** Set when the provider refused the credentials (expired or revoked); cleared by re-authorisation. */
    invalid: boolean('invalid').notNull().default(false),
    properties: jsonb('properties').$type<SourcePropertyRow[]>().notNull().default([]),
    /** AES-256-GCM sealed JSON (lib/credential-cipher); null for sources that need none. Never sent to a browser. */
    credentials: text('credentials'),
    /** Until when one process is refreshing the token (sources/repository): others wait rather than spend the refresh token too. */
    tokenRefreshUntil: timestamp('token_refresh_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [index('sources_company_id_index').on(table.companyId)],
);

/**
 * A started OAuth authorisation (spec §3 sources): the `state` sent to the
 * provider, stored as its SHA-256, single-use and short-lived, bound to the
 * user who started it, with the PKCE verifier when the provider takes one.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set for a re-authorisation; checked against the company at the callback, so no foreign key. */
    sourceId: integer('source_id'),
    codeVerifier: text('code_verifier'),
    /** The account typed before the consent, for a type connected with an account and an authorisation (AccuRanker). */
    account: text('account'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('oauth_states_expires_at_index').on(table.expiresAt)],
);
