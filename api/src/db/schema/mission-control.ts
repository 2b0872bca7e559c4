import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CampaignMetricId } from '@pulseboard/shared/contracts';
import { timestamps } from './columns.js';
import { companies, users } from './accounts.js';

/** The tables of Mission Control: groups of domains, their daily figures, alert rules, alerts, snoozes and digests. */

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
