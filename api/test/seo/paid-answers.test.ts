import { createTestApp, type TestApp } from '../helpers/app.js';
import type { TestClient } from '../helpers/client.js';
import { linesOf, widgetsDataPath } from '../helpers/widget-data.js';
import { PASSWORD, createCompany, createUser } from '../helpers/factories.js';
import { StoredAnswers } from '../../src/query/stored-answers.js';
import { SEMRUSH_COST } from '../../src/connectors/semrush/connector.js';
import { semrushSandbox, SemrushSandboxState } from '../../src/sandbox/semrush/index.js';
import { SANDBOX_SEMRUSH_PREFIX } from '../../src/sandbox/semrush/paths.js';
import { listenFakes } from '../helpers/fake-consent.js';

const SEPTEMBER = 'startDate=2026-09-01&endDate=2026-09-30';
const VIEWERS = 20;

let fake: Awaited<ReturnType<typeof listenFakes>>;
let state: SemrushSandboxState;
let first: TestApp;
const later: TestApp[] = [];
let email: string;
let sourceId: number;
let permalink: string;
let widgetIds: string[];

/** A new instance of the API on the same database and data folder (its credentials key), as after a restart or beside the first one: nothing in its memory. */
async function instance(): Promise<TestClient> {
  const t = await createTestApp({ databaseUrl: first.config.databaseUrl, env: { ...fakeEnv(), DATA_DIR: first.config.dataDir } });
  later.push(t);
  const client = t.client();
  await client.signIn(email, PASSWORD);
  return client;
}

const fakeEnv = () => ({ SEMRUSH_API_URL: `${fake.base}/api`, SEMRUSH_WWW_URL: `${fake.base}/www` });
const reportCalls = () => fake.requests.filter((request) => !request.includes('countapiunits')).length;
const callsCounted = async () => (await first.app.pool.query<{ calls: number }>('SELECT calls FROM source_call_budgets WHERE source_id = $1', [sourceId])).rows[0]?.calls ?? 0;

/** Every widget of the dashboard opened by `VIEWERS` viewers at once; each widget's answers, by widget. */
async function viewedAtOnce(client: TestClient, range = SEPTEMBER) {
  const views = widgetIds.flatMap((id) => Array.from({ length: VIEWERS }, () => client.get(widgetsDataPath(permalink, [id], Object.fromEntries(new URLSearchParams(range))))));
  const answers = (await Promise.all(views)).map((response, index) => {
    const line = linesOf(response).get(widgetIds[Math.floor(index / VIEWERS)]!);
    if (!line || !('data' in line)) throw new Error(`A widget had no data: ${JSON.stringify(line)}`);
    return line.data;
  });
  return widgetIds.map((_, index) => answers.slice(index * VIEWERS, (index + 1) * VIEWERS));
}

beforeAll(async () => {
  state = new SemrushSandboxState();
  fake = await listenFakes(semrushSandbox, { state, prefix: SANDBOX_SEMRUSH_PREFIX });
  first = await createTestApp({ env: fakeEnv() });
  const user = await createUser(first.app, { companyId: await createCompany(first.app) });
  email = user.email;
  const client = first.client();
  await client.signIn(email, PASSWORD);
  const connected = await client.post('/api/sources', { kind: 'token', name: 'semrush', account: 'acme-outdoor.com', token: state.keyFor(null) });
  sourceId = connected.json().data.id;
  const created = await client.post('/api/dashboards', { name: 'SEO', template: 'semrush-seo-overview', sourceId, property: 'acme-outdoor.com' });
  permalink = created.json().data.permalink;
  const board = (await client.get(`/api/dashboards/${permalink}`)).json().data;
  widgetIds = board.widgets.filter((widget: { nature: string }) => widget.nature === 'interactive').map((widget: { id: string }) => widget.id);
});
afterAll(async () => {
  for (const t of later) await t.close();
  await first.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe('a paid source viewed by many', () => {
  it('costs one provider call per widget and range when 20 viewers open the dashboard at once, and every viewer sees when it was fetched', async () => {
    const client = first.client();
    await client.signIn(email, PASSWORD);
    const byWidget = await viewedAtOnce(client);
    // Each widget asks for its range and for the comparison: one call each, whoever is watching.
    expect(reportCalls()).toBe(widgetIds.length * 2);
    expect(await callsCounted()).toBe(widgetIds.length * 2);
    for (const answers of byWidget) {
      expect(answers[0]!.errors).toEqual([]);
      expect(new Set(answers.map((answer) => answer.fetchedAt)).size).toBe(1);
      expect(Date.parse(answers[0]!.fetchedAt!)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('answers another instance, or the same after a restart, from the kept answers: no call, the same "data as of"', async () => {
    const before = (await viewedAtOnce(await instance())).map((answers) => answers[0]!.fetchedAt);
    expect(reportCalls()).toBe(0);
    const again = await viewedAtOnce(await instance());
    expect(reportCalls()).toBe(0);
    expect(again.map((answers) => answers[0]!.fetchedAt)).toEqual(before);
    expect(await callsCounted()).toBe(widgetIds.length * 2);
  }, 90_000);

  it('asks the provider again once the kept answers expired, once per widget and range', async () => {
    const kept = (await first.app.pool.query<{ fetched: Date }>('SELECT max(fetched_at) AS fetched FROM source_answers WHERE source_id = $1', [sourceId])).rows[0]!.fetched;
    await first.app.pool.query(`UPDATE source_answers SET expires_at = now() - interval '1 second' WHERE source_id = $1`, [sourceId]);
    const byWidget = await viewedAtOnce(await instance());
    expect(reportCalls()).toBe(widgetIds.length * 2);
    expect(await callsCounted()).toBe(widgetIds.length * 4);
    for (const answers of byWidget) expect(Date.parse(answers[0]!.fetchedAt!)).toBeGreaterThan(kept.getTime());
  }, 60_000);

  it('lets a viewer outside the company spend half the daily budget at most: the agency keeps the rest for itself', async () => {
    const owner = first.client();
    await owner.signIn(email, PASSWORD);
    const board = (await owner.get(`/api/dashboards/${permalink}`)).json().data;
    expect((await owner.put(`/api/dashboards/${board.id}`, { public: true })).statusCode).toBe(200);
    await first.app.pool.query('UPDATE source_call_budgets SET calls = $2 WHERE source_id = $1', [sourceId, Math.floor(SEMRUSH_COST.callsPerDay / 2)]);
    const july = { startDate: '2026-07-01', endDate: '2026-07-31' };
    const widget = widgetIds[0]!;

    const stranger = first.client();
    const refused = linesOf(await stranger.get(widgetsDataPath(permalink, [widget], july))).get(widget);
    expect(refused && 'data' in refused && refused.data.errors).toEqual([
      { instanceId: expect.any(String), sourceId: null, kind: 'quota', message: 'Semrush: the calls this source may make today for shared views are spent; figures refresh tomorrow.' },
    ]);
    expect(reportCalls()).toBe(0);
    const own = linesOf(await owner.get(widgetsDataPath(permalink, [widget], july))).get(widget);
    expect(own && 'data' in own && own.data.errors).toEqual([]);
    expect(reportCalls()).toBe(2);
  });

  it('stops at the daily budget with a widget error naming it, the source staying valid', async () => {
    await first.app.pool.query('UPDATE source_call_budgets SET calls = $2 WHERE source_id = $1', [sourceId, SEMRUSH_COST.callsPerDay]);
    const client = await instance();
    const [answers] = await viewedAtOnce(client, 'startDate=2026-08-01&endDate=2026-08-31');
    expect(reportCalls()).toBe(0);
    expect(answers![0]!.errors).toEqual([
      { instanceId: expect.any(String), sourceId, kind: 'quota', message: `Semrush: ${SEMRUSH_COST.callsPerDay} calls a day for this source reached; figures refresh tomorrow.` },
    ]);
    expect((await client.get('/api/sources')).json().data.find((source: { id: number }) => source.id === sourceId).invalid).toBe(false);
    // What was fetched before is still answered.
    expect((await viewedAtOnce(client))[0]![0]!.errors).toEqual([]);
  }, 60_000);
});

describe('the kept answers', () => {
  it('are bounded per source and swept once expired', async () => {
    const answers = new StoredAnswers(first.app.pool);
    const result = { dimension: null, metrics: [], rows: [] };
    const now = Date.now();
    for (let index = 0; index < 505; index += 1) {
      await answers.keep(sourceId, `bound-${index}`, { result, fetchedAt: new Date(now + index), expiresAt: new Date(now + (index < 5 ? -1000 : 60_000)) });
    }
    const count = async () => Number((await first.app.pool.query('SELECT count(*) FROM source_answers WHERE source_id = $1', [sourceId])).rows[0].count);
    expect(await count()).toBe(500);
    expect(await answers.find(sourceId, 'bound-504', new Date())).toMatchObject({ result });
    await answers.sweep(new Date());
    expect(await answers.find(sourceId, 'bound-0', new Date(now - 10_000))).toBeUndefined();
  });

  it('go with their source, and so does its budget', async () => {
    const client = first.client();
    await client.signIn(email, PASSWORD);
    expect((await client.request('DELETE', `/api/sources/${sourceId}`)).statusCode).toBe(204);
    const left = await first.app.pool.query(
      'SELECT (SELECT count(*) FROM source_answers WHERE source_id = $1) AS answers, (SELECT count(*) FROM source_call_budgets WHERE source_id = $1) AS budgets',
      [sourceId],
    );
    expect(left.rows[0]).toEqual({ answers: '0', budgets: '0' });
  });
});
