import type pg from 'pg';
import { todayIn } from '@pulseboard/shared/dates';
import type { CampaignMetricId, ChangeScope } from '@pulseboard/shared/contracts';
import type { WorstChange } from '../db/schema.js';
import { nextAlertStatus, type AlertStatus, type StoredAlertState } from './alert-state.js';
import { loadCampaignData, seriesOf, type CampaignData } from './campaign-data.js';
import { breachScope } from './group-ranking.js';
import { badWayChange, windowFigures, type WindowFigures } from './metric-window.js';
import { judge, windowOfRule } from './rule-judgement.js';
import { snoozeEnding, type CoveredAlert } from './snooze-policy.js';
import { activeSnoozes } from './snoozes.js';

interface EvaluatedAlert extends AlertStatus {
  domainId: number;
  ruleId: number;
  metric: CampaignMetricId;
  value: number | null;
  change: number | null;
  scope: ChangeScope | null;
}

/** The largest 7-day move the bad way in the group, of any metric with figures. */
function worstChangeOf(data: CampaignData, today: string): WorstChange | null {
  let worst: WorstChange | null = null;
  for (const domain of data.domains) {
    for (const metric of data.series.get(domain.id)?.byMetric.keys() ?? []) {
      const { change } = windowFigures(seriesOf(data, domain.id, metric), metric, today, 7);
      if (change === null || badWayChange(metric, change) <= 0) continue;
      if (!worst || badWayChange(metric, change) > badWayChange(worst.metric, worst.change)) worst = { domain: domain.domain, metric, change };
    }
  }
  return worst;
}

/**
 * Evaluates every rule of a group for every domain and stores the alerts'
 * new states, then ends the snoozes whose terms are met. Running it twice
 * in a row changes nothing the second time: states keep their `since`.
 */
export async function evaluateCampaign(pool: pg.Pool, campaignId: number, now = new Date()): Promise<void> {
  const data = await loadCampaignData(pool, campaignId, (timezone) => todayIn(timezone, now));
  if (!data || data.domains.length === 0) return;
  const today = todayIn(data.timezone, now);
  const dayOf = (instant: Date) => todayIn(data.timezone, instant);
  const domainIds = data.domains.map(({ id }) => id);
  const { rows: stored } = await pool.query<{ domain_id: number; rule_id: number; state: StoredAlertState; since: Date }>(
    'SELECT domain_id, rule_id, state, since FROM campaign_alerts WHERE domain_id = ANY($1)',
    [domainIds],
  );
  const previous = new Map(stored.map((row) => [`${row.domain_id}:${row.rule_id}`, { state: row.state, since: row.since }]));

  const evaluated: EvaluatedAlert[] = [];
  for (const rule of data.rules) {
    const figures = new Map<number, WindowFigures>(domainIds.map((id) => [id, windowFigures(seriesOf(data, id, rule.metric), rule.metric, today, windowOfRule(rule))]));
    for (const domainId of domainIds) {
      const own = figures.get(domainId);
      if (!own) continue;
      const judgement = judge(rule, own);
      const scope =
        judgement === 'breached'
          ? breachScope(
              rule,
              own,
              [...figures].filter(([id]) => id !== domainId).map(([, other]) => other),
            )
          : null;
      const status = nextAlertStatus(previous.get(`${domainId}:${rule.id}`), judgement, now, dayOf);
      // A floor speaks of the last figure, not of a change: its alert carries that figure and no change to show.
      evaluated.push({ domainId, ruleId: rule.id, metric: rule.metric, ...status, value: rule.kind === 'floor' ? own.latest : own.value, change: rule.kind === 'floor' ? null : own.change, scope });
    }
  }

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO campaign_alerts (domain_id, rule_id, state, since, value, change, scope, evaluated_at)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[], $5::float8[], $6::float8[], $7::text[], $8::timestamptz[])
       ON CONFLICT (domain_id, rule_id) DO UPDATE SET state = EXCLUDED.state, since = EXCLUDED.since, value = EXCLUDED.value,
         change = EXCLUDED.change, scope = EXCLUDED.scope, evaluated_at = EXCLUDED.evaluated_at`,
      [
        evaluated.map((alert) => alert.domainId),
        evaluated.map((alert) => alert.ruleId),
        evaluated.map((alert) => alert.state),
        evaluated.map((alert) => alert.since),
        evaluated.map((alert) => alert.value),
        evaluated.map((alert) => alert.change),
        evaluated.map((alert) => alert.scope),
        evaluated.map(() => now),
      ],
    );
    for (const snooze of await activeSnoozes(client, domainIds, today)) {
      const covered: CoveredAlert[] = evaluated.filter((alert) => alert.domainId === snooze.domainId && (snooze.ruleId === null || alert.ruleId === snooze.ruleId));
      const ending = snoozeEnding(snooze, covered, today);
      if (ending) await client.query('UPDATE campaign_snoozes SET ended_at = $2, ended_because = $3 WHERE id = $1 AND ended_at IS NULL', [snooze.id, now, ending]);
    }
    await client.query('UPDATE campaigns SET worst_change = $2, evaluated_at = $3 WHERE id = $1', [campaignId, JSON.stringify(worstChangeOf(data, today)), now]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
