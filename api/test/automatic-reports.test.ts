import { eq } from 'drizzle-orm';
import { REPORT_LIMIT_MESSAGE, pdfDisabledMessage, type AutomaticReport } from '@pulseboard/shared/contracts';
import { automaticReports, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import type { TestClient } from './helpers/client.js';

let t: TestApp;
beforeAll(async () => {
  // A blank dashboard fits the PDF limit; one from the monthly report template (many widgets) does not.
  t = await createTestApp({ env: { JOBS_WORKER: '0', MAX_WIDGETS_FOR_PDF: '1' } });
});
afterAll(() => t.close());

async function member(companyId?: number) {
  const user = await createUser(t.app, { companyId: companyId ?? (await createCompany(t.app)) });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  return { client, user };
}

async function dashboard(client: TestClient, template?: string) {
  const created = await client.post('/api/dashboards', { name: 'Acme monthly', timezone: 'UTC', ...(template ? { template } : {}) });
  return created.json().data as { id: number; permalink: string };
}

const report = (dashboardId: number, fields: object = {}) => ({
  dashboard_id: dashboardId,
  recipients: 'anna@client.com, ben@client.com',
  period: 'MONTH',
  detail: 'FIRST_WORK_DAY',
  hour: 8,
  minute: 30,
  timezone: 'Europe/Paris',
  date_range: 'LAST_MONTH',
  ...fields,
});

const list = async (client: TestClient, query = '') => (await client.get(`/api/automatic-reports${query}`)).json().data as AutomaticReport[];
const countOf = async (dashboardId: number) => (await t.app.db.select().from(automaticReports).where(eq(automaticReports.dashboardId, dashboardId))).length;

describe('automatic reports API', () => {
  it('schedules a report with its first send in the report’s time zone, and lists it', async () => {
    const { client } = await member();
    const board = await dashboard(client);
    const before = Date.now();
    const created = await client.post('/api/automatic-reports', report(board.id, { with_pdf: true }));
    expect(created.statusCode).toBe(201);
    const data = created.json().data as AutomaticReport;
    expect(data).toMatchObject({
      dashboard_id: board.id,
      dashboard: { name: 'Acme monthly', permalink: board.permalink },
      recipients: ['anna@client.com', 'ben@client.com'],
      period: 'MONTH',
      detail: 'FIRST_WORK_DAY',
      with_pdf: true,
      with_preview: true,
      lastSend: null,
    });
    const next = new Date(data.nextSendAt);
    expect(next.getTime()).toBeGreaterThan(before);
    // 08:30 in Paris on a Monday-to-Friday that is the first working day of its month.
    const paris = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', weekday: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(next);
    expect(paris).toMatch(/^(Mon|Tue|Wed|Thu|Fri) [1-3], 08:30$/);
    expect(await list(client)).toEqual([data]);
    expect(await list(client, `?dashboard_id=${board.id}`)).toEqual([data]);
    expect(await list(client, `?dashboard_id=${board.id + 1000}`)).toEqual([]);
  });

  it('stores a time zone typed in another case under its canonical name, which the renderer takes', async () => {
    const { client } = await member();
    const board = await dashboard(client);
    const created = await client.post('/api/automatic-reports', report(board.id, { timezone: 'europe/paris' }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ timezone: 'Europe/Paris' });
  });

  it('answers 422 per field for bad input and stores nothing', async () => {
    const { client } = await member();
    const board = await dashboard(client);
    const response = await client.post('/api/automatic-reports', report(board.id, { hour: 24, minute: -1, timezone: 'Nowhere/City', recipients: 'a@x.com,b@x.com,c@x.com,d@x.com,e@x.com,f@x.com' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      hour: ['The hour must be a whole number from 0 to 23.'],
      minute: ['The minute must be a whole number from 0 to 59.'],
      timezone: ['The timezone is not a known time zone.'],
      recipients: ['A report can go to at most 5 recipients.'],
    });
    const weekly = await client.post('/api/automatic-reports', report(board.id, { period: 'WEEK', detail: 'LAST_DAY' }));
    expect(weekly.json().errors).toEqual({ detail: ['A weekly report goes out on a weekday from 1 (Monday) to 7 (Sunday).'] });
    const noRecipients = await client.post('/api/automatic-reports', report(board.id, { recipients: ' , ' }));
    expect(noRecipients.json().errors).toEqual({ recipients: ['The recipients field is required.'] });
    expect(await countOf(board.id)).toBe(0);
  });

  it('allows 5 reports per dashboard and refuses the sixth with the spec’s text', async () => {
    const { client } = await member();
    const board = await dashboard(client);
    const other = await dashboard(client);
    for (let index = 0; index < 5; index += 1) expect((await client.post('/api/automatic-reports', report(board.id, { hour: index }))).statusCode).toBe(201);
    const sixth = await client.post('/api/automatic-reports', report(board.id));
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toEqual({ message: REPORT_LIMIT_MESSAGE, errors: { dashboard_id: [REPORT_LIMIT_MESSAGE] } });
    expect(await countOf(board.id)).toBe(5);
    // The limit is per dashboard.
    expect((await client.post('/api/automatic-reports', report(other.id))).statusCode).toBe(201);
  });

  it('gives the last free place to one of two requests made at once', async () => {
    const { client } = await member();
    const board = await dashboard(client);
    for (let index = 0; index < 4; index += 1) await client.post('/api/automatic-reports', report(board.id));
    const statuses = (await Promise.all([client.post('/api/automatic-reports', report(board.id)), client.post('/api/automatic-reports', report(board.id))])).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([201, 422]);
    expect(await countOf(board.id)).toBe(5);
  });

  it('refuses a PDF for a dashboard above the PDF widget limit', async () => {
    const { client } = await member();
    const board = await dashboard(client, 'monthly-report');
    const response = await client.post('/api/automatic-reports', report(board.id, { with_pdf: true }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ with_pdf: [pdfDisabledMessage(1)] });
    expect((await client.post('/api/automatic-reports', report(board.id, { with_pdf: false }))).statusCode).toBe(201);
  });

  it('keeps companies apart: another company’s dashboard and reports are out of reach', async () => {
    const owner = await member();
    const board = await dashboard(owner.client);
    const created = (await owner.client.post('/api/automatic-reports', report(board.id))).json().data as AutomaticReport;
    const stranger = await member();
    const foreign = await stranger.client.post('/api/automatic-reports', report(board.id));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ dashboard_id: ['The dashboard does not exist.'] });
    expect(await list(stranger.client)).toEqual([]);
    expect((await stranger.client.request('DELETE', `/api/automatic-reports/${created.id}`)).statusCode).toBe(404);
    expect(await list(owner.client)).toHaveLength(1);
  });

  it('lets a teammate delete a report, once', async () => {
    const owner = await member();
    const board = await dashboard(owner.client);
    const created = (await owner.client.post('/api/automatic-reports', report(board.id))).json().data as AutomaticReport;
    const teammate = await member(owner.user.companyId);
    expect((await teammate.client.request('DELETE', `/api/automatic-reports/${created.id}`)).statusCode).toBe(204);
    expect((await teammate.client.request('DELETE', `/api/automatic-reports/${created.id}`)).statusCode).toBe(404);
    expect(await list(owner.client)).toEqual([]);
  });

  it('refuses a teammate without the permission to schedule reports deleting one: stopping a client’s e-mails is as much theirs to decide', async () => {
    const owner = await member();
    const board = await dashboard(owner.client);
    const created = (await owner.client.post('/api/automatic-reports', report(board.id))).json().data as AutomaticReport;
    const teammate = await member(owner.user.companyId);
    await t.app.db.update(users).set({ canCreateReports: false }).where(eq(users.id, teammate.user.id));
    const refused = await teammate.client.request('DELETE', `/api/automatic-reports/${created.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You may not schedule or delete automatic reports: ask an admin of your company for the permission.');
    expect(await list(teammate.client)).toEqual([created]);
  });

  it('needs a signed-in user', async () => {
    const anonymous = t.client();
    await anonymous.pageConfig();
    expect((await anonymous.get('/api/automatic-reports')).statusCode).toBe(401);
    expect((await anonymous.post('/api/automatic-reports', report(1))).statusCode).toBe(401);
  });
});
