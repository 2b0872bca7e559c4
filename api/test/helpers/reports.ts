import { automaticReportSends } from '../../src/db/schema.js';
import type { TestApp } from './app.js';
import { PASSWORD, createCompany, createUser } from './factories.js';

/** What the schedule form sends: monthly on the first day at 08:00 in Paris, last month, with the PDF and the preview, unless `fields` say otherwise. */
export const reportBody = (dashboardId: number, recipients: string[], fields: object = {}) => ({
  dashboard_id: dashboardId,
  recipients: recipients.join(', '),
  period: 'MONTH',
  detail: 'FIRST_DAY',
  hour: 8,
  minute: 0,
  timezone: 'Europe/Paris',
  date_range: 'LAST_MONTH',
  with_pdf: true,
  with_preview: true,
  ...fields,
});

/**
 * A due send of a new company's monthly report (UTC, with the PDF, without the preview) to `recipient`, made
 * through the API as its admin, with its send row recorded as the scheduler records one; no job is queued.
 */
export async function dueReportSend(t: TestApp, recipient: string): Promise<number> {
  const user = await createUser(t.app, { companyId: await createCompany(t.app, 'Acme Agency') });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  const board = (await client.post('/api/dashboards', { name: 'Acme monthly', timezone: 'UTC' })).json().data as { id: number };
  const report = await client.post('/api/automatic-reports', reportBody(board.id, [recipient], { timezone: 'UTC', with_preview: false }));
  if (report.statusCode !== 201) throw new Error(`the report was not created: ${report.statusCode} ${report.body}`);
  const [send] = await t.app.db
    .insert(automaticReportSends)
    .values({ reportId: (report.json().data as { id: number }).id, scheduledFor: new Date('2026-11-01T08:00:00Z') })
    .returning();
  return send!.id;
}
