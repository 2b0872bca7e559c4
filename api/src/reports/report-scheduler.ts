import type pg from 'pg';
import { nextSendAt } from '@pulseboard/shared/dates';
import type { Jobs } from '../jobs/job-queues.js';
import type { AutomaticReportRow } from '../db/schema.js';
import { scheduleOf } from './report-schedule-of.js';
import { REPORT_QUEUE, type ReportSendJob } from './report-send-job.js';

/** Due reports claimed per transaction; a tick goes on until none is left. */
const BATCH = 50;

type DueRow = Pick<AutomaticReportRow, 'id' | 'period' | 'detail' | 'hour' | 'minute' | 'timezone'> & { next_send_at: Date };

/**
 * The latest send time that has come by `now`, from the stored one on: after
 * downtime a report is sent once, for its most recent period, not once per
 * send it missed.
 */
function latestDue(row: DueRow, now: Date): Date {
  const schedule = scheduleOf(row);
  let due = row.next_send_at;
  for (let next = nextSendAt(schedule, due); next.getTime() <= now.getTime(); next = nextSendAt(schedule, due)) due = next;
  return due;
}

/**
 * Hands the reports that are due to the send queue. In one transaction per
 * batch: due reports are locked (SKIP LOCKED, so schedulers in other
 * processes take other reports or none), a send row is recorded per report
 * and due time (unique, so a time is never sent twice), the job is queued
 * through the same connection, and the report moves on to its next send
 * after `now`. Either all of it happens or none does.
 */
export async function queueDueReports(pool: pg.Pool, jobs: Jobs, now = new Date()): Promise<number> {
  await jobs.started();
  let queued = 0;
  for (;;) {
    const client = await pool.connect();
    let claimed: number;
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<DueRow & { paused: boolean }>(
        `SELECT r.id, r.period, r.detail, r.hour, r.minute, r.timezone, r.next_send_at, (NOT d.active OR c.state = 'expired') AS paused
           FROM automatic_reports r JOIN dashboards d ON d.id = r.dashboard_id JOIN companies c ON c.id = r.company_id
          WHERE r.next_send_at <= $1 ORDER BY r.next_send_at LIMIT $2 FOR UPDATE OF r SKIP LOCKED`,
        [now, BATCH],
      );
      claimed = rows.length;
      for (const row of rows) {
        await client.query('UPDATE automatic_reports SET next_send_at = $2 WHERE id = $1', [row.id, nextSendAt(scheduleOf(row), now)]);
        // The report of an archived dashboard, or of a company whose plan ended, passes its due time unsent: restored or
        // subscribed again, it goes on from its next one.
        if (row.paused) continue;
        const scheduledFor = latestDue(row, now);
        const inserted = await client.query<{ id: number }>(
          'INSERT INTO automatic_report_sends (report_id, scheduled_for) VALUES ($1, $2) ON CONFLICT (report_id, scheduled_for) DO NOTHING RETURNING id',
          [row.id, scheduledFor],
        );
        const sendId = inserted.rows[0]?.id;
        if (sendId === undefined) continue;
        const data: ReportSendJob = { sendId };
        await jobs.boss.send(REPORT_QUEUE, data, { db: { executeSql: (text, values) => client.query(text, values) } });
        queued += 1;
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    if (claimed < BATCH) break;
  }
  if (queued > 0) jobs.wake(REPORT_QUEUE);
  return queued;
}
