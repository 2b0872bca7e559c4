import { loadConfig, type AppConfig } from '../../src/config.js';
import { salesflareCatalogue } from '../../src/connectors/salesflare/catalogue.js';
import { salesflareApiUrl } from '../../src/connectors/salesflare/endpoints.js';
import { salesflareError } from '../../src/connectors/salesflare/errors.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type ConnectorQuery } from '../../src/connectors/types.js';
import { dealsCreated, type FakeDeal } from '../../src/sandbox/crm/deal-flow.js';
import { SALESFLARE_USERS } from '../../src/sandbox/salesflare/fixtures.js';
import { SalesflareSandboxState } from '../../src/sandbox/salesflare/index.js';
import { expectedFigures, sumOf } from '../helpers/crm-expectations.js';
import { ALEX, SAM } from '../helpers/google-sandbox.js';
import { SALESFLARE_NOW, salesflareHarness } from '../helpers/salesflare-sandbox.js';

const OCTOBER = { startDate: '2026-10-01', endDate: '2026-10-31' };
const ACME = SALESFLARE_USERS.find((user) => user.email === ALEX)!.team;
const NORTHWIND = SALESFLARE_USERS.find((user) => user.email === SAM)!.team;
const ALL_METRICS = ['deals', 'pipelineValue', 'weightedValue', 'wonDeals', 'wonValue', 'lostDeals', 'lostValue', 'winRate', 'averageDealValue'];

const harness = salesflareHarness();
const context = () => harness.contextOf(ALEX);
const query = (config: Record<string, unknown>, range = OCTOBER): ConnectorQuery => ({
  config: { property: String(ACME.id), metrics: ALL_METRICS, ...config },
  range,
  timezone: 'UTC',
  realTime: false,
});
const opportunityCalls = () => harness.requests.filter((request) => request.includes('/opportunities'));
/** What the fake's own opportunities add up to, Salesflare reporting a closing on the opportunity's close date. */
const expected = (team = ACME, range = OCTOBER) =>
  expectedFigures(dealsCreated(team.book, '2026-06-01', '2026-11-20', SALESFLARE_NOW), range, { timezone: 'UTC', currency: team.currency, closedDay: (deal: FakeDeal) => deal.closeDay });
const appConfig = (env: NodeJS.ProcessEnv): AppConfig => ({ ...loadConfig(env), databaseUrl: 'postgres://unused', appKey: 'unused-app-key-0123456789' });

describe('Salesflare configuration and errors', () => {
  it("reaches the fake over loopback in sandbox mode, Salesflare's API otherwise, and the override either way", () => {
    expect(salesflareApiUrl(appConfig({ PORT: '18097' }))).toBe('http://127.0.0.1:18097/sandbox/salesflare/api');
    expect(salesflareApiUrl(appConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g' }))).toBe('https://api.salesflare.com');
    expect(salesflareApiUrl(appConfig({ SALESFLARE_API_URL: 'http://127.0.0.1:9/sf/' }))).toBe('http://127.0.0.1:9/sf');
    expect(() => loadConfig({ SALESFLARE_API_URL: 'not a url' })).toThrow('SALESFLARE_API_URL');
  });

  it('maps a refused key to a new key, throttling to a wait, and the rest to the provider', () => {
    expect(salesflareError(401, { statusCode: 401, error: 'Unauthorized', message: 'Bad token' })).toEqual(new SourceAuthError('Salesflare: Bad token'));
    expect(salesflareError(403, { statusCode: 403, error: 'Forbidden', message: 'Insufficient scope' })).toBeInstanceOf(SourceAuthError);
    expect(salesflareError(429, { statusCode: 429, error: 'Too Many Requests' }, 30_000)).toEqual(new SourceQuotaError('Salesflare: Too Many Requests', 30_000));
    expect(salesflareError(500, { statusCode: 500, message: 'An internal server error occurred' })).toMatchObject({ name: 'SourceProviderError', status: 500 });
    expect(salesflareError(503, 'upstream down')).toEqual(new SourceProviderError('Salesflare: HTTP 503', 503));
  });
});

describe('salesflare connector against the fake', () => {
  it("lists the key's team with its currency, and refuses a wrong or missing key as an auth failure", async () => {
    expect(await harness.connector.listProperties(context())).toEqual([{ id: '4410', name: 'Acme Agency', group: 'USD' }]);
    expect(harness.requests[0]).toBe('GET /sandbox/salesflare/api/me');
    await expect(harness.connector.listProperties({ ...context(), credentials: { token: 'not-a-key' } })).rejects.toThrow(new SourceAuthError('Salesflare: Bad token'));
    await expect(harness.connector.listProperties({ ...context(), credentials: {} })).rejects.toBeInstanceOf(SourceAuthError);
  });

  it('lists pipelines, the stages of the chosen one, and needs the pipeline first', async () => {
    expect(await harness.connector.options(context(), 'pipeline', {})).toEqual([
      { value: '9101', label: 'Sales' },
      { value: '9102', label: 'Partnerships' },
    ]);
    expect((await harness.connector.options(context(), 'stage', { pipeline: '9102' })).map((stage) => stage.label)).toEqual(['Intro', 'Pilot', 'Won', 'Lost']);
    await expect(harness.connector.options(context(), 'stage', {})).rejects.toThrow('Choose a pipeline first');
    expect(await harness.connector.options(context(), 'metrics', {})).toEqual(salesflareCatalogue.parameters.find((parameter) => parameter.name === 'metrics')?.options);
  });

  it("adds up the month's opportunities as the fake holds them: created on their creation day, won and lost on their close date", async () => {
    const result = await harness.connector.query(context(), query({ dimension: 'date' }));
    const figures = expected();
    expect(figures.deals).toBeGreaterThan(80);
    expect(figures.wonDeals).toBeGreaterThan(10);
    expect(result.currency).toBe('USD');
    expect(result.rows).toHaveLength(31);
    const totals = result.totals ?? {};
    expect(totals.deals).toBe(figures.deals);
    expect(totals.wonDeals).toBe(figures.wonDeals);
    expect(totals.lostDeals).toBe(figures.lostDeals);
    expect(totals.pipelineValue).toBeCloseTo(figures.pipelineValue, 2);
    expect(totals.wonValue).toBeCloseTo(figures.wonValue, 2);
    expect(totals.lostValue).toBeCloseTo(figures.lostValue, 2);
    expect(totals.weightedValue).toBeCloseTo(figures.weightedValue, 2);
    expect(totals.weightedValue).toBeLessThan(totals.pipelineValue ?? 0);
    for (const metric of ['deals', 'wonDeals', 'lostValue', 'weightedValue']) expect(sumOf(result.rows, metric)).toBeCloseTo(totals[metric] ?? NaN, 2);
    const calls = opportunityCalls();
    expect(calls.find((call) => call.includes('creation_after'))).toContain('creation_after=2026-09-30T00%3A00%3A00.000Z&creation_before=2026-11-02T00%3A00%3A00.000Z&limit=100&offset=0');
    expect(calls.find((call) => call.includes('close_after'))).toContain('close_after=2026-09-30&close_before=2026-11-01&limit=100&offset=0');
  });

  it('derives the win rate and the average deal value from the summed parts', async () => {
    const result = await harness.connector.query(context(), query({ dimension: 'date' }));
    const totals = result.totals ?? {};
    const won = sumOf(result.rows, 'wonDeals');
    expect(totals.winRate).toBeCloseTo((100 * won) / (won + sumOf(result.rows, 'lostDeals')), 9);
    expect(totals.averageDealValue).toBeCloseTo(sumOf(result.rows, 'pipelineValue') / sumOf(result.rows, 'deals'), 9);
    const whole = await harness.connector.query(context(), query({}));
    expect(whole.rows[0]?.values).toEqual(expect.objectContaining({ winRate: totals.winRate, averageDealValue: totals.averageDealValue }));
  });

  it('splits by stage, owner and pipeline, and narrows to a pipeline or a stage', async () => {
    const figures = expected();
    const byOwner = await harness.connector.query(context(), query({ dimension: 'owner', metrics: ['deals', 'wonValue'] }));
    expect(byOwner.rows.map((row) => row.dimension).sort()).toEqual(['Alex Morgan', 'Priya Natarajan', 'Tom Becker']);
    expect(byOwner.totals?.wonValue).toBeCloseTo(figures.wonValue, 2);
    expect(harness.requests.some((request) => request.includes('/users?limit=100&offset=0'))).toBe(true);
    const byStage = await harness.connector.query(context(), query({ dimension: 'stage', metrics: ['deals', 'wonDeals', 'lostDeals'] }));
    expect(byStage.rows.find((row) => row.dimension === 'Won')?.values.wonDeals).toBe(figures.wonDeals);
    expect(byStage.rows.find((row) => row.dimension === 'Lost')?.values.lostDeals).toBe(figures.lostDeals);
    const byPipeline = await harness.connector.query(context(), query({ dimension: 'pipeline', metrics: ['deals', 'lostDeals'] }));
    expect(byPipeline.rows.map((row) => row.dimension).sort()).toEqual(['Partnerships', 'Sales']);
    harness.requests.length = 0;
    const partnerships = await harness.connector.query(context(), query({ pipeline: '9102', metrics: ['deals', 'lostDeals'] }));
    expect(partnerships.rows[0]?.values).toEqual(byPipeline.rows.find((row) => row.dimension === 'Partnerships')?.values);
    expect(opportunityCalls().every((call) => call.includes('pipeline=9102'))).toBe(true);
    const pilot = await harness.connector.query(context(), query({ pipeline: '9102', stage: '51012', metrics: ['deals', 'wonDeals'] }));
    expect(opportunityCalls().at(-1)).toContain('stage=51012');
    expect(pilot.rows[0]?.values.wonDeals).toBe(0);
  });

  it("reports in the team's currency, counting an opportunity in another but leaving it out of the money", async () => {
    const result = await harness.connector.query(harness.contextOf(SAM), query({ property: String(NORTHWIND.id) }));
    const figures = expected(NORTHWIND);
    expect(result.currency).toBe('EUR');
    expect(figures.valued).toBeLessThan(figures.deals);
    expect(result.totals?.deals).toBe(figures.deals);
    expect(result.totals?.pipelineValue).toBeCloseTo(figures.pipelineValue, 2);
    expect(result.totals?.averageDealValue).toBeCloseTo(figures.pipelineValue / figures.valued, 6);
    await expect(harness.connector.query(harness.contextOf(SAM), query({}))).rejects.toMatchObject({ name: 'SourceProviderError', status: 400 });
  });

  it('pages until a short page when the API serves fewer than asked, and stops at the page bound', async () => {
    const whole = await harness.connector.query(context(), query({ dimension: 'owner' }));
    harness.requests.length = 0;
    await harness.state.setSwitch('paging', true, { account: ALEX });
    const paged = await harness.connector.query(context(), query({ dimension: 'owner' }));
    expect(paged.totals).toEqual(whole.totals);
    const created = opportunityCalls().filter((call) => call.includes('creation_after'));
    // The creation filter asks a day more on either side of October.
    const listed = dealsCreated(ACME.book, '2026-09-30', '2026-11-01', SALESFLARE_NOW).length;
    expect(created.length).toBe(Math.floor(listed / 5) + 1);
    expect(created[1]).toContain('limit=100&offset=5');
    await expect(harness.bounded(4).query(context(), query({}))).rejects.toThrow('Salesflare has more than 4 pages');
  });

  it('maps the switches: a deleted key or lost access invalidates, throttling waits, an outage is temporary, an empty team is zeros', async () => {
    for (const name of ['revoked', 'permission'] as const) {
      await harness.state.setSwitch(name, true, {});
      await expect(harness.connector.query(context(), query({ metrics: ['deals'] }))).rejects.toBeInstanceOf(SourceAuthError);
      await harness.state.reset();
    }
    await harness.state.setSwitch('quota', true, {});
    await expect(harness.connector.query(context(), query({ metrics: ['deals'] }))).rejects.toEqual(new SourceQuotaError('Salesflare: Rate limit exceeded, please retry later', 30_000));
    await harness.state.reset();
    await harness.state.setSwitch('server_error', true, {});
    await expect(harness.connector.query(context(), query({ metrics: ['deals'] }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 500 });
    await harness.state.reset();
    await harness.state.setSwitch('empty', true, { account: ALEX });
    expect((await harness.connector.query(context(), query({ metrics: ['deals', 'winRate'] }))).totals).toEqual({ deals: 0, winRate: 0 });
    expect((await harness.connector.query(harness.contextOf(SAM), query({ property: String(NORTHWIND.id), metrics: ['deals'] }))).totals?.deals).toBeGreaterThan(0);
  });
});

describe('the Salesflare fake', () => {
  const api = (path: string, key?: string) => fetch(`${harness.apiUrl}/${path}`, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  const key = () => (context().credentials as { token: string }).token;

  it("answers lists as top-level arrays, opportunities with their stage, pipeline, owner and currency, in hapi's error shapes", async () => {
    const page = (await (await api('opportunities?limit=2&creation_after=2026-10-01T00:00:00Z', key())).json()) as Array<Record<string, unknown>>;
    expect(page).toHaveLength(2);
    expect(page[0]).toMatchObject({
      value: expect.any(Number),
      currency: { iso: 'USD' },
      stage: { id: expect.any(Number), name: expect.any(String), probability: expect.any(Number) },
      pipeline: { id: expect.any(Number), name: expect.any(String) },
      owner: { id: expect.any(Number), name: expect.any(String) },
      close_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      creation_date: expect.stringMatching(/^2026-10-/),
    });
    expect(await (await api('me')).json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Missing authentication' });
    for (const [path, keyAtFault] of [
      ['opportunities?limit=0', 'limit'],
      ['opportunities?limit=5000', 'limit'],
      ['opportunities?offset=-1', 'offset'],
      ['opportunities?creation_after=yesterday', 'creation_after'],
      ['opportunities?pipeline=__proto__', 'pipeline'],
    ] as const) {
      const refused = await api(path, key());
      expect([path, refused.status, await refused.json()]).toEqual([
        path,
        400,
        expect.objectContaining({ statusCode: 400, error: 'Bad Request', validation: { source: 'query', keys: [keyAtFault] } }),
      ]);
    }
  });

  it("keeps a company's key valid across a restart with the same APP_KEY, and refuses it signed with another", () => {
    const issued = SalesflareSandboxState.forAppKey('key-one-0123456789').keyFor(7, SALESFLARE_USERS[0]!);
    expect(SalesflareSandboxState.forAppKey('key-one-0123456789').check(issued)).toMatchObject({ companyId: 7, user: { email: ALEX } });
    expect(SalesflareSandboxState.forAppKey('key-two-0123456789').check(issued)).toBeUndefined();
  });
});
