import type pg from 'pg';
import { todayIn } from '@pulseboard/shared/dates';
import {
  CAMPAIGN_METRICS,
  type DomainAlert,
  type AlertState,
  type CampaignMetricId,
  type CampaignView,
  type CampaignWindow,
  type ChangeScope,
  type DomainView,
  type MetricCell,
} from '@pulseboard/shared/contracts';
import { notFound } from '../lib/errors.js';
import type { StoredAlertState } from './alert-state.js';
import { loadCampaignData, seriesOf } from './campaign-data.js';
import { unusualness } from './group-ranking.js';
import { windowFigures } from './metric-window.js';
import { activeSnoozes, snoozeOf, type ActiveSnooze } from './snoozes.js';

/** The order a domain's alerts rank it in: what needs a look first. */
const STATE_WEIGHT: Record<AlertState, number> = { alerting: 4, snoozed: 3, recovered: 2, ok: 1, no_data: 0 };

/**
 * A domain's state is its worst judged alert's; "no data" only when none
 * could be judged, so a rule without figures (checks turned off) does not
 * hide what the others found.
 */
const worst = (states: readonly AlertState[]): AlertState => states.reduce<AlertState>((a, b) => (STATE_WEIGHT[b] > STATE_WEIGHT[a] ? b : a), 'no_data');

interface StoredAlert {
  domain_id: number;
  rule_id: number;
  state: StoredAlertState;
  since: Date;
  value: number | null;
  change: number | null;
  scope: ChangeScope | null;
}

/** An alerting alert under a snooze of its own or of its whole domain is shown snoozed, with that snooze. */
function alertOf(row: StoredAlert, metric: CampaignMetricId, snoozes: readonly ActiveSnooze[]): DomainAlert {
  const snooze = snoozes.find((candidate) => candidate.domainId === row.domain_id && (candidate.ruleId === row.rule_id || candidate.ruleId === null));
  const state: AlertState = row.state === 'alerting' && snooze ? 'snoozed' : row.state;
  return {
    ruleId: row.rule_id,
    metric,
    state,
    since: row.since.toISOString(),
    value: row.value,
    change: row.change,
    scope: row.scope,
    snooze: snooze ? snoozeOf(snooze) : null,
  };
}

/**
 * A group as its view shows it over a 7- or 30-day window: each domain's
 * figures per metric with their change and daily series, its alerts as the
 * last evaluation left them, and its rank: what needs a look first (firing,
 * then snoozed, recovered, ok), and within each state the domains whose
 * changes stand furthest from their group's first.
 */
export async function campaignView(pool: pg.Pool, companyId: number, campaignId: number, days: CampaignWindow, now = new Date()): Promise<CampaignView> {
  const data = await loadCampaignData(pool, campaignId, (timezone) => todayIn(timezone, now), companyId);
  if (!data) throw notFound();
  const today = todayIn(data.timezone, now);
  const domainIds = data.domains.map(({ id }) => id);
  const [{ rows: stored }, snoozes] = await Promise.all([
    pool.query<StoredAlert>('SELECT domain_id, rule_id, state, since, value, change, scope FROM campaign_alerts WHERE domain_id = ANY($1)', [domainIds]),
    activeSnoozes(pool, domainIds, today),
  ]);
  const metricOfRule = new Map(data.rules.map((rule) => [rule.id, rule.metric]));
  const measured = new Set<CampaignMetricId>();
  for (const series of data.series.values()) for (const metric of series.byMetric.keys()) measured.add(metric);
  const metrics = CAMPAIGN_METRICS.map(({ id }) => id).filter((id) => measured.has(id));

  // Ranked on the metrics the group's change rules watch (all of them without such rules): a small,
  // noisy figure nobody watches (a handful of conversions) must not put a domain first.
  const watched = new Set(data.rules.flatMap((rule) => (rule.kind === 'change' ? [rule.metric] : [])));
  const ranksOn = (metric: CampaignMetricId) => watched.size === 0 || watched.has(metric);
  const changes = new Map<number, Partial<Record<CampaignMetricId, number | null>>>();
  const domains: DomainView[] = data.domains.map((domain) => {
    const cells: Record<string, MetricCell> = {};
    const domainChanges: Partial<Record<CampaignMetricId, number | null>> = {};
    for (const metric of metrics) {
      const figures = windowFigures(seriesOf(data, domain.id, metric), metric, today, days);
      cells[metric] = { value: figures.value, change: figures.change, series: figures.series, origin: data.series.get(domain.id)?.origins.get(metric) ?? null };
      if (ranksOn(metric)) domainChanges[metric] = figures.change;
    }
    changes.set(domain.id, domainChanges);
    const alerts = stored.flatMap((row) => {
      const metric = metricOfRule.get(row.rule_id);
      return row.domain_id === domain.id && metric ? [alertOf(row, metric, snoozes)] : [];
    });
    const firing = alerts.find((alert) => alert.state === 'alerting') ?? alerts.find((alert) => alert.state === 'snoozed');
    const domainSnooze = snoozes.find((snooze) => snooze.domainId === domain.id && snooze.ruleId === null);
    return {
      id: domain.id,
      domain: domain.domain,
      createdAt: domain.createdAt.toISOString(),
      state: worst(alerts.map((alert) => alert.state)),
      unusual: 0,
      scope: firing?.scope ?? null,
      cells,
      alerts,
      check: domain.lastCheck,
      collectedAt: domain.collectedAt?.toISOString() ?? null,
      snooze: domainSnooze ? snoozeOf(domainSnooze) : null,
    };
  });
  const scores = unusualness(changes);
  for (const domain of domains) domain.unusual = scores.get(domain.id) ?? 0;
  domains.sort((a, b) => STATE_WEIGHT[b.state] - STATE_WEIGHT[a.state] || b.unusual - a.unusual || a.domain.localeCompare(b.domain));

  return {
    campaign: {
      id: data.id,
      name: data.name,
      createdAt: data.createdAt.toISOString(),
      domainsCount: domains.length,
      alertingCount: domains.filter((domain) => domain.state === 'alerting').length,
      worstChange: null,
    },
    days,
    asOf: today,
    timezone: data.timezone,
    metrics,
    domains,
    rules: data.rules,
  };
}
