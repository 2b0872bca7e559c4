import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Job } from 'pg-boss';
import { createDatabase, type Database } from '../src/db/client.js';
import { automaticReportSends } from '../src/db/schema.js';
import type { Mailer } from '../src/plugins/app/mailer.js';
import { reportSendQueue, type ReportSendDependencies, type ReportSendJob } from '../src/reports/report-send-job.js';
import { UNKNOWN_OUTCOME_ERROR } from '../src/reports/send-claims.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { dueReportSend } from './helpers/reports.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';

/**
 * A report e-mail goes out once, whatever happens to the attempts sending it:
 * each case runs the send job's handler as pg-boss workers would (real
 * database, real SMTP server), with the job's attempts interleaved on purpose.
 * Only the renderer is a stand-in (automatic-report-sending.test.ts and the
 * e2e suite render for real).
 */
const PDF = Buffer.from('%PDF-1.7\n% stand-in\n%%EOF\n');
/**
 * Short, so a lapsed claim is seen within the test (the product's is a
 * minute), yet long enough that a loaded machine renews it in time (every
 * third of it).
 */
const LEASE_MS = 2_000;
const RETRIES = 2;

let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { JOBS_WORKER: '0', REPORTS_TICK_SECONDS: '0', SMTP_URL: sink.url } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** Lets a test hold an attempt inside its rendering until it says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let entered!: () => void;
  const reached = new Promise<void>((resolve) => (entered = resolve));
  return { open, reached, wait: () => (entered(), opened) };
}

function queue(overrides: Partial<ReportSendDependencies> = {}) {
  return reportSendQueue({
    db: t.app.db,
    mailer: t.app.mailer,
    config: t.app.config,
    brandOf: (company) => t.app.whitelabel.mailBrandOf(company),
    retries: RETRIES,
    retryDelaySeconds: 1,
    claimLeaseMs: LEASE_MS,
    renderer: { render: async () => PDF, screenshot: async () => PDF },
    ...overrides,
  }).work!.handler;
}

/** The job as pg-boss hands it to a worker: attempt `retryCount` of job `id`. */
function job(sendId: number, retryCount: number, signal = new AbortController().signal): Job<ReportSendJob> {
  return { id: `job-${sendId}`, name: 'report-send', data: { sendId }, retryCount, signal, expireInSeconds: 600, heartbeatSeconds: 30 };
}

let sequence = 0;
/** A due send of a new company's report, to recipients unique to the test. */
async function dueSend(): Promise<{ sendId: number; recipient: string }> {
  sequence += 1;
  const recipient = `client${sequence}@example.com`;
  return { sendId: await dueReportSend(t, recipient), recipient };
}

const mailsTo = (recipient: string) => sink.received.filter((mail) => mail.to.includes(recipient));
const sendRow = async (sendId: number) => (await t.app.db.select().from(automaticReportSends).where(eq(automaticReportSends.id, sendId)))[0]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('does not mail again after a worker was killed between the mail server accepting the message and the send being marked', async () => {
  const { sendId, recipient } = await dueSend();
  // The killed worker: its own connections to the database, closed (with everything after the send) the moment SMTP accepted.
  const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 2 });
  const killedDb: Database = createDatabase(pool);
  const killedMailer: Mailer = {
    async send(message) {
      await t.app.mailer.send(message);
      await pool.end();
      return new Promise<never>(() => undefined);
    },
  };
  void queue({ db: killedDb, mailer: killedMailer })(job(sendId, 0)).catch(() => undefined);
  await until(async () => mailsTo(recipient).length === 1 && (await sendRow(sendId)).state === 'sending');

  // pg-boss retries the job once the dead worker's heartbeats stop; its claim lapses with them.
  await pause(LEASE_MS * 1.5);
  await expect(queue()(job(sendId, 1))).resolves.toEqual({ skipped: 'unknown' });
  expect(mailsTo(recipient)).toHaveLength(1);
  expect(await sendRow(sendId)).toMatchObject({ state: 'unknown', error: UNKNOWN_OUTCOME_ERROR, attempts: 1, sentAt: null, claimedBy: null });

  // Later retries leave it as recorded.
  await expect(queue()(job(sendId, 2))).resolves.toEqual({ skipped: 'settled' });
  expect(mailsTo(recipient)).toHaveLength(1);
});

it('lets a retry of an expired job wait for the attempt still running, which sends once', async () => {
  const { sendId, recipient } = await dueSend();
  const rendering = gate();
  const first = queue({ renderer: { render: async () => (await rendering.wait(), PDF), screenshot: async () => PDF } })(job(sendId, 0));
  await rendering.reached;
  // Longer than the first attempt's lease: it keeps its claim by renewing it.
  const retry = queue()(job(sendId, 1));
  await pause(LEASE_MS * 2);
  expect(mailsTo(recipient)).toHaveLength(0);
  expect(await sendRow(sendId)).toMatchObject({ state: 'pending', claimedBy: `job-${sendId}:0`, attempts: 1 });

  rendering.open();
  await expect(first).resolves.toEqual({ sent: true });
  await expect(retry).resolves.toEqual({ skipped: 'settled' });
  expect(mailsTo(recipient)).toHaveLength(1);
  expect(await sendRow(sendId)).toMatchObject({ state: 'sent', attempts: 1, error: null, claimedBy: null, claimedUntil: null });
});

it('stops an attempt whose job pg-boss aborted before it mails, and the retry sends once', async () => {
  const { sendId, recipient } = await dueSend();
  const rendering = gate();
  const aborted = new AbortController();
  const first = queue({ renderer: { render: async () => (await rendering.wait(), PDF), screenshot: async () => PDF } })(job(sendId, 0, aborted.signal));
  await rendering.reached;
  aborted.abort(new Error('job job-1 is no longer active under this worker’s claim'));
  rendering.open();
  await expect(first).rejects.toThrow('no longer active');
  expect(await sendRow(sendId)).toMatchObject({ state: 'retrying', attempts: 1, claimedBy: null, error: expect.stringContaining('no longer active') });

  await expect(queue()(job(sendId, 1))).resolves.toEqual({ sent: true });
  expect(mailsTo(recipient)).toHaveLength(1);
  expect(await sendRow(sendId)).toMatchObject({ state: 'sent', attempts: 2, error: null });
});

it('mails once when two workers race for the same send', async () => {
  const { sendId, recipient } = await dueSend();
  const outcomes = await Promise.all([queue()(job(sendId, 0)), queue()(job(sendId, 1)), queue()(job(sendId, 2))]);
  expect(outcomes.filter((outcome) => JSON.stringify(outcome) === JSON.stringify({ sent: true }))).toHaveLength(1);
  expect(mailsTo(recipient)).toHaveLength(1);
  expect(await sendRow(sendId)).toMatchObject({ state: 'sent', attempts: 1 });
});

it('reports a send as its own once the mail server took the message, though its claim was taken over meanwhile, and records it sent', async () => {
  const { sendId, recipient } = await dueSend();
  const takenOverWhileMailing: Mailer = {
    async send(message) {
      await t.app.mailer.send(message);
      // Another attempt took the claim over as the message went out; the renewals since have found it gone.
      await t.app.db.update(automaticReportSends).set({ state: 'unknown', claimedBy: null, claimedUntil: null }).where(eq(automaticReportSends.id, sendId));
      await pause(LEASE_MS);
    },
  };
  await expect(queue({ mailer: takenOverWhileMailing })(job(sendId, 0))).resolves.toEqual({ sent: true });
  expect(mailsTo(recipient)).toHaveLength(1);
  expect(await sendRow(sendId)).toMatchObject({ state: 'sent', error: null, claimedBy: null });
});

/** A database whose writes marking a send sent fail, the first `times` of them, as a dropped connection would make them. */
function poolFailingMarkSent(times: number) {
  const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 2 });
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  let failures = 0;
  const marksSent = (config: unknown, values: unknown) => String((config as { text?: unknown }).text).startsWith('update "automatic_report_sends"') && Array.isArray(values) && values.includes('sent');
  pool.query = ((config: unknown, values?: unknown) => {
    if (!marksSent(config, values) || failures >= times) return query(config, values);
    failures += 1;
    return Promise.reject(new Error('Connection terminated unexpectedly'));
  }) as typeof pool.query;
  return pool;
}

it('records a mailed send as sent through a short loss of the database', async () => {
  const { sendId, recipient } = await dueSend();
  const pool = poolFailingMarkSent(1);
  try {
    await expect(queue({ db: createDatabase(pool) })(job(sendId, 0))).resolves.toEqual({ sent: true });
  } finally {
    await pool.end();
  }
  expect(mailsTo(recipient)).toHaveLength(1);
  expect(await sendRow(sendId)).toMatchObject({ state: 'sent', claimedBy: null });
});

it('does not mail again when the mail server took the message but it could not be marked sent, and the next tick records it unknown', async () => {
  const { sendId, recipient } = await dueSend();
  const pool = poolFailingMarkSent(Number.POSITIVE_INFINITY);
  try {
    // The last attempt: no retry follows it.
    await expect(queue({ db: createDatabase(pool) })(job(sendId, RETRIES))).rejects.toThrow('was mailed, but recording it failed');
    expect(await sendRow(sendId)).toMatchObject({ state: 'sending', sentAt: null });
  } finally {
    await pool.end();
  }
  // Not marked for a retry that would mail it again; once its claim has lapsed, the scheduler's tick records the outcome.
  await pause(LEASE_MS * 1.5);
  await t.app.automaticReports.queueDue();
  expect(await sendRow(sendId)).toMatchObject({ state: 'unknown', error: UNKNOWN_OUTCOME_ERROR, claimedBy: null });
  expect(mailsTo(recipient)).toHaveLength(1);
});

it('records a permanent refusal by the mail server (a 5xx reply) as failed at once, without a retry', async () => {
  const { sendId, recipient } = await dueSend();
  sink.refuseNext(1, 550);
  await expect(queue()(job(sendId, 0))).resolves.toEqual({ failed: 'refused' });
  expect(await sendRow(sendId)).toMatchObject({ state: 'failed', attempts: 1, sentAt: null, claimedBy: null, error: expect.stringContaining('550') });
  // A retry pg-boss would make anyway finds it settled.
  await expect(queue()(job(sendId, 1))).resolves.toEqual({ skipped: 'settled' });
  expect(mailsTo(recipient)).toHaveLength(0);
});

it('records a refusal by the mail server for a retry, and the last one as failed, never marking what was not sent', async () => {
  const { sendId, recipient } = await dueSend();
  sink.refuseNext(RETRIES + 1);
  for (const attempt of [0, 1]) await expect(queue()(job(sendId, attempt))).rejects.toThrow('451');
  expect(await sendRow(sendId)).toMatchObject({ state: 'retrying', attempts: 2, claimedBy: null });
  await expect(queue()(job(sendId, RETRIES))).rejects.toThrow('451');
  expect(await sendRow(sendId)).toMatchObject({ state: 'failed', attempts: 3, sentAt: null });
  expect(mailsTo(recipient)).toHaveLength(0);
});

const messageIdOf = (raw: string) => /^message-id:\s*(\S+)/im.exec(raw)?.[1];

it('gives the copy a retry mails, after the mail server took the message but dropped the connection before answering, the Message-ID of the first', async () => {
  const { sendId, recipient } = await dueSend();
  sink.dropAfterNext(1);
  // The attempt cannot tell whether the message went out: it is retried, and may be delivered twice (RFC 1047).
  await expect(queue()(job(sendId, 0))).rejects.toThrow(/closed/i);
  expect(await sendRow(sendId)).toMatchObject({ state: 'retrying', attempts: 1 });
  await expect(queue()(job(sendId, 1))).resolves.toEqual({ sent: true });

  const copies = mailsTo(recipient).map((mail) => messageIdOf(mail.raw));
  expect(copies).toHaveLength(2);
  expect(copies[0]).toMatch(new RegExp(`^<report-send-${sendId}@[^>]+>$`));
  // Mail services and clients that see the same Message-ID twice keep one copy.
  expect(copies[1]).toBe(copies[0]);
});

async function until(probe: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await pause(50);
  }
}
