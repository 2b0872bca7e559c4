import { and, eq, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { automaticReportSends } from '../db/schema.js';
import { JOBS_SCHEMA } from '../jobs/job-queues.js';
import type { ReportSendJob } from './report-send-job.js';

/** What stops an attempt from taking a send: it is settled, another attempt holds it, or its outcome became unknown now. */
export type ClaimOutcome = 'claimed' | 'settled' | 'held' | 'unknown';

/** Why a send is not mailed again after an attempt stopped while handing it to the mail server. */
export const UNKNOWN_OUTCOME_ERROR = 'The attempt stopped while the message was with the mail server, which may have accepted it; it is not sent again so that nobody receives it twice.';

/** Why a send is given up when no attempt holds it and no job is left to make one. */
export const ABANDONED_SEND_ERROR =
  'The send was given up: its last attempt stopped (its process ended, or it lost the database) before the report went out or the reason was recorded, and no attempt is left.';

const OPEN_STATES = ['pending', 'retrying'] as const;

/** No attempt holds the send: it was never claimed, its claim was released, or it lapsed. */
const unheld = () => or(isNull(automaticReportSends.claimedUntil), lt(automaticReportSends.claimedUntil, sql`now()`));

/** A send left `sending` by an attempt whose claim lapsed: it stopped while the message was with the mail server. */
const lapsedSending = () => and(eq(automaticReportSends.state, 'sending'), lt(automaticReportSends.claimedUntil, sql`now()`));
const unknownOutcome = { state: 'unknown', error: UNKNOWN_OUTCOME_ERROR, claimedBy: null, claimedUntil: null } as const;

/**
 * Records as unknown every send left `sending` past its claim: its own
 * attempt's retry does so as it starts, but the last attempt has no retry
 * to follow it. The scheduler's tick calls this.
 */
export async function settleLapsedSends(db: Database): Promise<number> {
  const rows = await db.update(automaticReportSends).set(unknownOutcome).where(lapsedSending()).returning({ id: automaticReportSends.id });
  return rows.length;
}

/** The field of a send job's data that names its send. */
const SEND_ID_FIELD: keyof ReportSendJob = 'sendId';

/**
 * Gives up every open send that no attempt holds and that no job of `queue`
 * will make another attempt at (none of its jobs is waiting, due for a retry
 * or running). pg-boss fails the job of a worker that died (its heartbeats
 * stop) and retries it while retries remain; after the last one nothing
 * runs again, and the send stays `pending` or `retrying` with its claim
 * lapsed. So does one whose last attempt could not record its failure (the
 * database was lost), or whose job was deleted before it ran. An attempt
 * marks a send `sending` before it mails it, so an open send was not with
 * the mail server when its attempt stopped, and a failed send is never
 * claimed again: giving it up mails nothing. The scheduler's tick calls this.
 */
export async function settleAbandonedSends(db: Database, queue: string): Promise<number> {
  const jobMayRun = sql`exists (
    select 1 from ${sql.identifier(JOBS_SCHEMA)}.job j
     where j.name = ${queue} and j.state in ('created', 'retry', 'active') and j.data ->> ${SEND_ID_FIELD}::text = ${automaticReportSends.id}::text)`;
  const rows = await db
    .update(automaticReportSends)
    .set({ state: 'failed', error: ABANDONED_SEND_ERROR, claimedBy: null, claimedUntil: null })
    .where(and(inArray(automaticReportSends.state, [...OPEN_STATES]), unheld(), not(jobMayRun)))
    .returning({ id: automaticReportSends.id });
  return rows.length;
}

/**
 * The claims attempts hold on report sends. A claim is a token with a lease:
 * the attempt renews it while it works, and once it lapses (the worker died or
 * hung) another attempt may take the send. A send is moved to `sending` under
 * the claim before the message goes to SMTP, so a lapsed `sending` means the
 * message may have been delivered: it is recorded `unknown` and never sent again.
 */
export function sendClaims(db: Database, leaseMs: number) {
  const leaseEnd = sql`now() + ${`${leaseMs} milliseconds`}::interval`;
  const heldBy = (sendId: number, token: string) => and(eq(automaticReportSends.id, sendId), eq(automaticReportSends.claimedBy, token));
  const released = { claimedBy: null, claimedUntil: null };

  async function takeOverUnknown(sendId: number): Promise<boolean> {
    const rows = await db
      .update(automaticReportSends)
      .set(unknownOutcome)
      .where(and(eq(automaticReportSends.id, sendId), lapsedSending()))
      .returning({ id: automaticReportSends.id });
    return rows.length > 0;
  }

  return {
    /** Takes an open send whose last claim (if any) lapsed, counting the attempt. */
    async claim(sendId: number, token: string): Promise<ClaimOutcome> {
      const taken = await db
        .update(automaticReportSends)
        .set({ claimedBy: token, claimedUntil: leaseEnd, attempts: sql`${automaticReportSends.attempts} + 1` })
        .where(and(eq(automaticReportSends.id, sendId), inArray(automaticReportSends.state, [...OPEN_STATES]), unheld()))
        .returning({ id: automaticReportSends.id });
      if (taken.length > 0) return 'claimed';
      const [row] = await db.select({ state: automaticReportSends.state }).from(automaticReportSends).where(eq(automaticReportSends.id, sendId));
      if (!row || !['pending', 'retrying', 'sending'].includes(row.state)) return 'settled';
      if (row.state === 'sending' && (await takeOverUnknown(sendId))) return 'unknown';
      return 'held';
    },

    /** Extends the lease while the claim is this attempt's. */
    async renew(sendId: number, token: string): Promise<void> {
      await db.update(automaticReportSends).set({ claimedUntil: leaseEnd }).where(heldBy(sendId, token));
    },

    /** Recorded before the message goes to SMTP; false (nothing may be mailed) once the claim is no longer this attempt's. */
    async markSending(sendId: number, token: string): Promise<boolean> {
      const rows = await db
        .update(automaticReportSends)
        .set({ state: 'sending', claimedUntil: leaseEnd })
        .where(and(heldBy(sendId, token), inArray(automaticReportSends.state, [...OPEN_STATES])))
        .returning({ id: automaticReportSends.id });
      return rows.length > 0;
    },

    /**
     * The mail server took the message. Whoever holds the claim by now, the
     * send was this attempt's: once `sending`, no other attempt mails it, and
     * one that took it over meanwhile only recorded it `unknown`.
     */
    async markSent(sendId: number): Promise<void> {
      await db
        .update(automaticReportSends)
        .set({ state: 'sent', sentAt: sql`now()`, error: null, ...released })
        .where(and(eq(automaticReportSends.id, sendId), inArray(automaticReportSends.state, ['sending', 'unknown'])));
    },

    /** The attempt failed before anything was mailed: retried, or failed for good on the last attempt. */
    async markFailed(sendId: number, token: string, last: boolean, error: string): Promise<void> {
      await db
        .update(automaticReportSends)
        .set({ state: last ? 'failed' : 'retrying', error, ...released })
        .where(heldBy(sendId, token));
    },
  };
}
