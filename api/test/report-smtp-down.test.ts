import { eq } from 'drizzle-orm';
import type { AutomaticReport } from '@pulseboard/shared/contracts';
import { automaticReports } from '../src/db/schema.js';
import { anyFreePort } from '../src/lib/ports.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { reportBody } from './helpers/reports.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

/**
 * The mail server down (nothing listens at SMTP_URL) while a report is due:
 * the app's own jobs worker tries, retries, then records the send failed,
 * and the automatic reports screen's list says so. A refusal by a running
 * server (451) is covered by automatic-report-sending.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  const closedPort = await anyFreePort();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${closedPort}`, JOBS_WORKER: '1', REPORTS_TICK_SECONDS: '0', REPORT_SEND_RETRIES: '1', REPORT_RETRY_DELAY_SECONDS: '1' },
  });
});
afterAll(() => t.close());

it('retries a report e-mail while the mail server is down, then records it failed where the reports are listed', async () => {
  const user = await createUser(t.app, { companyId: await createCompany(t.app) });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  const board = (await client.post('/api/dashboards', { name: 'Acme monthly', timezone: 'UTC' })).json().data as { id: number };
  // Neither preview nor PDF: nothing to render, the attempt goes straight to the mail server.
  const created = await client.post('/api/automatic-reports', reportBody(board.id, ['anna@client.com'], { timezone: 'UTC', with_pdf: false, with_preview: false }));
  expect(created.statusCode).toBe(201);
  const report = created.json().data as AutomaticReport;
  await t.app.db
    .update(automaticReports)
    .set({ nextSendAt: new Date(Date.now() - 60_000) })
    .where(eq(automaticReports.id, report.id));
  expect(await t.app.automaticReports.queueDue()).toBe(1);

  const states: string[] = [];
  const deadline = Date.now() + 15_000;
  let lastSend: AutomaticReport['lastSend'] = null;
  while (lastSend?.state !== 'failed') {
    if (Date.now() > deadline) throw new Error(`the send was not recorded failed; states seen: ${states.join(', ')}`);
    const listed = (await client.get('/api/automatic-reports')).json().data as AutomaticReport[];
    lastSend = listed.find((entry) => entry.id === report.id)?.lastSend ?? null;
    if (lastSend && states.at(-1) !== lastSend.state) states.push(lastSend.state);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(states).toContain('retrying');
  expect(lastSend).toMatchObject({ state: 'failed', attempts: 2, sentAt: null, error: expect.stringContaining('ECONNREFUSED') });
});
