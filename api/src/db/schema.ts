import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Questionnaire } from '@pulseboard/shared/contracts';

export const COMPANY_STATES = ['trial', 'active', 'canceled', 'overdue'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];

export const ROLE_NAMES = ['admin', 'member'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** Plan quota: dashboards bought plus dashboards granted for free. */
export interface CompanyServices {
  dashboards: number;
  bonusDashboards: number;
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    domain: text('domain'),
    state: text('state', { enum: COMPANY_STATES }).notNull().default('trial'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    services: jsonb('services').$type<CompanyServices>().notNull().default({ dashboards: 0, bonusDashboards: 0 }),
    /** What the registration asked for, kept for the first subscription. */
    requestedDashboards: integer('requested_dashboards').notNull(),
    requestedInterval: integer('requested_interval').notNull().default(1),
    coupons: jsonb('coupons').$type<string[]>().notNull().default([]),
    /** Analytics client id sent with the registration, to join the sign-up to its marketing session. */
    analyticsClientId: text('analytics_client_id'),
    ...timestamps,
  },
  (table) => [
    check('companies_state_check', sql`${table.state} in (${inList(COMPANY_STATES)})`),
    check('companies_requested_interval_check', sql`${table.requestedInterval} in (1, 12)`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleName: text('role_name', { enum: ROLE_NAMES }).notNull().default('member'),
    creator: boolean('creator').notNull().default(false),
    avatar: text('avatar'),
    termsConsentAt: timestamp('terms_consent_at', { withTimezone: true }),
    ageConsentAt: timestamp('age_consent_at', { withTimezone: true }),
    onboarding: integer('onboarding').notNull().default(0),
    flow: text('flow', { enum: ['dashboard', 'mc'] }),
    questionnaire: jsonb('questionnaire').$type<Questionnaire>(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_company_id_index').on(table.companyId),
    check('users_role_name_check', sql`${table.roleName} in (${inList(ROLE_NAMES)})`),
    check('users_flow_check', sql`${table.flow} in ('dashboard', 'mc')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    /** A "remember me" session keeps a dated cookie; otherwise the cookie ends with the browser. */
    persistent: boolean('persistent').notNull().default(true),
    ip: text('ip'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_index').on(table.userId), index('sessions_expires_at_index').on(table.expiresAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash), index('password_resets_user_id_index').on(table.userId)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    /** e.g. price.discount: `value` dollars off per dashboard. */
    type: text('type').notNull(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [uniqueIndex('coupons_code_lower_unique').on(sql`lower(${table.code})`)],
);

export type Company = typeof companies.$inferSelect;
export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
