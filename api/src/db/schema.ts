import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  COUPON_TYPES,
  SOCIAL_PROVIDERS,
  SUBSCRIPTION_STATES,
  TEAM_ROLES,
  type CampaignMetricId,
  type DashboardStyles,
  type DnsRecordCheck,
  type Questionnaire,
  type ReportDateRange,
  type ReportPeriod,
  type ReportSendState,
  type SocialProvider,
  type TeamRole,
  type Widget,
} from '@pulseboard/shared/contracts';

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
    // A white-label domain (stored lower case) serves one company only.
    uniqueIndex('companies_domain_unique').on(table.domain),
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

export interface WorstChange {
  domain: string;
  metric: CampaignMetricId;
  change: number;
}

/** A Mission Control group (spec: campaign): domains of a company watched together. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The largest 7-day move the bad way of any domain and metric, as the last evaluation found it, for the group list. */
    worstChange: jsonb('worst_change').$type<WorstChange>(),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('campaigns_company_id_index').on(table.companyId)],
);

/** A domain of a group, stored as its normalised host name; a group holds each once. */
export const campaignDomains = pgTable(
  'campaign_domains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    /** The company's day whose figures were last gathered: the daily collection skips a domain already done today. */
    collectedOn: date('collected_on', { mode: 'string' }),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    /** What the last check of the site found. */
    lastCheck: jsonb('last_check').$type<SiteCheckRecord>(),
    ...timestamps,
  },
  (table) => [uniqueIndex('campaign_domains_campaign_domain_unique').on(table.campaignId, table.domain)],
);

export interface SiteCheckRecord {
  status: number | null;
  problem: string | null;
  checkedAt: string;
}

/** A domain's figure of one metric on one day of the company's calendar; gathering a day again replaces it. */
export const campaignMetrics = pgTable(
  'campaign_metrics',
  {
    domainId: integer('domain_id')
      .notNull()
      .references(() => campaignDomains.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: doublePrecision('value').notNull(),
    origin: text('origin').notNull(),
  },
  (table) => [primaryKey({ columns: [table.domainId, table.metric, table.day] })],
);

/** An alert rule of a group: a change the bad way beyond `percent` over `window` days, or a value below `floor`. */
export const campaignAlertRules = pgTable(
  'campaign_alert_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['change', 'floor'] }).notNull(),
    metric: text('metric').notNull(),
    percent: doublePrecision('percent'),
    window: integer('window'),
    floor: doublePrecision('floor'),
  },
  (table) => [index('campaign_alert_rules_campaign_index').on(table.campaignId), check('campaign_alert_rules_kind_check', sql`${table.kind} in ('change', 'floor')`)],
);

/** The state of one rule for one domain, as the last evaluation left it ("snoozed" is never stored: it is an alerting alert under a snooze). */
export const campaignAlerts = pgTable(
  'campaign_alerts',
  {
    domainId: integer('domain_id')
      .notNull()
      .references(() => campaignDomains.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => campaignAlertRules.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['ok', 'alerting', 'recovered', 'no_data'] }).notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    value: doublePrecision('value'),
    change: doublePrecision('change'),
    scope: text('scope', { enum: ['domain-only', 'group-wide'] }),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.domainId, table.ruleId] })],
);

/**
 * A snooze of one alert (`ruleId`) or of all a domain's: it ends by itself
 * after `until`, once the alert recovers, or when the change worsens by
 * `wakeBy` points beyond `baseline` (the changes when it was set, by rule).
 */
export const campaignSnoozes = pgTable(
  'campaign_snoozes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => campaignDomains.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id').references(() => campaignAlertRules.id, { onDelete: 'cascade' }),
    until: date('until', { mode: 'string' }),
    untilRecovered: boolean('until_recovered').notNull().default(false),
    wakeBy: doublePrecision('wake_by'),
    baseline: jsonb('baseline').$type<Record<string, number>>().notNull().default({}),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBecause: text('ended_because', { enum: ['expired', 'recovered', 'worsened', 'cancelled'] }),
    ...timestamps,
  },
  (table) => [index('campaign_snoozes_domain_index').on(table.domainId)],
);

/** The daily Mission Control digest of one user: claimed before it is sent, so a day's digest goes out once. */
export const campaignDigests = pgTable(
  'campaign_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    alerts: integer('alerts').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

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

/**
 * A dashboard (spec §3). Its widgets are one versioned JSON document (the
 * editor saves the whole layout at once); everything queried or filtered on
 * has a column.
 */
export const dashboards = pgTable(
  'dashboards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The public address; refreshing it invalidates links already shared. */
    permalink: text('permalink').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    public: boolean('public').notNull().default(false),
    passwordHash: text('password_hash'),
    /** The user holding the edit lock, and since when (a lock left behind expires). */
    lockedBy: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** Saves of the document so far; an editor's save based on an older one, from another editing session, is refused. */
    revision: integer('revision').notNull().default(1),
    /** The editing session whose save made this revision (null: made otherwise), so a session's own saves never conflict. */
    revisionBy: text('revision_by'),
    hiddenDateSelector: boolean('hidden_date_selector').notNull().default(false),
    footer: text('footer').notNull().default(''),
    rangeType: text('range_type').notNull().default('last_month'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    compareStartDate: text('compare_start_date'),
    compareEndDate: text('compare_end_date'),
    timezone: text('timezone').notNull().default('UTC'),
    styles: jsonb('styles').$type<DashboardStyles>().notNull(),
    widgets: jsonb('widgets').$type<Widget[]>().notNull().default([]),
    documentVersion: integer('document_version').notNull().default(1),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('dashboards_permalink_unique').on(table.permalink), index('dashboards_company_active_index').on(table.companyId, table.active)],
);

export type DashboardRow = typeof dashboards.$inferSelect;

/** A dashboard e-mailed on a schedule (spec §3). `nextSendAt` is the next send not yet handed to the queue. */
export const automaticReports = pgTable(
  'automatic_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    dashboardId: integer('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    period: text('period').$type<ReportPeriod>().notNull(),
    /** FIRST_DAY, LAST_DAY or FIRST_WORK_DAY for a month; "1" (Monday) to "7" (Sunday) for a week. */
    detail: text('detail').notNull(),
    hour: integer('hour').notNull(),
    minute: integer('minute').notNull(),
    timezone: text('timezone').notNull(),
    dateRange: text('date_range').$type<ReportDateRange>().notNull(),
    withPdf: boolean('with_pdf').notNull().default(false),
    withPreview: boolean('with_preview').notNull().default(true),
    nextSendAt: timestamp('next_send_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('automatic_reports_next_send_at_index').on(table.nextSendAt),
    index('automatic_reports_dashboard_id_index').on(table.dashboardId),
    index('automatic_reports_company_id_index').on(table.companyId),
    check('automatic_reports_period_check', sql`${table.period} in ('MONTH', 'WEEK')`),
    check('automatic_reports_hour_check', sql`${table.hour} between 0 and 23`),
    check('automatic_reports_minute_check', sql`${table.minute} between 0 and 59`),
  ],
);

/**
 * One due send of a report. Unique per report and due time: however many
 * schedulers look at a due report, it is sent once; the row records how it went.
 * An attempt holds the send by a claim (`claimed_by`) with a lease it renews
 * while it works (`claimed_until`), so a retry of the same job never works it
 * at the same time; `sending` is recorded before the message goes to SMTP, so
 * an attempt that stopped after that point is known to have an unknown outcome.
 */
export const automaticReportSends = pgTable(
  'automatic_report_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => automaticReports.id, { onDelete: 'cascade' }),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    state: text('state').$type<ReportSendState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('automatic_report_sends_report_scheduled_unique').on(table.reportId, table.scheduledFor),
    // The scheduler's tick looks for sends left `sending` past their claim (settleLapsedSends): a few rows among every send ever made.
    index('automatic_report_sends_sending_claimed_until')
      .on(table.claimedUntil)
      .where(sql`${table.state} = 'sending'`),
    check('automatic_report_sends_state_check', sql`${table.state} in ('pending', 'sending', 'sent', 'retrying', 'failed', 'unknown')`),
  ],
);

export type AutomaticReportRow = typeof automaticReports.$inferSelect;
export type AutomaticReportSendRow = typeof automaticReportSends.$inferSelect;
export type Company = typeof companies.$inferSelect;
export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
