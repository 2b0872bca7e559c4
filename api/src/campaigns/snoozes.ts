import type pg from 'pg';
import type { Snooze } from '@pulseboard/shared/contracts';
import type { SnoozeTerms } from './snooze-policy.js';

export interface ActiveSnooze extends SnoozeTerms {
  id: number;
  domainId: number;
  ruleId: number | null;
  reason: string;
  by: string | null;
  createdAt: Date;
}

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

/**
 * The snoozes holding today for these domains. One past its last day holds
 * no more even before the next evaluation marks it ended: snoozes end by
 * themselves, not when a job gets round to it.
 */
export async function activeSnoozes(db: Queryable, domainIds: readonly number[], today: string): Promise<ActiveSnooze[]> {
  const { rows } = await db.query<{
    id: number;
    domain_id: number;
    rule_id: number | null;
    until: string | null;
    until_recovered: boolean;
    wake_by: number | null;
    baseline: Record<string, number>;
    reason: string;
    by: string | null;
    created_at: Date;
  }>(
    `SELECT s.id, s.domain_id, s.rule_id, to_char(s.until, 'YYYY-MM-DD') AS until, s.until_recovered, s.wake_by, s.baseline, s.reason, u.name AS by, s.created_at
       FROM campaign_snoozes s LEFT JOIN users u ON u.id = s.created_by
      WHERE s.domain_id = ANY($1) AND s.ended_at IS NULL AND (s.until IS NULL OR s.until >= $2)
      ORDER BY s.id`,
    [[...domainIds], today],
  );
  return rows.map((row) => ({
    id: row.id,
    domainId: row.domain_id,
    ruleId: row.rule_id,
    until: row.until,
    untilRecovered: row.until_recovered,
    wakeBy: row.wake_by,
    baseline: row.baseline,
    reason: row.reason,
    by: row.by,
    createdAt: row.created_at,
  }));
}

export const snoozeOf = (snooze: ActiveSnooze): Snooze => ({
  id: snooze.id,
  ruleId: snooze.ruleId,
  until: snooze.until,
  untilRecovered: snooze.untilRecovered,
  wakeBy: snooze.wakeBy,
  reason: snooze.reason,
  by: snooze.by,
  createdAt: snooze.createdAt.toISOString(),
});
