import { jest } from '@jest/globals';
import { dashboardSaveForm, layoutWidgets, MAX_VIEWPORT_HEIGHT_PX, MAX_WIDGETS_PER_DATA_REQUEST, type Widget } from '@pulseboard/shared/contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { createdDashboard, signedInMember } from './helpers/dashboards.js';
import { linesOf, oneWidgetData, widgetsDataPath } from './helpers/widget-data.js';

/** GET /api/dashboards/{permalink}/widgets/data: who gets which widgets' data, for which range, a line each. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const member = (companyId?: number) => signedInMember(t, companyId);
const create = createdDashboard;

describe("a dashboard's widgets' data", () => {
  const MARCH = { startDate: '2026-03-01', endDate: '2026-03-31' };

  it('answers for the owner and for public viewers, with the comparison defaulting to the preceding period', async () => {
    const { client } = await member();
    const board = await create(client, { name: 'Report', template: 'monthly-report' });
    const own = (await oneWidgetData(client, board.permalink, 'w4', MARCH)).data;
    expect(own?.dimension?.name).toBe('date');
    expect(own?.rows).toHaveLength(31);
    expect(own?.compareTotals).not.toBeNull();
    expect(own?.errors).toEqual([]);

    const campaigns = (await oneWidgetData(client, board.permalink, 'w11', MARCH)).data!;
    expect(campaigns.columns.map((column: { key: string }) => column.key)).toContain('calc:cpa');
    expect(campaigns.totals['calc:cpa']).toBeCloseTo(campaigns.totals['Ads:cost']! / campaigns.totals['Ads:conversions']!, 6);

    expect((await oneWidgetData(t.client(), board.permalink, 'w4', MARCH)).status).toBe(404);
    await client.put(`/api/dashboards/${board.id}`, { public: true });
    expect((await oneWidgetData(t.client(), board.permalink, 'w4', MARCH)).data?.totals).toEqual(own?.totals);
  });

  it('answers several widgets in one request, a line each, and a 404 line for a passive or unknown widget', async () => {
    const { client } = await member();
    const board = await create(client, { name: 'Report', template: 'monthly-report' });
    const response = await client.get(widgetsDataPath(board.permalink, ['w4', 'w11', 'w12', 'nope', 'w4'], MARCH));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const lines = linesOf(response);
    // Asked twice, answered once.
    expect(response.body.trim().split('\n')).toHaveLength(4);
    expect(lines.get('w4')).toMatchObject({ status: 200, data: { dimension: { name: 'date' } } });
    expect(lines.get('w11')).toMatchObject({ status: 200, data: { columns: expect.arrayContaining([expect.objectContaining({ key: 'calc:cpa' })]) } });
    expect(lines.get('w12')).toEqual({ widgetId: 'w12', status: 404, body: { message: 'Not Found' } });
    expect(lines.get('nope')).toEqual({ widgetId: 'nope', status: 404, body: { message: 'Not Found' } });
  });

  it('puts a range given end first in order, as the PDF and embeds do (spec §4)', async () => {
    const { client } = await member();
    const board = await create(client, { name: 'Report', template: 'monthly-report' });
    const ordered = await oneWidgetData(client, board.permalink, 'w4', MARCH);
    const reversed = await oneWidgetData(client, board.permalink, 'w4', { startDate: MARCH.endDate, endDate: MARCH.startDate });
    expect(reversed.status).toBe(200);
    expect(reversed.data).toEqual(ordered.data);
  });

  it("answers, when no widget is named, the first widgets with data in the order the dashboard shows them, each line with its widget's hash", async () => {
    const { client } = await member();
    const board = await create(client, { name: 'Report', template: 'monthly-report' });
    const widgets: Widget[] = (await client.get(`/api/dashboards/${board.permalink}`)).json().data.widgets;
    // One real-time widget at the end of the dashboard is shown, and answered, first.
    const last = widgets.at(-1)!;
    const saved = widgets.map((widget) => (widget.id === last.id ? { ...widget, realTime: true } : widget));
    expect((await client.post(`/api/dashboards/${board.id}`, dashboardSaveForm({ widgets: saved }))).statusCode).toBe(200);
    const stored: Widget[] = (await client.get(`/api/dashboards/${board.permalink}`)).json().data.widgets;
    const response = await client.get(widgetsDataPath(board.permalink, [], MARCH));
    expect(response.statusCode).toBe(200);
    const lines = linesOf(response);
    const expected = [stored.find((widget) => widget.id === last.id)!, ...stored.filter((widget) => widget.id !== last.id)].filter((widget) => widget.nature === 'interactive');
    expect([...lines.keys()].sort()).toEqual(expected.map((widget) => widget.id).sort());
    expect(lines.size).toBeGreaterThan(3);
    for (const widget of expected) expect(lines.get(widget.id)).toMatchObject({ status: 200, hash: widget.hash });
  });

  it("gives public viewers each widget's hash sealed, alike in the document and its data and changing with the widget, never the hash of its hidden settings", async () => {
    const { client } = await member();
    const board = await create(client, { name: 'Report', template: 'monthly-report' });
    await client.put(`/api/dashboards/${board.id}`, { public: true });
    const hashes = async (viewer: typeof client) => new Map(((await viewer.get(`/api/dashboards/${board.permalink}`)).json().data.widgets as Widget[]).map((widget) => [widget.id, widget.hash]));
    const owned = await hashes(client);
    const shown = await hashes(t.client());
    expect(shown.size).toBeGreaterThan(3);
    for (const [id, hash] of shown) {
      expect(hash).toMatch(/^[\w-]{12}$/);
      expect(hash).not.toBe(owned.get(id));
    }
    for (const [id, line] of linesOf(await t.client().get(widgetsDataPath(board.permalink, [], MARCH)))) expect(line).toMatchObject({ status: 200, hash: shown.get(id) });

    const widgets: Widget[] = (await client.get(`/api/dashboards/${board.permalink}`)).json().data.widgets;
    const renamed = widgets.map((widget) => (widget.id === 'w4' ? { ...widget, title: 'Sessions, renamed' } : widget));
    expect((await client.post(`/api/dashboards/${board.id}`, dashboardSaveForm({ widgets: renamed }))).statusCode).toBe(200);
    const after = await hashes(t.client());
    expect(after.get('w4')).not.toBe(shown.get('w4'));
    expect(after.get('w11')).toBe(shown.get('w11'));
  });

  it("reads the sources of a request's widgets in one query", async () => {
    const { client } = await member();
    const board = await create(client, { name: 'Report', template: 'monthly-report' });
    const reads = jest.spyOn(t.app.sources, 'findManyInCompany');
    try {
      const lines = linesOf(await client.get(widgetsDataPath(board.permalink, [], MARCH)));
      expect(lines.size).toBeGreaterThan(3);
      expect([...lines.values()].every((line) => line.status === 200)).toBe(true);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('answers, when no widget is named but a viewport height is, the widgets the grid puts near a first screen of that height', async () => {
    const { client } = await member();
    const board = await create(client, { name: 'Report', template: 'monthly-report' });
    const stored: Widget[] = (await client.get(`/api/dashboards/${board.permalink}`)).json().data.widgets;
    // A 1 px viewport and the 400 px margin reach the rows starting at 0 and 226 px.
    const nearRows = layoutWidgets(stored)
      .filter(({ widget, y }) => widget.nature === 'interactive' && y <= 1)
      .map(({ widget }) => widget.id);
    const lines = linesOf(await client.get(`${widgetsDataPath(board.permalink, [], MARCH)}&viewportHeight=1`));
    expect([...lines.keys()].sort()).toEqual([...nearRows].sort());
    expect(lines.size).toBeGreaterThan(0);
    expect(lines.size).toBeLessThan(stored.filter((widget) => widget.nature === 'interactive').length);
  });

  it('answers 422 for a bad range, an empty widget id or too many widgets, and 404 for a dashboard the viewer may not see', async () => {
    const { client } = await member();
    const board = await create(client, { name: 'Report', template: 'monthly-report' });
    expect((await client.get(widgetsDataPath(board.permalink, ['w4'], { startDate: 'march' }))).statusCode).toBe(422);
    expect((await client.get(widgetsDataPath(board.permalink, [''], MARCH))).json().errors.widget).toEqual(['Name each widget by its id.']);
    const tooMany = Array.from({ length: MAX_WIDGETS_PER_DATA_REQUEST + 1 }, (_, index) => `w${index}`);
    const refused = await client.get(widgetsDataPath(board.permalink, tooMany, MARCH));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.widget).toEqual([`At most ${MAX_WIDGETS_PER_DATA_REQUEST} widgets at a time.`]);
    expect((await client.get(widgetsDataPath(board.permalink, tooMany.slice(1), MARCH))).statusCode).toBe(200);
    for (const height of ['0', 'tall', '1.5', String(MAX_VIEWPORT_HEIGHT_PX + 1)]) {
      const refusedHeight = await client.get(`${widgetsDataPath(board.permalink, [], MARCH)}&viewportHeight=${height}`);
      expect(refusedHeight.json().errors.viewportHeight).toEqual([`Give the viewport's height in whole pixels, from 1 to ${MAX_VIEWPORT_HEIGHT_PX}.`]);
    }
    const both = await client.get(`${widgetsDataPath(board.permalink, ['w4'], MARCH)}&viewportHeight=900`);
    expect(both.json().errors.viewportHeight).toEqual(['A viewport height goes only with a request that names no widget.']);
    expect((await t.client().get(widgetsDataPath(board.permalink, ['w4'], MARCH))).statusCode).toBe(404);
  });
});
