import { eq } from 'drizzle-orm';
import { automaticReportSends, automaticReports } from '../src/db/schema.js';
import { REPORT_QUEUE } from '../src/reports/report-send-job.js';
import { queueDueReports } from '../src/reports/report-scheduler.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { reportBody } from './helpers/reports.js';
import type { TestClient } from './helpers/client.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

/**
 * The scheduler's tick gets past a due report it cannot queue (here one whose
 * time zone the runtime does not know, so its next send time cannot be
 * worked out): that report's part is undone and logged with its id, and
 * every other due report is queued, on this tick and on the next.
 */
const NOW = new Date('2026-11-21T12:00:00Z');
const UNKNOWN_ZONE = 'Mars/Olympus';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: '0', REPORTS_TICK_SECONDS: '0' } });
});
afterAll(() => t.close());

/** What the scheduler logged as errors, in order. */
const logged: Array<{ reportId: number; error: string }> = [];
const log = {
  error({ err, reportId }: { err: unknown; reportId: number }) {
    logged.push({ reportId, error: String(err) });
  },
};
const loggedReports = (from = 0) => logged.slice(from).map(({ reportId }) => reportId);
const tick = () => queueDueReports(t.app.pool, t.app.jobs, log, NOW);

/** A new company's dashboard, and a client signed in to it. */
async function dashboard(): Promise<{ client: TestClient; companyId: number; dashboardId: number }> {
  const companyId = await createCompany(t.app, 'Acme Agency');
  const user = await createUser(t.app, { companyId });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  const board = (await client.post('/api/dashboards', { name: 'Acme monthly', timezone: 'UTC' })).json().data as { id: number };
  return { client, companyId, dashboardId: board.id };
}

/** A monthly report of the dashboard as the schedule form creates it (the 1st at 08:00 UTC), made due at `dueAt`. */
async function dueReport(client: TestClient, dashboardId: number, dueAt: Date): Promise<number> {
  const created = await client.post('/api/automatic-reports', reportBody(dashboardId, ['anna@client.com'], { timezone: 'UTC', with_pdf: false, with_preview: false }));
  expect(created.statusCode).toBe(201);
  const { id } = created.json().data as { id: number };
  await t.app.db.update(automaticReports).set({ nextSendAt: dueAt }).where(eq(automaticReports.id, id));
  return id;
}

const sendsOf = (reportId: number) => t.app.db.select().from(automaticReportSends).where(eq(automaticReportSends.reportId, reportId));
const nextSendOf = async (reportId: number) => (await t.app.db.select().from(automaticReports).where(eq(automaticReports.id, reportId)))[0]!.nextSendAt;

it('queues the other due reports when one cannot be queued, on this tick and the next, logging the failing one each time', async () => {
  const { client, dashboardId } = await dashboard();
  // Due first: a batch takes the reports in the order they fell due.
  const broken = await dueReport(client, dashboardId, new Date('2026-11-01T07:00:00Z'));
  await t.app.db.update(automaticReports).set({ timezone: UNKNOWN_ZONE }).where(eq(automaticReports.id, broken));
  const first = await dueReport(client, dashboardId, new Date('2026-11-01T08:00:00Z'));

  expect(await tick()).toBe(1);
  const [send] = await sendsOf(first);
  expect(await t.app.jobs.boss.findJobs(REPORT_QUEUE, { data: { sendId: send!.id } })).toHaveLength(1);
  expect(await nextSendOf(first)).toEqual(new Date('2026-12-01T08:00:00Z'));
  // Its own part undone alone: nothing recorded, still due.
  expect(await sendsOf(broken)).toEqual([]);
  expect(await nextSendOf(broken)).toEqual(new Date('2026-11-01T07:00:00Z'));
  expect(logged).toEqual([{ reportId: broken, error: expect.stringContaining(UNKNOWN_ZONE) }]);

  // Still first in line on the next tick: tried and logged again, it holds back no report that fell due since.
  const second = await dueReport(client, dashboardId, new Date('2026-11-01T08:00:00Z'));
  expect(await tick()).toBe(1);
  expect(await sendsOf(second)).toHaveLength(1);
  expect(loggedReports()).toEqual([broken, broken]);
});

it('gets past more due reports that cannot be queued than a batch takes, trying each once a tick', async () => {
  const { client, companyId, dashboardId } = await dashboard();
  const due = await dueReport(client, dashboardId, new Date('2026-11-01T08:00:00Z'));
  // Due before it, and more than the 50 reports a batch takes: straight into the table, past the limit of reports per dashboard.
  const brokenReport: typeof automaticReports.$inferInsert = {
    companyId,
    dashboardId,
    recipients: ['anna@client.com'],
    period: 'MONTH',
    detail: 'FIRST_DAY',
    hour: 8,
    minute: 0,
    timezone: UNKNOWN_ZONE,
    dateRange: 'LAST_MONTH',
    nextSendAt: new Date('2026-10-01T08:00:00Z'),
  };
  const broken = await t.app.db
    .insert(automaticReports)
    .values(Array.from({ length: 60 }, () => brokenReport))
    .returning({ id: automaticReports.id });
  const loggedBefore = logged.length;

  expect(await tick()).toBe(1);
  expect(await sendsOf(due)).toHaveLength(1);
  const tried = loggedReports(loggedBefore);
  expect(new Set(tried).size).toBe(tried.length);
  expect(tried).toEqual(expect.arrayContaining(broken.map(({ id }) => id)));
});
