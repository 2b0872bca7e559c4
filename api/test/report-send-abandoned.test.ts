import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Job } from 'pg-boss';
import { createDatabase } from '../src/db/client.js';
import { automaticReportSends } from '../src/db/schema.js';
import { REPORT_QUEUE, reportSendQueue, type ReportSendDependencies, type ReportSendJob } from '../src/reports/report-send-job.js';
import { ABANDONED_SEND_ERROR } from '../src/reports/send-claims.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { dueReportSend } from './helpers/reports.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';

/**
 * A send whose attempt stopped while it was still open, recording nothing
 * (its worker process died before the message went to the mail server),
 * ends in a final state: pg-boss retries the job while retries remain, and
 * once none does, the scheduler's tick gives the send up rather than leave
 * it pending for good. The jobs are real pg-boss jobs, fetched here as a
 * worker fetches them and failed as pg-boss does once a worker's heartbeats
 * stop; the attempts run the send job's handler (real database and SMTP).
 */
const PDF = Buffer.from('%PDF-1.7\n% stand-in\n%%EOF\n');
/** Short, so a lapsed claim is seen within the test (the product's is a minute). */
const LEASE_MS = 2_000;

let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  // No worker of the app's own: the test fetches the jobs. A retry is handed out 1 to 2 s after its attempt failed.
  t = await createTestApp({ env: { JOBS_WORKER: '0', REPORTS_TICK_SECONDS: '0', REPORT_RETRY_DELAY_SECONDS: '1', SMTP_URL: sink.url } });
  await t.app.jobs.started();
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** The send job's handler, for a job retried `retries` times at most. */
function attempt(retries: number, overrides: Partial<ReportSendDependencies> = {}) {
  return reportSendQueue({
    db: t.app.db,
    mailer: t.app.mailer,
    config: t.app.config,
    brandOf: (company) => t.app.whitelabel.mailBrandOf(company),
    retries,
    retryDelaySeconds: 1,
    claimLeaseMs: LEASE_MS,
    renderer: { render: async () => PDF, screenshot: async () => PDF },
    ...overrides,
  }).work!.handler;
}

let sequence = 0;
/** A due send of a new company's report, queued as the scheduler queues one, its job retried `retryLimit` times at most. */
async function queuedSend(retryLimit: number): Promise<{ sendId: number; jobId: string; recipient: string }> {
  sequence += 1;
  const recipient = `client${sequence}@example.com`;
  const sendId = await dueReportSend(t, recipient);
  const data: ReportSendJob = { sendId };
  const jobId = await t.app.jobs.boss.send(REPORT_QUEUE, data, { retryLimit });
  return { sendId, jobId: jobId!, recipient };
}

/** The next job of the queue a worker would be handed, waiting for a retry's delay to pass. */
async function fetchJob(): Promise<Job<ReportSendJob>> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [job] = await t.app.jobs.boss.fetch<ReportSendJob>(REPORT_QUEUE);
    if (job) return { ...job, signal: new AbortController().signal };
    if (Date.now() > deadline) throw new Error('Timed out waiting for a job');
    await pause(100);
  }
}

/** Runs an attempt at the job in a worker that dies as it renders: its connections end with it, so it records nothing and leaves its claim to lapse. */
async function dieWhileRendering(job: Job<ReportSendJob>, retries: number) {
  const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 2 });
  const render = async (): Promise<Buffer> => {
    await pool.end();
    throw new Error('the worker process ended');
  };
  await expect(attempt(retries, { db: createDatabase(pool), renderer: { render, screenshot: async () => PDF } })(job)).rejects.toThrow();
}

/** What pg-boss does to the job of a worker whose heartbeats stopped: retried while retries remain, else failed for good. */
const heartbeatsStopped = (job: Job<ReportSendJob>) => t.app.jobs.boss.fail(REPORT_QUEUE, job.id, { message: 'job heartbeat timeout' });

const mailsTo = (recipient: string) => sink.received.filter((mail) => mail.to.includes(recipient));
const sendRow = async (sendId: number) => (await t.app.db.select().from(automaticReportSends).where(eq(automaticReportSends.id, sendId)))[0]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('gives up a send whose last attempt died before mailing it, once pg-boss has failed its job, and mails nothing', async () => {
  const { sendId, jobId, recipient } = await queuedSend(0);
  const job = await fetchJob();
  expect(job).toMatchObject({ id: jobId, retryCount: 0 });
  await dieWhileRendering(job, 0);
  expect(await sendRow(sendId)).toMatchObject({ state: 'pending', claimedBy: `${jobId}:0`, attempts: 1 });

  // Its claim has lapsed, but pg-boss has not yet seen the heartbeats stop: the job may still run, and the send is left to it.
  await pause(LEASE_MS * 1.5);
  await t.app.automaticReports.queueDue();
  expect(await sendRow(sendId)).toMatchObject({ state: 'pending', attempts: 1 });

  // The job's only attempt: pg-boss fails it for good, and nothing would move the send again.
  await heartbeatsStopped(job);
  await t.app.automaticReports.queueDue();
  expect(await sendRow(sendId)).toMatchObject({ state: 'failed', error: ABANDONED_SEND_ERROR, attempts: 1, sentAt: null, claimedBy: null, claimedUntil: null });
  expect(mailsTo(recipient)).toHaveLength(0);
});

it('leaves a send whose attempt died to the retry pg-boss makes of its job, which mails it once', async () => {
  const { sendId, jobId, recipient } = await queuedSend(1);
  const first = await fetchJob();
  await dieWhileRendering(first, 1);
  await pause(LEASE_MS * 1.5);
  await heartbeatsStopped(first);
  await t.app.automaticReports.queueDue();
  expect(await sendRow(sendId)).toMatchObject({ state: 'pending', attempts: 1, error: null });

  const retry = await fetchJob();
  expect(retry).toMatchObject({ id: jobId, retryCount: 1 });
  const outcome = await attempt(1)(retry);
  await t.app.jobs.boss.complete(REPORT_QUEUE, retry.id, outcome);
  expect(outcome).toEqual({ sent: true });
  expect(mailsTo(recipient)).toHaveLength(1);
  expect(await sendRow(sendId)).toMatchObject({ state: 'sent', attempts: 2, error: null });
});

it('gives up a send whose job is gone before any attempt ran', async () => {
  const { sendId, jobId, recipient } = await queuedSend(0);
  // As pg-boss's retention deletes a job that waited too long for a worker.
  await t.app.jobs.boss.deleteJob(REPORT_QUEUE, jobId);
  await t.app.automaticReports.queueDue();
  expect(await sendRow(sendId)).toMatchObject({ state: 'failed', error: ABANDONED_SEND_ERROR, attempts: 0, sentAt: null });
  expect(mailsTo(recipient)).toHaveLength(0);
});
