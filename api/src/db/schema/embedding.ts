import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './accounts.js';

/**
 * A company's embedding settings (embedding/embedding-settings.ts), made the
 * first time an admin opens them: the secret its embed tokens are signed
 * with, sealed at rest like source credentials, and the sites allowed to
 * frame its dashboards.
 */
export const companyEmbedding = pgTable('company_embedding', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  /** Origins (scheme, host and port), as `frame-ancestors` and the Origin header name them. */
  allowedSites: jsonb('allowed_sites').$type<string[]>().notNull().default([]),
  secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }).notNull().defaultNow(),
});
