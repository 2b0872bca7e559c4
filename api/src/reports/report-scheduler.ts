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
 * Queues one due report through the batch's connection: moves it on to its
 * next send after `now`, records a send row for its due time (unique, so a
 * time is never sent twice) and queues that send's job. False when nothing
 * was queued.
 */
async function queueReport(client: pg.PoolClient, jobs: Jobs, row: DueRow & { paused: boolean }, now: Date): Promise<boolean> {
  await client.query('UPDATE automatic_reports SET next_send_at = $2 WHERE id = $1', [row.id, nextSendAt(scheduleOf(row), now)]);
  // The report of an archived dashboard, or of a company whose plan ended, passes its due time unsent: restored or
  // subscribed again, it goes on from its next one.
  if (row.paused) return false;
  const scheduledFor = latestDue(row, now);
  const inserted = await client.query<{ id: number }>('INSERT INTO automatic_report_sends (report_id, scheduled_for) VALUES ($1, $2) ON CONFLICT (report_id, scheduled_for) DO NOTHING RETURNING id', [
    row.id,
    scheduledFor,
  ]);
  const sendId = inserted.rows[0]?.id;
  if (sendId === undefined) return false;
  const data: ReportSendJob = { sendId };
  await jobs.boss.send(REPORT_QUEUE, data, { db: { executeSql: (text, values) => client.query(text, values) } });
  return true;
}

/**
 * Hands the reports that are due to the send queue. In one transaction per
 * batch: due reports are locked (SKIP LOCKED, so schedulers in other
 * processes take other reports or none) and each is queued (queueReport)
 * under a savepoint of its own, so either all of a report's part happens or
 * none does. A report that fails (a schedule that cannot be read, say) is
 * rolled back to its savepoint and logged with its id, and the batch goes
 * on: rolling the whole batch back would leave the report first in line,
 * failing every tick's batch and keeping every report after it from going
 * out. It stays due, is not taken again on this tick, and is tried again on
 * the next. A lost connection still fails the tick, for the next to redo.
 */
export async function queueDueReports(pool: pg.Pool, jobs: Jobs, log: { error(details: { err: unknown; reportId: number }, message: string): void }, now = new Date()): Promise<number> {
  await jobs.started();
  let queued = 0;
  // Reports that failed on this tick: still due, so every next batch would take and fail them again.
  const failed: number[] = [];
  for (;;) {
    const client = await pool.connect();
    let claimed: number;
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<DueRow & { paused: boolean }>(
        `SELECT r.id, r.period, r.detail, r.hour, r.minute, r.timezone, r.next_send_at, (NOT d.active OR c.state = 'expired') AS paused
           FROM automatic_reports r JOIN dashboards d ON d.id = r.dashboard_id JOIN companies c ON c.id = r.company_id
          WHERE r.next_send_at <= $1 AND r.id <> ALL($3::int[]) ORDER BY r.next_send_at LIMIT $2 FOR UPDATE OF r SKIP LOCKED`,
        [now, BATCH, failed],
      );
      claimed = rows.length;
      for (const row of rows) {
        await client.query('SAVEPOINT report');
        try {
          const sent = await queueReport(client, jobs, row, now);
          await client.query('RELEASE SAVEPOINT report');
          if (sent) queued += 1;
        } catch (error) {
          // Throws in turn when the connection is gone, and the batch is rolled back below.
          await client.query('ROLLBACK TO SAVEPOINT report');
          failed.push(row.id);
          log.error({ err: error, reportId: row.id }, 'an automatic report could not be queued; the others go on, and it is tried again on the next tick');
        }
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
