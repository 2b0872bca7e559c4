import { eq } from 'drizzle-orm';
import { dashboardSaveForm, type Widget } from '@pulseboard/shared/contracts';
import { companies } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { createCompany } from './helpers/factories.js';
import { createdDashboard, signedInMember } from './helpers/dashboards.js';
import { linesOf, oneWidgetData, widgetsDataPath } from './helpers/widget-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const member = (companyId?: number) => signedInMember(t, companyId);
const create = createdDashboard;

const setQuota = (companyId: number, dashboards: number, bonusDashboards = 0) => t.app.db.update(companies).set({ services: { dashboards, bonusDashboards } }).where(eq(companies.id, companyId));

describe('creating dashboards', () => {
  it('creates a blank dashboard and answers its permalink', async () => {
    const { client } = await member();
    const created = await create(client, { name: 'Acme monthly', timezone: 'Europe/Paris' });
    expect(created.permalink).toMatch(/^[A-Za-z0-9]{12}$/);
    const shown = (await client.get(`/api/dashboards/${created.permalink}`)).json().data;
    expect(shown).toMatchObject({ name: 'Acme monthly', widgets: [], timezone: 'Europe/Paris', owner: true, public: false, passwordProtected: false, active: true });
  });

  it('builds a template on the sample-data source, connecting it on first use only', async () => {
    const { client } = await member();
    const first = await create(client, { name: 'Report', template: 'monthly-report' });
    await create(client, { name: 'Live', template: 'real-time' });
    const sources = (await client.pageConfig()).company?.sources ?? [];
    expect(sources.filter((source) => source.name === 'demo')).toHaveLength(1);
    const widgets = (await client.get(`/api/dashboards/${first.permalink}`)).json().data.widgets;
    const formats = new Set(widgets.map((widget: { format: string }) => widget.format));
    for (const format of ['chart:line', 'chart:area', 'chart:bar', 'chart:pie', 'chart:radar', 'chart:gauge', 'table', 'summary', 'textCard']) expect(formats).toContain(format);
    expect(
      widgets.filter((widget: { nature: string }) => widget.nature === 'interactive').every((widget: { instances: Array<{ sourceId: number }> }) => widget.instances[0]?.sourceId === sources[0]?.id),
    ).toBe(true);
  });

  it('refuses with 402 once the plan quota, bonus included, is used; archived ones do not count', async () => {
    const { client, company } = await member();
    await setQuota(company, 1, 1);
    const first = await create(client, { name: 'One' });
    await create(client, { name: 'Two' });
    const third = await client.post('/api/dashboards', { name: 'Three' });
    expect(third.statusCode).toBe(402);
    expect(third.json().message).toMatch(/all 2 dashboards/);
    expect((await client.post(`/api/dashboards/${first.id}/clone`)).statusCode).toBe(402);
    await client.request('DELETE', `/api/dashboards/${first.id}/archive`);
    expect((await client.post('/api/dashboards', { name: 'Three' })).statusCode).toBe(201);
    expect((await client.put(`/api/dashboards/${first.id}/restore`)).statusCode).toBe(402);
    expect((await client.pageConfig()).company?.dashboardsCount).toBe(2);

    // From a template, refused before anything is done for it: no sample-data source is added for a dashboard never made.
    const sourcesBefore = (await client.get('/api/sources')).json().data.length;
    expect((await client.post('/api/dashboards', { name: 'Four', template: 'monthly-report' })).statusCode).toBe(402);
    expect((await client.get('/api/sources')).json().data).toHaveLength(sourcesBefore);
  });

  it('gives the last free place to exactly one of many requests at once: creates, clones and restores alike', async () => {
    const { client, company } = await member();
    await setQuota(company, 3, 0);
    const kept = await create(client, { name: 'Kept' });
    const archived = await create(client, { name: 'Archived' });
    await client.request('DELETE', `/api/dashboards/${archived.id}/archive`);
    await create(client, { name: 'Second' });
    const racing = [
      ...Array.from({ length: 4 }, (_, index) => client.post('/api/dashboards', { name: `Racer ${index}` })),
      client.post(`/api/dashboards/${kept.id}/clone`),
      client.post(`/api/dashboards/${kept.id}/clone`),
      client.put(`/api/dashboards/${archived.id}/restore`),
    ];
    const statuses = (await Promise.all(racing)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 402)).toHaveLength(racing.length - 1);
    expect((await client.pageConfig()).company?.dashboardsCount).toBe(3);
  });

  it('validates the name and the template', async () => {
    const { client } = await member();
    const response = await client.post('/api/dashboards', { name: ' ', template: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['name']);
    expect((await client.post('/api/dashboards', { name: 'x', template: 'nope' })).json().errors).toEqual({ template: ['Pick one of the templates.'] });
  });

  it('refuses a time zone that is not one, so that no view of the dashboard fails on it later', async () => {
    const { client } = await member();
    for (const timezone of ['Mars/Olympus', '', 'UTC\u00a0']) {
      const response = await client.post('/api/dashboards', { name: 'Board', timezone });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ timezone: ['The timezone is not a known time zone.'] });
    }
    expect((await client.get('/api/dashboards')).json().data).toEqual([]);
  });
});

describe('the dashboards list', () => {
  it('searches, filters by status, sorts and pages', async () => {
    const { client } = await member();
    for (const name of ['Bravo', 'Alpha', 'Charlie', 'Alpha 100%']) await create(client, { name });
    const archived = await create(client, { name: 'Old' });
    await client.request('DELETE', `/api/dashboards/${archived.id}/archive`);

    const byName = (await client.get('/api/dashboards?sort=name&dir=asc')).json();
    expect(byName.data.map((row: { name: string }) => row.name)).toEqual(['Alpha', 'Alpha 100%', 'Bravo', 'Charlie']);
    expect(byName.meta).toEqual({ page: 1, perPage: 24, total: 4, lastPage: 1 });
    expect((await client.get('/api/dashboards?search=100%25')).json().data.map((row: { name: string }) => row.name)).toEqual(['Alpha 100%']);
    expect((await client.get('/api/dashboards?status=archived')).json().data.map((row: { name: string }) => row.name)).toEqual(['Old']);
    const page2 = (await client.get('/api/dashboards?sort=name&dir=asc&perPage=3&page=2')).json();
    expect(page2.data.map((row: { name: string }) => row.name)).toEqual(['Charlie']);
    expect(page2.meta.lastPage).toBe(2);
  });

  it("lists only the company's own dashboards", async () => {
    const { client } = await member();
    await create(client, { name: 'Mine' });
    const { client: other } = await member();
    expect((await other.get('/api/dashboards')).json().data).toEqual([]);
  });
});

describe('cloning, archiving, restoring, deleting', () => {
  it('clones with widgets and settings, under a new permalink', async () => {
    const { client } = await member();
    const original = await create(client, { name: 'Report', template: 'monthly-report' });
    const copy = (await client.post(`/api/dashboards/${original.id}/clone`)).json().data;
    expect(copy.permalink).not.toBe(original.permalink);
    const shown = (await client.get(`/api/dashboards/${copy.permalink}`)).json().data;
    expect(shown.name).toBe('Report (copy)');
    expect(shown.widgets).toHaveLength((await client.get(`/api/dashboards/${original.permalink}`)).json().data.widgets.length);
  });

  it('names the copy of a dashboard with the longest name within the limit, so that the copy can be saved', async () => {
    const { client } = await member();
    const original = await create(client, { name: 'N'.repeat(200) });
    const copy = (await client.post(`/api/dashboards/${original.id}/clone`)).json().data;
    const shown = (await client.get(`/api/dashboards/${copy.permalink}`)).json().data;
    expect(shown.name).toBe(`${'N'.repeat(193)} (copy)`);
    // The editor sends the name with every change: a copy named past the limit would refuse every save.
    expect((await client.post(`/api/dashboards/${copy.id}`, dashboardSaveForm({ name: shown.name }))).statusCode).toBe(200);
  });

  it('archives, restores and deletes; another company gets 404 for all of it', async () => {
    const { client } = await member();
    const { client: stranger } = await member();
    const board = await create(client, { name: 'Board' });
    for (const [method, url] of [
      ['DELETE', `/api/dashboards/${board.id}/archive`],
      ['PUT', `/api/dashboards/${board.id}/restore`],
      ['POST', `/api/dashboards/${board.id}/clone`],
      ['DELETE', `/api/dashboards/${board.id}`],
      ['PUT', `/api/dashboards/${board.id}`],
    ] as const) {
      expect((await stranger.request(method, url, method === 'PUT' && url.endsWith(String(board.id)) ? { public: true } : undefined)).statusCode).toBe(404);
    }
    expect((await client.request('DELETE', `/api/dashboards/${board.id}/archive`)).json().data.active).toBe(false);
    expect((await client.put(`/api/dashboards/${board.id}/restore`)).json().data.active).toBe(true);
    expect((await client.request('DELETE', `/api/dashboards/${board.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/dashboards/${board.permalink}`)).statusCode).toBe(404);
  });
});

describe('viewing by permalink', () => {
  it("answers 404 for another company's private dashboard", async () => {
    const { client } = await member();
    const board = await create(client, { name: 'Private' });
    const { client: stranger } = await member();
    expect((await stranger.get(`/api/dashboards/${board.permalink}`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/dashboards/${board.permalink}`)).statusCode).toBe(404);
  });

  it('shows a public dashboard to anyone, marked public, without widgets whose source is missing nor any instance configuration', async () => {
    const { client } = await member();
    const board = await create(client, { name: 'Shared', template: 'monthly-report' });
    const ownWidgets = (await client.get(`/api/dashboards/${board.permalink}`)).json().data.widgets as Array<{ id: string; nature: string; order: number; instances?: Array<Record<string, unknown>> }>;
    const [chart] = ownWidgets.filter((widget) => widget.nature === 'interactive');
    const unconnected = {
      ...chart!,
      id: 'unconnected',
      order: ownWidgets.length,
      instances: [{ id: 'u1', type: 'google_analytics', prefix: 'GA', sourceId: null, config: { property: '123', metrics: ['sessions'] } }],
    };
    const form = new FormData();
    form.append('widgets', JSON.stringify([...ownWidgets, unconnected]));
    expect((await client.post(`/api/dashboards/${board.id}`, form)).statusCode).toBe(200);
    expect((await client.put(`/api/dashboards/${board.id}`, { public: true })).json().data.public).toBe(true);
    const visitor = await t.client().get(`/api/dashboards/${board.permalink}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['x-dashboard-public']).toBe('1');
    const shown = visitor.json().data;
    expect(shown.owner).toBe(false);
    expect(shown.widgets.map((widget: { id: string }) => widget.id)).toEqual(ownWidgets.map((widget) => widget.id));
    for (const widget of shown.widgets.filter((item: { nature: string }) => item.nature === 'interactive')) {
      for (const instance of widget.instances) expect(instance).toMatchObject({ sourceId: null, config: {} });
    }
    // The widget's output still reaches the public through the data route.
    const data = await oneWidgetData(t.client(), board.permalink, chart!.id, { startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(data.data?.rows.length).toBeGreaterThan(0);
    const own = await client.get(`/api/dashboards/${board.permalink}`);
    expect(own.headers['x-dashboard-public']).toBeUndefined();
  });

  it("leaves out, for the public, a widget whose source the company has removed or that names another company's source", async () => {
    const { client, company } = await member();
    const board = await create(client, { name: 'Shared', template: 'monthly-report' });
    const ownWidgets = (await client.get(`/api/dashboards/${board.permalink}`)).json().data.widgets as Widget[];
    const chart = ownWidgets.find((widget) => widget.nature === 'interactive');
    if (chart?.nature !== 'interactive') throw new Error('The template has no interactive widget');
    const connected = await t.app.sources.create({ companyId: company, name: 'google_analytics', account: 'a@example.com', credentials: null });
    const foreign = await t.app.sources.create({ companyId: await createCompany(t.app, 'Other'), name: 'google_analytics', account: 'b@example.com', credentials: null });
    const reading = (id: string, sourceId: number, order: number): Widget => ({
      ...chart,
      id,
      order,
      instances: [{ id: `${id}-i`, type: 'google_analytics', prefix: 'GA', sourceId, config: { property: '123', metrics: ['sessions'] } }],
    });
    const form = new FormData();
    form.append('widgets', JSON.stringify([...ownWidgets, reading('removed-later', connected.id, ownWidgets.length), reading('foreign', foreign.id, ownWidgets.length + 1)]));
    expect((await client.post(`/api/dashboards/${board.id}`, form)).statusCode).toBe(200);
    await client.put(`/api/dashboards/${board.id}`, { public: true });
    const publicIds = async () => ((await t.client().get(`/api/dashboards/${board.permalink}`)).json().data.widgets as Widget[]).map((widget) => widget.id);

    expect(await publicIds()).toEqual([...ownWidgets.map((widget) => widget.id), 'removed-later']);
    expect((await client.request('DELETE', `/api/sources/${connected.id}`)).statusCode).toBe(204);
    expect(await publicIds()).toEqual(ownWidgets.map((widget) => widget.id));
    const lines = linesOf(await t.client().get(widgetsDataPath(board.permalink, ['removed-later'], { startDate: '2026-03-01', endDate: '2026-03-31' })));
    expect(lines.get('removed-later')).toMatchObject({ status: 404 });
    // Its owner still sees it, to reconnect or remove it.
    const owned = (await client.get(`/api/dashboards/${board.permalink}`)).json().data.widgets as Widget[];
    expect(owned.map((widget) => widget.id)).toEqual([...ownWidgets.map((widget) => widget.id), 'removed-later', 'foreign']);
  });

  it('stops showing an archived dashboard publicly', async () => {
    const { client } = await member();
    const board = await create(client, { name: 'Shared' });
    await client.put(`/api/dashboards/${board.id}`, { public: true });
    await client.request('DELETE', `/api/dashboards/${board.id}/archive`);
    expect((await t.client().get(`/api/dashboards/${board.permalink}`)).statusCode).toBe(404);
  });

  it('asks for the password of a protected dashboard (422), then accepts its token', async () => {
    const { client } = await member();
    const board = await create(client, { name: 'Secret' });
    await client.put(`/api/dashboards/${board.id}`, { public: true });
    const mismatch = await client.put(`/api/dashboards/${board.id}`, { new_password: 'open sesame', password: 'other' });
    expect(mismatch.statusCode).toBe(422);
    expect((await client.put(`/api/dashboards/${board.id}`, { new_password: 'open sesame', password: 'open sesame' })).json().data.passwordProtected).toBe(true);

    const visitor = t.client();
    await visitor.pageConfig();
    const locked = await visitor.get(`/api/dashboards/${board.permalink}`);
    expect(locked.statusCode).toBe(422);
    expect(Object.keys(locked.json().errors)).toEqual(['password']);
    const wrong = await visitor.post(`/api/dashboards/${board.permalink}/authorize`, { password: 'guess' });
    expect(wrong.statusCode).toBe(422);
    const token = (await visitor.post(`/api/dashboards/${board.permalink}/authorize`, { password: 'open sesame' })).json().data.token;
    const shown = await visitor.get(`/api/dashboards/${board.permalink}`, { headers: { authorization: `Bearer ${token}` } });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.passwordProtected).toBe(true);

    // A new password invalidates the tokens given for the old one.
    await client.put(`/api/dashboards/${board.id}`, { new_password: 'changed it', password: 'changed it' });
    expect((await visitor.get(`/api/dashboards/${board.permalink}`, { headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(422);
    // Removing the password opens it again.
    await client.put(`/api/dashboards/${board.id}`, { new_password: null });
    expect((await visitor.get(`/api/dashboards/${board.permalink}`)).statusCode).toBe(200);
  });

  it('limits password attempts', async () => {
    const { client } = await member();
    const board = await create(client, { name: 'Guarded' });
    await client.put(`/api/dashboards/${board.id}`, { public: true });
    await client.put(`/api/dashboards/${board.id}`, { new_password: 'right one', password: 'right one' });
    const visitor = t.client();
    await visitor.pageConfig();
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await visitor.post(`/api/dashboards/${board.permalink}/authorize`, { password: 'wrong' })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refreshes the permalink: the old link stops working', async () => {
    const { client } = await member();
    const board = await create(client, { name: 'Moving' });
    const fresh = (await client.put(`/api/dashboards/${board.id}`, { category: 'refresh_permalink' })).json().data.permalink;
    expect(fresh).not.toBe(board.permalink);
    expect((await client.get(`/api/dashboards/${board.permalink}`)).statusCode).toBe(404);
    expect((await client.get(`/api/dashboards/${fresh}`)).statusCode).toBe(200);
  });
});
