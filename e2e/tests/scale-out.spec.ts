import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startCluster, type Cluster } from '@pulseboard/api/cluster';
import { createDatabase, dropDatabase, sqlAt } from '../support/database.js';
import { exportPdf } from '../support/pdf-export.js';
import { readPdf } from '../support/pdf-reader.js';
import { apiCall, DEMO_ADMIN, logIn, mailsTo, uniqueEmail } from '../support/session.js';

// The scale-out topology (README, "Several instances"): two API instances with no jobs, two workers,
// one PostgreSQL database of its own on the suite's server, and the object store the cluster starts.
// Each process has its own data directory: nothing here can pass through a shared disk.

const REPORT = 'Acme Shoes — Monthly report';
const DATABASE = `pb_cluster_${randomBytes(4).toString('hex')}`;
/** Four processes start on two cores; a render and a report each open Chromium in a worker. */
const START_TIMEOUT_MS = 120_000;
const JOB_TIMEOUT_MS = 90_000;

test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
let databaseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS);
  databaseUrl = await createDatabase(DATABASE);
  // Sign-ins of the suite share one loopback address; DNS questions go to a closed loopback port.
  cluster = await startCluster({
    apis: 2,
    workers: 2,
    databaseUrl,
    env: { REPORTS_TICK_SECONDS: '1', RATE_LIMIT_LOGIN_MAX: '50', DNS_SERVERS: '127.0.0.1:9', DNS_TIMEOUT_MS: '300' },
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  await dropDatabase(DATABASE);
});

/** Text as the PDF holds it: compared without spaces, ligatures spelt out. */
const compact = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

const instance = (index: number) => cluster.apis[index] as string;

/** A page of instance `index`, signed in as the demo admin. The session cookie is the host's, so instance B accepts it too. */
async function signedInOn(browser: Browser, index: number): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: instance(index) })).newPage();
  await logIn(page, DEMO_ADMIN);
  return page;
}

async function reportDashboard(page: Page): Promise<{ id: number; permalink: string }> {
  const list = await page.request.get(`/api/dashboards?search=${encodeURIComponent('Monthly report')}`);
  return (await list.json()).data.find((dashboard: { name: string }) => dashboard.name === REPORT);
}

test('a source connected through instance B appears live on a page served by instance A', async ({ browser }) => {
  const page = await signedInOn(browser, 0);
  await page.goto('/company/sources');
  const sources = page.getByRole('list', { name: 'Connected sources' }).getByRole('listitem');
  await expect(sources).toHaveCount(1);
  // The page subscribes shortly after loading: connect sample sources through B until one's event reaches A.
  await expect
    .poll(
      async () => {
        const created = await apiCall(page, 'POST', `${instance(1)}/api/sources`, { kind: 'none', name: 'demo' });
        expect(created.status()).toBe(201);
        return sources.count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(1);
  await page.context().close();
});

test('a PDF asked on instance A is rendered by a worker and downloads from instance B', async ({ browser }) => {
  test.setTimeout(JOB_TIMEOUT_MS * 2);
  const page = await signedInOn(browser, 0);
  const { permalink } = await reportDashboard(page);
  const file = await exportPdf(page, permalink, { startDate: '2026-02-01', endDate: '2026-02-28' }, JOB_TIMEOUT_MS, instance(1));
  const pdf = await readPdf(await file.body());
  expect(pdf.pages).toBeGreaterThanOrEqual(2);
  expect(compact(pdf.text)).toContain(compact(REPORT));
  await page.context().close();
});

test('a report falling due goes out once, with two workers looking for due reports every second', async ({ browser }) => {
  test.setTimeout(JOB_TIMEOUT_MS * 2);
  const page = await signedInOn(browser, 0);
  const client = uniqueEmail('cluster-client');
  const { id } = await reportDashboard(page);
  const created = await apiCall(page, 'POST', '/api/automatic-reports', {
    dashboard_id: id,
    recipients: client,
    period: 'MONTH',
    detail: 'FIRST_DAY',
    hour: 7,
    minute: 0,
    timezone: 'UTC',
    date_range: 'LAST_MONTH',
    with_pdf: false,
    with_preview: true,
  });
  expect(created.status()).toBe(201);
  await sqlAt(databaseUrl, `UPDATE automatic_reports SET next_send_at = now() - interval '1 second' WHERE recipients ? $1`, [client]);
  await expect.poll(() => mailsTo(client, cluster.workerDataDirs).length, { timeout: JOB_TIMEOUT_MS }).toBe(1);
  // Both workers keep looking: a few more ticks send nothing more.
  await page.waitForTimeout(3000);
  expect(mailsTo(client, cluster.workerDataDirs)).toHaveLength(1);
  await page.context().close();
});
