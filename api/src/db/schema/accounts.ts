import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SOCIAL_PROVIDERS, TEAM_ROLES, type DnsRecordCheck, type Questionnaire, type SocialProvider, type TeamRole } from '@pulseboard/shared/contracts';
import { inList, timestamps } from './columns.js';

/** The tables of companies, their users and how they sign in: sessions, password resets, e-mail changes, social identities. */

/**
 * trial: the free trial runs; active: paid; canceled: paid until the period
 * ends, then expired; overdue: a renewal failed and is being retried;
 * expired: neither a trial nor a paid period, dashboards kept readable.
 */
export const COMPANY_STATES = ['trial', 'active', 'canceled', 'overdue', 'expired'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];

export const ROLE_NAMES = TEAM_ROLES;
export type RoleName = TeamRole;

/** Plan quota: dashboards bought plus dashboards granted for free. */
export interface CompanyServices {
  dashboards: number;
  bonusDashboards: number;
}

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    domain: text('domain'),
    phone: text('phone'),
    /** The company's days: when Mission Control's day starts and its daily digest goes out. */
    timezone: text('timezone').notNull().default('UTC'),
    /** The company's logo: one of its own uploaded files, shown in the shell and to its clients. */
    logo: text('logo'),
    state: text('state', { enum: COMPANY_STATES }).notNull().default('trial'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    services: jsonb('services').$type<CompanyServices>().notNull().default({ dashboards: 0, bonusDashboards: 0 }),
    /** What the registration asked for, kept for the first subscription. */
    requestedDashboards: integer('requested_dashboards').notNull(),
    requestedInterval: integer('requested_interval').notNull().default(1),
    coupons: jsonb('coupons').$type<string[]>().notNull().default([]),
    /** Analytics client id sent with the registration, to join the sign-up to its marketing session. */
    analyticsClientId: text('analytics_client_id'),
    /** The company as a customer of the billing provider, once it first pays. */
    billingCustomerId: text('billing_customer_id'),
    /** Set when a canceled or deleted account is brought back (banner 122). */
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    /** The white-label sender of report e-mails; null sends from the product's no-reply address. */
    fromAddress: text('from_address'),
    /** Set once the DNS records of `fromAddress` are verified: only then is mail sent from it. */
    whitelabelVerifiedAt: timestamp('whitelabel_verified_at', { withTimezone: true }),
    /** Whether report e-mails use `fromAddress` once it is verified; the admin may keep the product's sender. */
    activeEmail: boolean('active_email').notNull().default(true),
    /** The DKIM key pair of the sender's domain: the public half published in DNS, the private half encrypted at rest. */
    dkimPublicKey: text('dkim_public_key'),
    dkimPrivateKey: text('dkim_private_key'),
    /** What the last check of the sender's SPF, DKIM and DMARC records found, and when. */
    emailDns: jsonb('email_dns').$type<DnsRecordCheck[]>(),
    emailCheckedAt: timestamp('email_checked_at', { withTimezone: true }),
    /** Set while `domain`'s CNAME and ownership records are found as they should be: only then does the product answer on it. */
    domainVerifiedAt: timestamp('domain_verified_at', { withTimezone: true }),
    domainDns: jsonb('domain_dns').$type<DnsRecordCheck[]>(),
    domainCheckedAt: timestamp('domain_checked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('companies_state_check', sql`${table.state} in (${inList(COMPANY_STATES)})`),
    check('companies_requested_interval_check', sql`${table.requestedInterval} in (1, 12)`),
    // A white-label domain (stored lower case) serves one company only: the one whose ownership record is found there. Claiming
    // one is no hold on it, or anyone could keep its owner out by typing it first.
    uniqueIndex('companies_verified_domain_unique')
      .on(table.domain)
      .where(sql`${table.domainVerifiedAt} is not null`),
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
    /** Null for an invited teammate until they set a password through the invitation link. */
    passwordHash: text('password_hash'),
    roleName: text('role_name', { enum: ROLE_NAMES }).notNull().default('member'),
    /** Whether a non-admin may schedule automatic reports; admins always may. */
    canCreateReports: boolean('can_create_reports').notNull().default(true),
    /** When an admin invited this user; null for the company's creator. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
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

/** A new e-mail address a user asked for, taken only once they open the link mailed to it. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('email_changes_token_hash_unique').on(table.tokenHash), index('email_changes_user_id_index').on(table.userId)],
);

/**
 * A provider account a user signs in with. A provider account belongs to one
 * user, and a user has at most one account per provider; the subject is the
 * provider's id for the person (OpenID `sub`, Facebook's app-scoped id),
 * never the e-mail, which the person may change at the provider.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).$type<SocialProvider>().notNull(),
    subject: text('subject').notNull(),
    /** What the provider said the e-mail was when linked; shown on the user page. */
    email: text('email'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('user_identities_provider_subject_unique').on(table.provider, table.subject),
    uniqueIndex('user_identities_user_provider_unique').on(table.userId, table.provider),
    check('user_identities_provider_check', sql`${table.provider} in (${inList(SOCIAL_PROVIDERS)})`),
  ],
);

/** What a registration through a provider agreed to and asked for, kept until its e-mail is confirmed. */
export interface PendingSocialRegistration {
  plan: { coupons: string[]; dashboards: number; interval: 1 | 12; cid?: string; flow?: 'dashboard' | 'mc' };
  /** When the consents were given (ISO), recorded on the user when the account is created. */
  consentedAt: string;
}

/**
 * A registration through a provider that shared no confirmed e-mail: the
 * person typed one, and the account is created when the link mailed to it
 * is opened. Only the token's SHA-256 is kept.
 */
export const socialSignups = pgTable(
  'social_signups',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).$type<SocialProvider>().notNull(),
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    registration: jsonb('registration').$type<PendingSocialRegistration>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('social_signups_expires_at_index').on(table.expiresAt)],
);

export type Company = typeof companies.$inferSelect;
export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
