import { jest } from '@jest/globals';
import { DAY_FORMAT_MESSAGE, DAY_WINDOW_MESSAGE, FIRST_REPORTING_DAY, LAST_REPORTING_DAY, MAX_RANGE_DAYS, RANGE_TOO_LONG_MESSAGE } from '@pulseboard/shared/contracts';
import { addDays } from '@pulseboard/shared/dates';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import type { TestClient } from './helpers/client.js';
import { widgetsDataPath } from './helpers/widget-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: '0' } });
});
afterAll(() => t.close());

interface RangeCase {
  range: { startDate: string; endDate: string };
  /** The message expected on the failing field, or null when the range is allowed. */
  refused: string | null;
  /** Which end carries it. */
  field: 'startDate' | 'endDate';
}

/** Ranges around every bound: the window's edges, the longest span and one day more, in both orders, and days that do not exist. */
function rangeCases(): RangeCase[] {
  const cases: RangeCase[] = [];
  const longest = (from: string) => ({ startDate: from, endDate: addDays(from, MAX_RANGE_DAYS - 1) });
  const tooLong = (from: string) => ({ startDate: from, endDate: addDays(from, MAX_RANGE_DAYS) });
  for (const from of [FIRST_REPORTING_DAY, '2019-02-28', '2023-06-15', addDays(LAST_REPORTING_DAY, -MAX_RANGE_DAYS)]) {
    cases.push({ range: longest(from), refused: null, field: 'endDate' });
    cases.push({ range: tooLong(from), refused: RANGE_TOO_LONG_MESSAGE, field: 'endDate' });
  }
  for (const outside of ['0001-01-01', '1970-01-01', addDays(FIRST_REPORTING_DAY, -1)]) {
    cases.push({ range: { startDate: outside, endDate: '2024-01-31' }, refused: DAY_WINDOW_MESSAGE, field: 'startDate' });
  }
  for (const outside of ['9999-12-31', addDays(LAST_REPORTING_DAY, 1)]) {
    cases.push({ range: { startDate: '2024-01-01', endDate: outside }, refused: DAY_WINDOW_MESSAGE, field: 'endDate' });
  }
  for (const impossible of ['2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '20240101', '2024-1-01', '']) {
    cases.push({ range: { startDate: impossible, endDate: '2024-05-31' }, refused: DAY_FORMAT_MESSAGE, field: 'startDate' });
  }
  return cases;
}

async function ownerWithPublicReport() {
  const user = await createUser(t.app, { companyId: await createCompany(t.app) });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  const board = (await client.post('/api/dashboards', { name: 'Report', template: 'monthly-report', timezone: 'UTC' })).json().data as { id: number; permalink: string };
  await client.put(`/api/dashboards/${board.id}`, { public: true });
  return { client, board };
}

async function anonymous(): Promise<TestClient> {
  const client = t.client();
  await client.pageConfig();
  return client;
}

/** Every provider call of the demo source: a refused range must not cost one. */
function demoCalls() {
  const demo = t.app.connectors.get('demo');
  if (!demo) throw new Error('no demo connector');
  return jest.spyOn(demo, 'query');
}

afterEach(() => jest.restoreAllMocks());

describe('date ranges are bounded on every route that takes one', () => {
  it("a public dashboard's widget data, asked anonymously: 422 on the failing field before any provider call", async () => {
    const { board } = await ownerWithPublicReport();
    const visitor = await anonymous();
    const calls = demoCalls();
    for (const { range, refused, field } of rangeCases()) {
      const asRange = await visitor.get(widgetsDataPath(board.permalink, ['w4'], range));
      const asComparison = await visitor.get(
        widgetsDataPath(board.permalink, ['w4'], { startDate: '2024-03-01', endDate: '2024-03-31', compareStartDate: range.startDate, compareEndDate: range.endDate }),
      );
      if (refused === null) {
        expect([range, asRange.statusCode, asComparison.statusCode]).toEqual([range, 200, 200]);
        continue;
      }
      const compareField = field === 'startDate' ? 'compareStartDate' : 'compareEndDate';
      expect([range, asRange.statusCode, asRange.json().errors]).toEqual([range, 422, { [field]: [refused] }]);
      expect([range, asComparison.statusCode, asComparison.json().errors]).toEqual([range, 422, { [compareField]: [refused] }]);
    }
    const allowed = rangeCases().filter((item) => item.refused === null).length;
    // Each allowed request asks the demo source for its range and comparison; a refused one asks nothing.
    expect(calls.mock.calls.length).toBeLessThanOrEqual(allowed * 4);
  });

  it('the request that once took 35 s of CPU is refused at once', async () => {
    const { board } = await ownerWithPublicReport();
    const calls = demoCalls();
    const response = await (await anonymous()).get(widgetsDataPath(board.permalink, ['w4'], { startDate: '0001-01-01', endDate: '9999-12-31' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ startDate: [DAY_WINDOW_MESSAGE], endDate: [DAY_WINDOW_MESSAGE] });
    expect(calls).not.toHaveBeenCalled();
  });

  it('widget data for the editor: the range and the comparison, by field', async () => {
    const { client } = await ownerWithPublicReport();
    const calls = demoCalls();
    for (const { range, refused, field } of rangeCases().filter((item) => item.refused !== null)) {
      const widget = { instances: [{ id: 'i1', type: 'demo', prefix: 'Acme', sourceId: null, config: { property: 'acme-shoes', dataset: 'web', metrics: ['sessions'], dimension: 'date' } }] };
      const response = await client.post('/api/widgets/data', { widget, range, compare: range, timezone: 'UTC' });
      expect([range, response.statusCode, response.json().errors]).toEqual([range, 422, { [`range.${field}`]: [refused], [`compare.${field}`]: [refused] }]);
    }
    expect(calls).not.toHaveBeenCalled();
  });

  it("a PDF's date_range, by its own rule", async () => {
    const { board } = await ownerWithPublicReport();
    const visitor = await anonymous();
    for (const { range, refused } of rangeCases().filter((item) => item.refused !== null)) {
      const response = await visitor.get(`/api/dashboards/${board.permalink}/pdf?${new URLSearchParams({ timezone: 'UTC', date_range: JSON.stringify(range) })}`);
      expect([range, response.statusCode, response.json().errors]).toEqual([range, 422, { date_range: [refused] }]);
    }
    const compareTooLong = { startDate: '2024-01-01', endDate: '2024-01-31', compareStartDate: '2010-01-01', compareEndDate: '2016-01-01' };
    const response = await visitor.get(`/api/dashboards/${board.permalink}/pdf?${new URLSearchParams({ timezone: 'UTC', date_range: JSON.stringify(compareTooLong) })}`);
    expect(response.json().errors).toEqual({ date_range: [RANGE_TOO_LONG_MESSAGE] });
  });

  it("a dashboard's saved range: refused by part, nothing changed", async () => {
    const { client, board } = await ownerWithPublicReport();
    const before = (await client.get(`/api/dashboards/${board.permalink}`)).json().data;
    for (const { range, refused, field } of rangeCases().filter((item) => item.refused !== null && item.range.startDate !== '')) {
      const form = new FormData();
      form.append('range_type', 'custom');
      form.append('start', range.startDate);
      form.append('end', range.endDate);
      const response = await client.post(`/api/dashboards/${board.id}`, form);
      expect([range, response.statusCode, response.json().errors]).toEqual([range, 422, { [field === 'startDate' ? 'start' : 'end']: [refused] }]);
    }
    // One end sent alone is judged with the other as stored.
    const start = new FormData();
    start.append('start', '2024-01-01');
    start.append('end', '2024-01-31');
    expect((await client.post(`/api/dashboards/${board.id}`, start)).statusCode).toBe(200);
    const farEnd = new FormData();
    farEnd.append('end', addDays('2024-01-01', MAX_RANGE_DAYS));
    expect((await client.post(`/api/dashboards/${board.id}`, farEnd)).json().errors).toEqual({ end: [RANGE_TOO_LONG_MESSAGE] });
    const after = (await client.get(`/api/dashboards/${board.permalink}`)).json().data;
    // The one save that went through is the one new revision.
    expect(after).toEqual({ ...before, startDate: '2024-01-01', endDate: '2024-01-31', revision: before.revision + 1 });
  });
});

describe("a dashboard's time zone", () => {
  it('is refused at creation and in a save when unknown, and can be changed', async () => {
    const { client, board } = await ownerWithPublicReport();
    expect((await client.post('/api/dashboards', { name: 'Mars', timezone: 'Mars/Olympus' })).json().errors).toEqual({ timezone: ['The timezone is not a known time zone.'] });
    const unknown = new FormData();
    unknown.append('timezone', 'Mars/Olympus');
    expect((await client.post(`/api/dashboards/${board.id}`, unknown)).json().errors).toEqual({ timezone: ['The timezone is not a known time zone.'] });
    const paris = new FormData();
    paris.append('timezone', 'Europe/Paris');
    expect((await client.post(`/api/dashboards/${board.id}`, paris)).json().data.timezone).toBe('Europe/Paris');
    expect((await client.get(`/api/dashboards/${board.permalink}`)).json().data.timezone).toBe('Europe/Paris');
  });
});
