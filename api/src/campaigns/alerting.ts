import type pg from 'pg';
import { todayIn, addDays } from '@pulseboard/shared/dates';
import { MAX_SNOOZE_DAYS, type AlertListItem, type AlertRule, type AlertRuleInput, type CampaignMetricId, type ChangeScope, type Snooze, type snoozeRequestSchema } from '@pulseboard/shared/contracts';
import type { StoredAlertState } from './alert-state.js';
import { notFound, ValidationFailed } from '../lib/errors.js';
import { activeSnoozes, snoozeOf } from './snoozes.js';
import { ruleOfRow, rowOfRule, type RuleRow } from './rules.js';

type SnoozeInput = ReturnType<typeof snoozeRequestSchema.parse>;

/** The in-app list is for reading, not for export: the oldest beyond this are left out. */
const MAX_LISTED = 500;

async function timezoneOfCampaign(pool: pg.Pool, companyId: number, campaignId: number): Promise<string> {
  const { rows } = await pool.query<{ timezone: string }>('SELECT co.timezone FROM campaigns c JOIN companies co ON co.id = c.company_id WHERE c.id = $1 AND c.company_id = $2', [
    campaignId,
    companyId,
  ]);
  if (!rows[0]) throw notFound();
  return rows[0].timezone;
}

/** Rules, snoozes and the alert list of a company's groups; another company's group or domain is not found. */
export function campaignAlerting(pool: pg.Pool) {
  return {
    /**
     * Replaces a group's rules. Rules that stay the same keep their id and
     * their alerts' states; changed or removed ones take their alerts and
     * snoozes with them, since those judged something else.
     */
    async replaceRules(companyId: number, campaignId: number, rules: readonly AlertRuleInput[]): Promise<AlertRule[]> {
      await timezoneOfCampaign(pool, companyId, campaignId);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const { rows: existing } = await client.query<RuleRow>('SELECT id, kind, metric, percent, "window", floor FROM campaign_alert_rules WHERE campaign_id = $1 FOR UPDATE', [campaignId]);
        const kept = new Set<number>();
        const sameAs = (row: RuleRow, rule: AlertRuleInput) => {
          const wanted = rowOfRule(campaignId, rule);
          return row.kind === wanted.kind && row.metric === wanted.metric && row.percent === wanted.percent && row.window === wanted.window && row.floor === wanted.floor;
        };
        for (const rule of rules) {
          const match = existing.find((row) => !kept.has(row.id) && sameAs(row, rule));
          if (match) {
            kept.add(match.id);
            continue;
          }
          const row = rowOfRule(campaignId, rule);
          const { rows } = await client.query<{ id: number }>('INSERT INTO campaign_alert_rules (campaign_id, kind, metric, percent, "window", floor) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id', [
            campaignId,
            row.kind,
            row.metric,
            row.percent,
            row.window,
            row.floor,
          ]);
          if (rows[0]) kept.add(rows[0].id);
        }
        await client.query('DELETE FROM campaign_alert_rules WHERE campaign_id = $1 AND NOT (id = ANY($2))', [campaignId, [...kept]]);
        const { rows: stored } = await client.query<RuleRow>('SELECT id, kind, metric, percent, "window", floor FROM campaign_alert_rules WHERE campaign_id = $1 ORDER BY id', [campaignId]);
        await client.query('COMMIT');
        return stored.map(ruleOfRow);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },

    /**
     * Snoozes one alert of a domain, or all of them, remembering the changes
     * it was set on, so it can wake when they worsen further.
     */
    async snooze(companyId: number, campaignId: number, userId: number, request: SnoozeInput): Promise<Snooze> {
      const timezone = await timezoneOfCampaign(pool, companyId, campaignId);
      const { rows: domain } = await pool.query('SELECT id FROM campaign_domains WHERE id = $1 AND campaign_id = $2', [request.domainId, campaignId]);
      if (!domain[0]) throw new ValidationFailed({ domainId: ['The domain is not in this group.'] });
      if (request.ruleId !== null) {
        const { rows: rule } = await pool.query('SELECT id FROM campaign_alert_rules WHERE id = $1 AND campaign_id = $2', [request.ruleId, campaignId]);
        if (!rule[0]) throw new ValidationFailed({ ruleId: ['The alert rule is not one of this group’s.'] });
      }
      const today = todayIn(timezone);
      if (request.mode === 'until' && request.until !== undefined && request.until < today) throw new ValidationFailed({ until: ['The snooze must end today or later.'] });
      // A date is held to the same longest snooze as a number of days.
      if (request.mode === 'until' && request.until !== undefined && request.until > addDays(today, MAX_SNOOZE_DAYS - 1)) {
        throw new ValidationFailed({ until: [`Snooze for at most ${MAX_SNOOZE_DAYS} days.`] });
      }
      const until = request.mode === 'days' ? addDays(today, (request.days ?? 1) - 1) : request.mode === 'until' ? (request.until ?? today) : null;
      const { rows: changes } = await pool.query<{ rule_id: number; change: number | null }>('SELECT rule_id, change FROM campaign_alerts WHERE domain_id = $1 AND ($2::int IS NULL OR rule_id = $2)', [
        request.domainId,
        request.ruleId,
      ]);
      const baseline = Object.fromEntries(changes.flatMap((row) => (row.change === null ? [] : [[String(row.rule_id), row.change]])));
      // A new snooze of the same alert (or of all the domain's) takes the place of the one before: one each, however often asked.
      const { rows } = await pool.query<{ id: number }>(
        `WITH replaced AS (DELETE FROM campaign_snoozes WHERE domain_id = $1 AND rule_id IS NOT DISTINCT FROM $2)
         INSERT INTO campaign_snoozes (domain_id, rule_id, until, until_recovered, wake_by, baseline, reason, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [request.domainId, request.ruleId, until, request.mode === 'recovered', request.wakeBy, JSON.stringify(baseline), request.reason, userId],
      );
      const created = (await activeSnoozes(pool, [request.domainId], today)).find((snooze) => snooze.id === rows[0]?.id);
      if (!created) throw new Error('The new snooze was not found');
      return snoozeOf(created);
    },

    /** Ends a snooze before its time. */
    async unsnooze(companyId: number, campaignId: number, snoozeId: number): Promise<void> {
      const { rowCount } = await pool.query(
        `UPDATE campaign_snoozes s SET ended_at = now(), ended_because = 'cancelled'
           FROM campaign_domains d JOIN campaigns c ON c.id = d.campaign_id
          WHERE s.id = $1 AND s.domain_id = d.id AND d.campaign_id = $2 AND c.company_id = $3 AND s.ended_at IS NULL`,
        [snoozeId, campaignId, companyId],
      );
      if (rowCount === 0) throw notFound();
    },

    /** The company's alerts firing (or snoozed) and recovered, across its groups, most recent first (at most MAX_LISTED); rules without figures to judge are not news. */
    async alerts(companyId: number): Promise<AlertListItem[]> {
      const { rows } = await pool.query<{
        campaign_id: number;
        campaign_name: string;
        domain_id: number;
        domain: string;
        rule_id: number;
        metric: CampaignMetricId;
        state: StoredAlertState;
        since: Date;
        value: number | null;
        change: number | null;
        scope: ChangeScope | null;
        timezone: string;
      }>(
        `SELECT c.id AS campaign_id, c.name AS campaign_name, d.id AS domain_id, d.domain, a.rule_id, r.metric, a.state, a.since, a.value, a.change, a.scope, co.timezone
           FROM campaign_alerts a
           JOIN campaign_alert_rules r ON r.id = a.rule_id
           JOIN campaign_domains d ON d.id = a.domain_id
           JOIN campaigns c ON c.id = d.campaign_id
           JOIN companies co ON co.id = c.company_id
          WHERE c.company_id = $1 AND a.state IN ('alerting', 'recovered')
          ORDER BY a.since DESC, d.domain LIMIT $2`,
        [companyId, MAX_LISTED],
      );
      const timezone = rows[0]?.timezone;
      if (!timezone) return [];
      const snoozes = await activeSnoozes(pool, [...new Set(rows.map((row) => row.domain_id))], todayIn(timezone));
      return rows.map((row) => {
        const snooze = snoozes.find((candidate) => candidate.domainId === row.domain_id && (candidate.ruleId === null || candidate.ruleId === row.rule_id));
        return {
          campaignId: row.campaign_id,
          campaignName: row.campaign_name,
          domainId: row.domain_id,
          domain: row.domain,
          ruleId: row.rule_id,
          metric: row.metric,
          state: row.state === 'alerting' && snooze ? 'snoozed' : row.state,
          since: row.since.toISOString(),
          value: row.value,
          change: row.change,
          scope: row.scope,
          snooze: snooze ? snoozeOf(snooze) : null,
        };
      });
    },
  };
}

export type CampaignAlerting = ReturnType<typeof campaignAlerting>;
