import { eq } from 'drizzle-orm';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { simpleParser } from 'mailparser';
import type { Job } from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import { ARCHIVED_DASHBOARD_MESSAGE, PLAN_ENDED_REPORTS_MESSAGE, type AutomaticReport } from '@pulseboard/shared/contracts';
import { automaticReportSends, automaticReports, companies } from '../src/db/schema.js';
import type { RenderRequest } from '../src/pdf/renderer.js';
import { REPORT_QUEUE, reportSendQueue, type ReportSendJob } from '../src/reports/report-send-job.js';
import { PREVIEW_LEFT_OUT } from '../src/reports/report-email.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { reportBody } from './helpers/reports.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';
import { startDnsServer } from './helpers/dns-server.js';
import { dnsLookup } from '../src/whitelabel/dns-lookup.js';

/**
 * Sending through a real SMTP server and real pg-boss workers, in two app
 * instances on one database. Only the renderer is a stand-in here: opening
 * the print view needs the built front ends and Chromium, which the e2e
 * suite has (e2e/automatic-reports.spec.ts sends a report rendered for real).
 */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.7\n% stand-in\n%%EOF\n');
/** "Now" for the scheduler: the tests never depend on the machine's clock. */
const NOW = new Date('2026-11-21T12:00:00Z');
// Two instances of one deployment share its secrets: either may sign the mail of a company whose DKIM key the other sealed.
const ENV = { JOBS_WORKER: '0', REPORTS_TICK_SECONDS: '0', REPORT_SEND_RETRIES: '1', REPORT_RETRY_DELAY_SECONDS: '1', SOURCE_CREDENTIALS_KEY: '7'.repeat(64) };

let sink: SmtpSink;
let first: TestApp;
let second: TestApp;
const renders: Array<{ kind: 'pdf' | 'png'; request: RenderRequest }> = [];
/** How many of the next preview renders fail. */
let screenshotFailures = 0;

/** Works the report queue in this app's pg-boss, as a jobs worker process does, with the stand-in renderer. */
async function workReports(app: FastifyInstance) {
  const queue = reportSendQueue({
    db: app.db,
    mailer: app.mailer,
    config: app.config,
    brandOf: (company) => app.whitelabel.mailBrandOf(company),
    retries: 1,
    retryDelaySeconds: 1,
    renderer: {
      render: async (request) => (renders.push({ kind: 'pdf', request }), PDF),
      screenshot: async (request) => {
        renders.push({ kind: 'png', request });
        if (screenshotFailures > 0) {
          screenshotFailures -= 1;
          throw new Error('The print view was not ready in time');
        }
        return PNG;
      },
    },
  });
  await app.jobs.started();
  await app.jobs.boss.work<ReportSendJob>(REPORT_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => queue.work!.handler(job as Job<ReportSendJob>));
}

beforeAll(async () => {
  sink = await startSmtpSink();
  first = await createTestApp({ env: { ...ENV, SMTP_URL: sink.url } });
  second = await createTestApp({ env: { ...ENV, SMTP_URL: sink.url }, databaseUrl: first.config.databaseUrl });
  await workReports(first.app);
  await workReports(second.app);
}, 60_000);
afterAll(async () => {
  await second.close();
  await first.close();
  await sink.close();
});

let sequence = 0;
/** A report of a new company's dashboard, made due at `dueAt`; recipients unique to the test. */
async function dueReport(fields: object, dueAt: Date, company: { fromAddress?: string; verified?: boolean } = {}) {
  sequence += 1;
  const companyId = await createCompany(first.app, 'Acme Agency');
  if (company.fromAddress) {
    // As the Settings screen sets it (a DKIM key is made); its DNS is taken as checked (whitelabel.test.ts checks it for real).
    await first.app.whitelabel.setSender(companyId, { from_address: company.fromAddress, active_email: true });
    await first.app.db
      .update(companies)
      .set({ whitelabelVerifiedAt: company.verified ? new Date() : null })
      .where(eq(companies.id, companyId));
  }
  const user = await createUser(first.app, { companyId });
  const client = first.client();
  await client.signIn(user.email, PASSWORD);
  const board = (await client.post('/api/dashboards', { name: 'Acme monthly', timezone: 'UTC' })).json().data as { id: number; permalink: string };
  const recipients = [`anna${sequence}@client.com`, `ben${sequence}@client.com`];
  const created = await client.post('/api/automatic-reports', reportBody(board.id, recipients, fields));
  expect(created.statusCode).toBe(201);
  const report = created.json().data as AutomaticReport;
  await first.app.db.update(automaticReports).set({ nextSendAt: dueAt }).where(eq(automaticReports.id, report.id));
  return { report, board, recipients, client, companyId };
}

const mailsTo = (recipient: string) => sink.received.filter((mail) => mail.to.includes(recipient));
const sendsOf = (reportId: number) => first.app.db.select().from(automaticReportSends).where(eq(automaticReportSends.reportId, reportId));

/** The message as a mail client reads it; `cid:` links are left as sent, not swapped for the images' data. */
const readMail = (raw: string) => simpleParser(raw, { keepCidLinks: true });

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A send of the report queued as the scheduler queues one (for a past due time), worked, and given up: the error it was given up with. */
async function givenUpSend(reportId: number): Promise<string | null> {
  const [queued] = await first.app.db
    .insert(automaticReportSends)
    .values({ reportId, scheduledFor: new Date('2026-10-01T06:00:00Z') })
    .returning();
  const job: ReportSendJob = { sendId: queued!.id };
  await first.app.jobs.boss.send(REPORT_QUEUE, job);
  const [failed] = await until(async () => ((await sendsOf(reportId))[0]?.state === 'failed' ? sendsOf(reportId) : undefined), 'the send to be given up');
  return failed!.error;
}

describe('sending automatic reports', () => {
  it('sends a due report once over SMTP, with the preview inline and the PDF attached, then moves to the next month', async () => {
    const { report, board, recipients, client } = await dueReport({}, new Date('2026-11-01T07:00:00Z'));
    expect(await first.app.automaticReports.queueDue(NOW)).toBe(1);
    const [mail] = await until(() => (mailsTo(recipients[0]!).length ? mailsTo(recipients[0]!) : undefined), 'the report e-mail');
    expect(mail!.to.sort()).toEqual([...recipients].sort());
    expect(mail!.from).toBe('no-reply@pulseboard.app');

    const message = await readMail(mail!.raw);
    expect(message.subject).toBe('Acme monthly: October 2026');
    expect(message.text).toContain(`/dashboards/${board.permalink}?month=10&year=2026`);
    // Not shared publicly: a client would find the link closed, so it says for whom it opens.
    expect(message.text).toContain('Open the dashboard (members of Acme Agency only): ');
    expect(message.html).toContain('>Open the dashboard (members of Acme Agency only)</a>');
    expect(message.html).toContain('src="cid:dashboard-preview"');
    const image = message.attachments.find((part) => part.contentType === 'image/png')!;
    expect(image).toMatchObject({ contentId: '<dashboard-preview>', contentDisposition: 'inline' });
    expect(image.content.equals(PNG)).toBe(true);
    const attachment = message.attachments.find((part) => part.contentType === 'application/pdf')!;
    expect(attachment.contentDisposition).toBe('attachment');
    expect(attachment.filename).toMatch(/^Acme monthly Oct 1 – 31/);
    expect(attachment.content.equals(PDF)).toBe(true);

    // Both renders open the owner's print view of October, in the report's time zone.
    const mine = renders.filter(({ request }) => request.printPath.startsWith(`/dashboards/${board.permalink}/print?`));
    expect(mine.map(({ kind }) => kind).sort()).toEqual(['pdf', 'png']);
    for (const { request } of mine) expect(request).toMatchObject({ audience: 'owner', timezone: 'Europe/Paris', printPath: `/dashboards/${board.permalink}/print?month=10&year=2026` });

    const [send] = await until(async () => ((await sendsOf(report.id))[0]?.state === 'sent' ? sendsOf(report.id) : undefined), 'the send recorded');
    expect(send).toMatchObject({ scheduledFor: new Date('2026-11-01T07:00:00Z'), attempts: 1, error: null });
    const listed = ((await client.get('/api/automatic-reports')).json().data as AutomaticReport[])[0]!;
    expect(listed.nextSendAt).toBe('2026-12-01T07:00:00.000Z');
    expect(listed.lastSend).toMatchObject({ state: 'sent', attempts: 1, scheduledFor: '2026-11-01T07:00:00.000Z' });
  });

  it('sends once when two workers look at the same due report at the same moment', async () => {
    const { report, recipients } = await dueReport({ with_pdf: false }, new Date('2026-11-01T07:00:00Z'));
    const queued = await Promise.all([
      first.app.automaticReports.queueDue(NOW),
      second.app.automaticReports.queueDue(NOW),
      first.app.automaticReports.queueDue(NOW),
      second.app.automaticReports.queueDue(NOW),
    ]);
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
    await until(() => mailsTo(recipients[0]!).length > 0, 'the report e-mail');
    // Time for a duplicate to arrive, were there one: both workers poll twice a second.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mailsTo(recipients[0]!)).toHaveLength(1);
    expect(await sendsOf(report.id)).toHaveLength(1);
  });

  it('catches up once after downtime, for the latest missed period', async () => {
    // Weekly on Monday 09:00 UTC, last queued in early August: fifteen Mondays went by unseen.
    const { report, recipients, board, client } = await dueReport({ period: 'WEEK', detail: 1, hour: 9, timezone: 'UTC', date_range: 'LAST_WEEK', with_pdf: false }, new Date('2026-08-03T09:00:00Z'));
    expect((await client.put(`/api/dashboards/${board.id}`, { public: true })).statusCode).toBe(200);
    expect(await second.app.automaticReports.queueDue(NOW)).toBe(1);
    expect(await first.app.automaticReports.queueDue(NOW)).toBe(0);
    const [mail] = await until(() => (mailsTo(recipients[0]!).length ? mailsTo(recipients[0]!) : undefined), 'the report e-mail');
    const message = await readMail(mail!.raw);
    expect(message.subject).toBe('Acme monthly: Nov 9\u2009–\u200915, 2026');
    expect(message.text).toContain('Open the dashboard: ');
    const sends = await sendsOf(report.id);
    expect(sends.map((send) => send.scheduledFor.toISOString())).toEqual(['2026-11-16T09:00:00.000Z']);
    const [row] = await first.app.db.select().from(automaticReports).where(eq(automaticReports.id, report.id));
    expect(row!.nextSendAt.toISOString()).toBe('2026-11-23T09:00:00.000Z');
  });

  it('sends nothing while its dashboard is archived, moving the report on, and sends again once it is restored', async () => {
    const { report, board, recipients, client } = await dueReport({ with_pdf: false }, new Date('2026-11-01T07:00:00Z'));
    expect((await client.request('DELETE', `/api/dashboards/${board.id}/archive`)).statusCode).toBe(200);
    await first.app.automaticReports.queueDue(NOW);
    expect(await sendsOf(report.id)).toEqual([]);
    const [moved] = await first.app.db.select().from(automaticReports).where(eq(automaticReports.id, report.id));
    expect(moved!.nextSendAt.toISOString()).toBe('2026-12-01T07:00:00.000Z');
    // A new report cannot be scheduled on it meanwhile.
    const refused = await client.post('/api/automatic-reports', reportBody(board.id, ['x@client.com']));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.dashboard_id).toEqual([ARCHIVED_DASHBOARD_MESSAGE]);

    // A send queued just before the dashboard was archived is not mailed either; it says why.
    expect(await givenUpSend(report.id)).toBe(ARCHIVED_DASHBOARD_MESSAGE);
    expect(mailsTo(recipients[0]!)).toHaveLength(0);

    // Restored, its next due time is sent.
    expect((await client.put(`/api/dashboards/${board.id}/restore`)).statusCode).toBe(200);
    await first.app.db
      .update(automaticReports)
      .set({ nextSendAt: new Date('2026-11-01T07:00:00Z') })
      .where(eq(automaticReports.id, report.id));
    expect(await first.app.automaticReports.queueDue(NOW)).toBeGreaterThanOrEqual(1);
    await until(() => mailsTo(recipients[0]!).length > 0, 'the report e-mail');
  });

  it('sends nothing for a company whose plan ended, moving the report on, and gives up a send queued before', async () => {
    const { report, recipients, companyId } = await dueReport({ with_pdf: false }, new Date('2026-11-01T07:00:00Z'));
    await first.app.db.update(companies).set({ state: 'expired' }).where(eq(companies.id, companyId));
    await first.app.automaticReports.queueDue(NOW);
    expect(await sendsOf(report.id)).toEqual([]);
    const [moved] = await first.app.db.select().from(automaticReports).where(eq(automaticReports.id, report.id));
    expect(moved!.nextSendAt.toISOString()).toBe('2026-12-01T07:00:00.000Z');

    expect(await givenUpSend(report.id)).toBe(PLAN_ENDED_REPORTS_MESSAGE);
    expect(mailsTo(recipients[0]!)).toHaveLength(0);
  });

  it('retries a refused send with backoff and records each attempt', async () => {
    const { report, recipients } = await dueReport({ with_pdf: false }, new Date('2026-11-01T07:00:00Z'));
    sink.refuseNext(1);
    await first.app.automaticReports.queueDue(NOW);
    const [retrying] = await until(async () => ((await sendsOf(report.id))[0]?.state === 'retrying' ? sendsOf(report.id) : undefined), 'the failed attempt recorded');
    expect(retrying).toMatchObject({ attempts: 1, error: expect.stringContaining('451') });
    const [sent] = await until(async () => ((await sendsOf(report.id))[0]?.state === 'sent' ? sendsOf(report.id) : undefined), 'the retry to succeed');
    expect(sent).toMatchObject({ attempts: 2, error: null });
    expect(mailsTo(recipients[0]!)).toHaveLength(1);
  });

  it('sends without the preview when it cannot be drawn on the last attempt, rather than not at all', async () => {
    const { report, recipients } = await dueReport({ with_pdf: true }, new Date('2026-11-01T07:00:00Z'));
    screenshotFailures = 2;
    await first.app.automaticReports.queueDue(NOW);
    const [mail] = await until(() => (mailsTo(recipients[0]!).length ? mailsTo(recipients[0]!) : undefined), 'the report e-mail');
    const message = await readMail(mail!.raw);
    expect(message.attachments.map((part) => part.contentType)).toEqual(['application/pdf']);
    expect(message.html).not.toContain('cid:dashboard-preview');
    expect(message.text).toContain(PREVIEW_LEFT_OUT);
    const [sent] = await until(async () => ((await sendsOf(report.id))[0]?.state === 'sent' ? sendsOf(report.id) : undefined), 'the send recorded');
    expect(sent).toMatchObject({ attempts: 2 });
    expect(screenshotFailures).toBe(0);
  });

  it('marks a send failed once its retries are used up', async () => {
    const { report, recipients } = await dueReport({ with_pdf: false }, new Date('2026-11-01T07:00:00Z'));
    sink.refuseNext(2);
    await first.app.automaticReports.queueDue(NOW);
    const [failed] = await until(async () => ((await sendsOf(report.id))[0]?.state === 'failed' ? sendsOf(report.id) : undefined), 'the send to fail');
    expect(failed).toMatchObject({ attempts: 2, error: expect.stringContaining('451') });
    expect(mailsTo(recipients[0]!)).toHaveLength(0);
  });

  it('sends from the company’s address once it is verified, and from the product’s before', async () => {
    const verified = await dueReport({ with_pdf: false, with_preview: false }, new Date('2026-11-01T07:00:00Z'), { fromAddress: 'reports@acme-agency.com', verified: true });
    const unverified = await dueReport({ with_pdf: false, with_preview: false }, new Date('2026-11-01T07:00:00Z'), { fromAddress: 'reports@acme-agency.com', verified: false });
    await first.app.automaticReports.queueDue(NOW);
    const [fromCompany] = await until(() => (mailsTo(verified.recipients[0]!).length ? mailsTo(verified.recipients[0]!) : undefined), 'the verified company’s e-mail');
    const [fromProduct] = await until(() => (mailsTo(unverified.recipients[0]!).length ? mailsTo(unverified.recipients[0]!) : undefined), 'the unverified company’s e-mail');
    expect(fromCompany!.from).toBe('reports@acme-agency.com');
    const message = await readMail(fromCompany!.raw);
    expect(message.from?.value).toEqual([{ name: 'Acme Agency', address: 'reports@acme-agency.com' }]);
    expect(fromProduct!.from).toBe('no-reply@pulseboard.app');
    expect(fromProduct!.raw).not.toMatch(/^DKIM-Signature:/m);

    // Signed with the company's DKIM key: mailauth verifies it against the key published in (loopback) DNS.
    const [row] = await first.app.db.select({ dkimPublicKey: companies.dkimPublicKey }).from(companies).where(eq(companies.id, verified.companyId));
    const dns = await startDnsServer();
    try {
      dns.zone.set('pulseboard._domainkey.acme-agency.com', { TXT: [`v=DKIM1; k=rsa; p=${row?.dkimPublicKey}`] });
      const { results } = await dkimVerify(fromCompany!.raw, { resolver: dnsLookup({ servers: [dns.address], timeoutMs: 2000 }).resolve });
      expect(results.map((result) => [result.signingDomain, result.status.result])).toEqual([['acme-agency.com', 'pass']]);
    } finally {
      await dns.close();
    }
    // Without a preview the e-mail carries no image.
    expect(message.attachments.some((part) => part.contentType.startsWith('image/'))).toBe(false);
  });
});
