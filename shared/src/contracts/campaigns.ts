import * as z from './zod.js';
import { rowIdSchema } from './ids.js';
import { reportingDaySchema } from './date-range.js';

/** A company watches at most this many groups, each of at most this many domains: every domain is fetched and checked daily. */
export const MAX_CAMPAIGNS_PER_COMPANY = 500;
export const MAX_DOMAINS_PER_CAMPAIGN = 200;

export const campaignNameSchema = z
  .string({ error: 'The name field is required.' })
  .check(z.trim(), z.minLength(1, 'The name field is required.'), z.maxLength(255, 'The name may not be longer than 255 characters.'));

/** POST /api/campaigns and PUT /api/campaigns/{id}. */
export const campaignRequestSchema = z.strictObject({ name: campaignNameSchema });
export type CampaignRequest = z.infer<typeof campaignRequestSchema>;

/** POST /api/campaigns/{id}/domains: a domain as typed ("https://Shop.Example.com/"); the server reads it with the public-suffix list. */
export const campaignDomainRequestSchema = z.strictObject({
  domain: z
    .string({ error: 'The domain field is required.' })
    .check(z.trim(), z.minLength(1, 'The domain field is required.'), z.maxLength(2048, 'The domain may not be longer than 2048 characters.')),
});
export type CampaignDomainRequest = z.infer<typeof campaignDomainRequestSchema>;

/** Spec §9: a group's metrics move over the last 7 or the last 30 days. */
export const CAMPAIGN_WINDOWS = [7, 30] as const;
export type CampaignWindow = (typeof CAMPAIGN_WINDOWS)[number];
export const DEFAULT_CAMPAIGN_WINDOW: CampaignWindow = 7;
const WINDOW_MESSAGE = 'The window is 7 or 30 days.';
export const campaignWindowSchema = z.union([z.literal(7), z.literal(30)], { error: WINDOW_MESSAGE });
/** `?days=` of the group view; anything else is the default window, so a hand-edited address still opens the group. */
export const campaignWindowParamSchema = z._default(z.catch(z.pipe(z.coerce.number(), campaignWindowSchema), DEFAULT_CAMPAIGN_WINDOW), DEFAULT_CAMPAIGN_WINDOW);

/**
 * What a domain is measured by, and where each figure comes from:
 * Search Console, GA4 and the SEO tools when the company connected one that
 * knows the domain, the product's own checks of the site, otherwise the
 * sample data. `flow` metrics add up over days (a window's value is its
 * total), `level` ones are read on a day (a window's value is its mean).
 * `better` says which way is good: a falling position is a gain.
 */
export const CAMPAIGN_METRICS = [
  { id: 'sessions', label: 'Sessions', kind: 'flow', format: 'number', better: 'up' },
  { id: 'users', label: 'Users', kind: 'flow', format: 'number', better: 'up' },
  { id: 'conversions', label: 'Conversions', kind: 'flow', format: 'number', better: 'up' },
  { id: 'clicks', label: 'Organic clicks', kind: 'flow', format: 'number', better: 'up' },
  { id: 'impressions', label: 'Impressions', kind: 'flow', format: 'number', better: 'up' },
  { id: 'ctr', label: 'CTR', kind: 'level', format: 'percent', better: 'up' },
  { id: 'position', label: 'Avg. position', kind: 'level', format: 'decimal', better: 'down' },
  { id: 'domainRating', label: 'Domain rating', kind: 'level', format: 'decimal', better: 'up' },
  { id: 'backlinks', label: 'Backlinks', kind: 'level', format: 'number', better: 'up' },
  { id: 'uptime', label: 'Uptime', kind: 'level', format: 'percent', better: 'up' },
  { id: 'responseTime', label: 'Response time', kind: 'level', format: 'milliseconds', better: 'down' },
  { id: 'tlsDaysLeft', label: 'Certificate days left', kind: 'level', format: 'days', better: 'up' },
] as const;
export type CampaignMetricId = (typeof CAMPAIGN_METRICS)[number]['id'];
export type CampaignMetric = (typeof CAMPAIGN_METRICS)[number];
const METRIC_IDS = CAMPAIGN_METRICS.map((metric) => metric.id) as [CampaignMetricId, ...CampaignMetricId[]];
export const campaignMetricSchema = z.enum(METRIC_IDS, { error: 'Choose one of the metrics.' });
export const campaignMetricOf = (id: CampaignMetricId): CampaignMetric => CAMPAIGN_METRICS.find((metric) => metric.id === id) ?? CAMPAIGN_METRICS[0];

export const campaignDomainSchema = z.object({ id: rowIdSchema, domain: z.string(), createdAt: z.string() });
export type CampaignDomain = z.infer<typeof campaignDomainSchema>;

/** A group in the list (spec §3: campaignId). */
export const campaignSummarySchema = z.object({
  id: rowIdSchema,
  name: z.string(),
  domainsCount: z.number().check(z.int()),
  /** Domains with an alert firing (snoozed ones not counted). */
  alertingCount: z.number().check(z.int()),
  /** The largest move the bad way over the last 7 days, of any domain and metric. */
  worstChange: z.nullable(z.object({ domain: z.string(), metric: campaignMetricSchema, change: z.number() })),
  createdAt: z.string(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** A group with its domains. */
export const campaignSchema = z.extend(campaignSummarySchema, { domains: z.array(campaignDomainSchema) });
export type Campaign = z.infer<typeof campaignSchema>;

/** Where a domain's figure came from. */
export const METRIC_ORIGINS = ['sample', 'google_webmasters', 'google_analytics', 'semrush', 'ahrefs_v3', 'checks'] as const;
export type MetricOrigin = (typeof METRIC_ORIGINS)[number];

/**
 * An alert of a domain on one rule (after Grafana's states): ok, alerting,
 * snoozed (alerting, silenced by someone), recovered (alerting until the
 * last evaluation of the day), no data (too few days measured to judge).
 */
export const ALERT_STATES = ['ok', 'alerting', 'snoozed', 'recovered', 'no_data'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** A fall of the domain alone, or of most of its group: the first needs a look at the site, the second at the market or the source. */
export const CHANGE_SCOPES = ['domain-only', 'group-wide'] as const;
export type ChangeScope = (typeof CHANGE_SCOPES)[number];

export const MAX_RULES_PER_CAMPAIGN = 20;

/** An alert rule: the metric moved the bad way by more than `percent` over the window, or fell below `floor`. */
export const alertRuleInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('change'),
      metric: campaignMetricSchema,
      percent: z.number({ error: 'Give the change in percent.' }).check(z.gte(1, 'The change is at least 1 %.'), z.lte(1000, 'The change is at most 1000 %.')),
      window: campaignWindowSchema,
    }),
    z.strictObject({
      kind: z.literal('floor'),
      metric: campaignMetricSchema,
      floor: z.number({ error: 'Give the lowest acceptable value.' }).check(z.gte(0, 'The floor may not be negative.'), z.lte(1e12, 'The floor is too large.')),
    }),
  ],
  { error: 'A rule is a change or a floor.' },
);
export type AlertRuleInput = z.infer<typeof alertRuleInputSchema>;
export const alertRuleSchema = z.intersection(z.object({ id: rowIdSchema }), alertRuleInputSchema);
export type AlertRule = z.infer<typeof alertRuleSchema>;

/** PUT /api/campaigns/{id}/rules: the group's whole rule list (admins only). */
export const alertRulesRequestSchema = z.strictObject({ rules: z.array(alertRuleInputSchema).check(z.maxLength(MAX_RULES_PER_CAMPAIGN, `A group may have at most ${MAX_RULES_PER_CAMPAIGN} rules.`)) });
export type AlertRulesRequest = z.infer<typeof alertRulesRequestSchema>;

export const SNOOZE_MODES = ['days', 'until', 'recovered'] as const;
export const MAX_SNOOZE_DAYS = 90;
const REASON_MAX = 500;

/**
 * POST /api/campaigns/{id}/snoozes: silence one alert (`ruleId`) or all of a
 * domain's (no `ruleId`) for N days, until a date, or until it recovers; it
 * wakes early when the change worsens by `wakeBy` more percentage points.
 */
export const snoozeRequestSchema = z
  .strictObject({
    domainId: rowIdSchema,
    ruleId: z._default(z.nullable(rowIdSchema), null),
    mode: z.enum(SNOOZE_MODES, { error: 'Choose how long the snooze lasts.' }),
    days: z.optional(z.number().check(z.int('Give a whole number of days.'), z.gte(1, 'Snooze for at least 1 day.'), z.lte(MAX_SNOOZE_DAYS, `Snooze for at most ${MAX_SNOOZE_DAYS} days.`))),
    until: z.optional(reportingDaySchema),
    wakeBy: z._default(z.nullable(z.number().check(z.gte(1, 'Wake on a further change of at least 1 point.'), z.lte(1000, 'Wake on a further change of at most 1000 points.'))), null),
    reason: z._default(z.string().check(z.trim(), z.maxLength(REASON_MAX, `The reason may not be longer than ${REASON_MAX} characters.`)), ''),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.mode === 'days' && value.days === undefined) context.addIssue({ code: 'custom', path: ['days'], message: 'Give the number of days.' });
      if (value.mode === 'until' && value.until === undefined) context.addIssue({ code: 'custom', path: ['until'], message: 'Give the date the snooze ends.' });
    }),
  );
export type SnoozeRequest = z.input<typeof snoozeRequestSchema>;

export const snoozeSchema = z.object({
  id: rowIdSchema,
  ruleId: z.nullable(rowIdSchema),
  /** The last day the snooze holds (company time zone), or null until the alert recovers. */
  until: z.nullable(z.string()),
  untilRecovered: z.boolean(),
  wakeBy: z.nullable(z.number()),
  reason: z.string(),
  /** Who snoozed it: their name, or null once that user is gone. */
  by: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Snooze = z.infer<typeof snoozeSchema>;

export const alertSchema = z.object({
  ruleId: rowIdSchema,
  metric: campaignMetricSchema,
  state: z.enum(ALERT_STATES),
  /** When the alert entered its state. */
  since: z.nullable(z.string()),
  /** The window's value and its change in percent when the state was last evaluated. */
  value: z.nullable(z.number()),
  change: z.nullable(z.number()),
  scope: z.nullable(z.enum(CHANGE_SCOPES)),
  snooze: z.nullable(snoozeSchema),
});
export type DomainAlert = z.infer<typeof alertSchema>;

export const metricCellSchema = z.object({
  /** The window's total (flow) or mean (level); null without data. */
  value: z.nullable(z.number()),
  /** Percent against the window before; null without enough days on either side or from zero. */
  change: z.nullable(z.number()),
  /** One figure per day of the window, oldest first; null for a day not measured. */
  series: z.array(z.nullable(z.number())),
  origin: z.nullable(z.enum(METRIC_ORIGINS)),
});
export type MetricCell = z.infer<typeof metricCellSchema>;

export const domainViewSchema = z.extend(campaignDomainSchema, {
  /** The worst of the domain's alerts: alerting, no data, snoozed, recovered, ok. */
  state: z.enum(ALERT_STATES),
  /** How far the domain's changes stand from the rest of its group (robust z-score): the list is ranked by it. */
  unusual: z.number(),
  scope: z.nullable(z.enum(CHANGE_SCOPES)),
  cells: z.record(z.string(), metricCellSchema),
  alerts: z.array(alertSchema),
  /** The last check of the site: its HTTP status, or why it could not be reached. */
  check: z.nullable(z.object({ status: z.nullable(z.number().check(z.int())), problem: z.nullable(z.string()), checkedAt: z.string() })),
  collectedAt: z.nullable(z.string()),
  /** The snooze of the whole domain, if any. */
  snooze: z.nullable(snoozeSchema),
});
export type DomainView = z.infer<typeof domainViewSchema>;

/** GET /api/campaigns/{id}/view?days=7|30. */
export const campaignViewSchema = z.object({
  campaign: campaignSummarySchema,
  days: campaignWindowSchema,
  /** The last day of the window (company time zone). */
  asOf: z.string(),
  timezone: z.string(),
  /** The metrics any domain of the group has figures for, in CAMPAIGN_METRICS order. */
  metrics: z.array(campaignMetricSchema),
  domains: z.array(domainViewSchema),
  rules: z.array(alertRuleSchema),
});
export type CampaignView = z.infer<typeof campaignViewSchema>;

/** GET /api/campaigns/alerts: the company's alerts firing, snoozed or recovered, for the in-app list. */
export const alertListItemSchema = z.extend(alertSchema, { campaignId: rowIdSchema, campaignName: z.string(), domainId: rowIdSchema, domain: z.string() });
export type AlertListItem = z.infer<typeof alertListItemSchema>;
