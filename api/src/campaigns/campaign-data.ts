import type pg from 'pg';
import { addDays } from '@pulseboard/shared/dates';
import type { AlertRule, CampaignMetricId, MetricOrigin } from '@pulseboard/shared/contracts';
import type { SiteCheckRecord } from '../db/schema.js';
import { ruleOfRow, type RuleRow } from './rules.js';

/** Two 30-day windows: everything a change is read from. */
export const DAYS_KEPT = 60;

export interface DomainRecord {
  id: number;
  domain: string;
  createdAt: Date;
  collectedAt: Date | null;
  lastCheck: SiteCheckRecord | null;
}

export interface DomainSeries {
  byMetric: Map<CampaignMetricId, Map<string, number>>;
  /** Where each metric's latest figure came from. */
  origins: Map<CampaignMetricId, MetricOrigin>;
}

/** A group with what its evaluation and its view read: domains, rules and the last 60 days of figures. */
export interface CampaignData {
  id: number;
  companyId: number;
  name: string;
  createdAt: Date;
  timezone: string;
  domains: DomainRecord[];
  rules: AlertRule[];
  series: Map<number, DomainSeries>;
}

/** A group, within its company when `companyId` is given; undefined when there is none. */
export async function loadCampaignData(pool: pg.Pool, campaignId: number, today: (timezone: string) => string, companyId?: number): Promise<CampaignData | undefined> {
  const { rows: found } = await pool.query<{ id: number; company_id: number; name: string; created_at: Date; timezone: string }>(
    `SELECT c.id, c.company_id, c.name, c.created_at, co.timezone FROM campaigns c JOIN companies co ON co.id = c.company_id
      WHERE c.id = $1 AND ($2::int IS NULL OR c.company_id = $2)`,
    [campaignId, companyId ?? null],
  );
  const campaign = found[0];
  if (!campaign) return undefined;
  const [domains, rules] = await Promise.all([
    pool.query<{ id: number; domain: string; created_at: Date; collected_at: Date | null; last_check: SiteCheckRecord | null }>(
      'SELECT id, domain, created_at, collected_at, last_check FROM campaign_domains WHERE campaign_id = $1 ORDER BY domain',
      [campaignId],
    ),
    pool.query<RuleRow>('SELECT id, kind, metric, percent, "window", floor FROM campaign_alert_rules WHERE campaign_id = $1 ORDER BY id', [campaignId]),
  ]);
  const since = addDays(today(campaign.timezone), -(DAYS_KEPT - 1));
  const { rows: figures } = await pool.query<{ domain_id: number; metric: CampaignMetricId; day: string; value: number; origin: MetricOrigin }>(
    `SELECT m.domain_id, m.metric, to_char(m.day, 'YYYY-MM-DD') AS day, m.value, m.origin
       FROM campaign_metrics m JOIN campaign_domains d ON d.id = m.domain_id
      WHERE d.campaign_id = $1 AND m.day >= $2 ORDER BY m.day`,
    [campaignId, since],
  );
  const series = new Map<number, DomainSeries>();
  for (const { domain_id, metric, day, value, origin } of figures) {
    let domain = series.get(domain_id);
    if (!domain) series.set(domain_id, (domain = { byMetric: new Map(), origins: new Map() }));
    let days = domain.byMetric.get(metric);
    if (!days) domain.byMetric.set(metric, (days = new Map()));
    days.set(day, value);
    domain.origins.set(metric, origin);
  }
  return {
    id: campaign.id,
    companyId: campaign.company_id,
    name: campaign.name,
    createdAt: campaign.created_at,
    timezone: campaign.timezone,
    domains: domains.rows.map((row) => ({ id: row.id, domain: row.domain, createdAt: row.created_at, collectedAt: row.collected_at, lastCheck: row.last_check })),
    rules: rules.rows.map(ruleOfRow),
    series,
  };
}

export const seriesOf = (data: CampaignData, domainId: number, metric: CampaignMetricId): ReadonlyMap<string, number> => data.series.get(domainId)?.byMetric.get(metric) ?? new Map<string, number>();
