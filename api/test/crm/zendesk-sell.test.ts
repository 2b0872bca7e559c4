import { get } from 'node:http';
import { wallClockOf } from '@pulseboard/shared/dates';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { zendeskSellCatalogue } from '../../src/connectors/base_me/catalogue.js';
import { zendeskSellSetup } from '../../src/connectors/base_me/endpoints.js';
import { zendeskSellError } from '../../src/connectors/base_me/errors.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type ConnectorQuery } from '../../src/connectors/types.js';
import { exchangeCode, refreshCredentials } from '../../src/oauth/token-endpoint.js';
import { allDeals } from '../../src/sandbox/crm/deal-flow.js';
import { SELL_ACCOUNTS } from '../../src/sandbox/zendesk-sell/fixtures.js';
import { SANDBOX_ZENDESK_SELL_CLIENT } from '../../src/sandbox/zendesk-sell/paths.js';
import { ZendeskSellSandboxState } from '../../src/sandbox/zendesk-sell/index.js';
import { expectedFigures, sumOf } from '../helpers/crm-expectations.js';
import { answerFakeConsent, connectThroughFake } from '../helpers/fake-consent.js';
import { contextOf, REDIRECT_URI, SAM } from '../helpers/google-sandbox.js';
import { SELL_NOW, sellConsentUrl, USER_AGENT, zendeskSellHarness } from '../helpers/zendesk-sell-sandbox.js';

const OCTOBER = { startDate: '2026-10-01', endDate: '2026-10-31' };
const ACME = SELL_ACCOUNTS.get('8120001')!;
const NORTHWIND = SELL_ACCOUNTS.get('8120002')!;
const ALL_METRICS = ['deals', 'pipelineValue', 'weightedValue', 'wonDeals', 'wonValue', 'lostDeals', 'lostValue', 'winRate', 'averageDealValue'];

const harness = zendeskSellHarness();
const context = () => contextOf(harness.credentials);
const query = (config: Record<string, unknown>, options: { range?: typeof OCTOBER; timezone?: string } = {}): ConnectorQuery => ({
  config: { property: ACME.id, metrics: ALL_METRICS, ...config },
  range: options.range ?? OCTOBER,
  timezone: options.timezone ?? 'UTC',
  realTime: false,
});
const dealCalls = () => harness.requests.filter((request) => request.includes('/v2/deals'));
/** What the fake's own deals add up to, Sell reporting a closing on the day of the deal's last stage change. */
const expected = (account = ACME, options: { timezone?: string; range?: typeof OCTOBER } = {}) =>
  expectedFigures(allDeals(account.book, SELL_NOW), options.range ?? OCTOBER, {
    timezone: options.timezone ?? 'UTC',
    currency: account.currency,
    closedDay: (deal) => new Date(deal.stageChangedAt).toISOString().slice(0, 10),
  });
const appConfig = (env: NodeJS.ProcessEnv): AppConfig => ({ ...loadConfig(env), databaseUrl: 'postgres://unused', appKey: 'unused-app-key-0123456789' });

describe('Zendesk Sell configuration and errors', () => {
  it('runs the fake by default in sandbox mode, Sell with its own app, the override on either, and nothing without both', () => {
    expect(zendeskSellSetup(appConfig({ PORT: '18097', APP_URL: 'https://reports.example.com' }))).toMatchObject({
      client: SANDBOX_ZENDESK_SELL_CLIENT,
      endpoints: { browser: 'https://reports.example.com/sandbox/zendesk-sell', server: 'http://127.0.0.1:18097/sandbox/zendesk-sell' },
      userAgent: expect.stringMatching(/^Pulseboard\/\S+ \(\+https:\/\/reports\.example\.com\)$/),
    });
    const real = { ZENDESK_SELL_CLIENT_ID: 'sell-app', ZENDESK_SELL_CLIENT_SECRET: 'shh' };
    expect(zendeskSellSetup(appConfig(real))).toMatchObject({ client: { id: 'sell-app', secret: 'shh' }, endpoints: { browser: 'https://api.getbase.com', server: 'https://api.getbase.com' } });
    expect(zendeskSellSetup(appConfig({ ...real, ZENDESK_SELL_URL: 'http://127.0.0.1:9/sell/' }))?.endpoints).toEqual({ browser: 'http://127.0.0.1:9/sell', server: 'http://127.0.0.1:9/sell' });
    expect(zendeskSellSetup(appConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g' }))).toBeUndefined();
    expect(() => loadConfig({ ZENDESK_SELL_CLIENT_ID: 'only-the-id' })).toThrow('ZENDESK_SELL_CLIENT_ID, ZENDESK_SELL_CLIENT_SECRET');
  });

  it("maps dead tokens and lost access to a new consent, throttling to a wait, and the rest to Sell's error", () => {
    const sellBody = (code: string, message: string) => ({ errors: [{ error: { code, message }, meta: { type: 'error' } }], meta: { type: 'errors' } });
    expect(zendeskSellError(401, sellBody('invalid_token', 'The access token provided has expired.'))).toEqual(
      new SourceAuthError('Zendesk Sell: The access token provided has expired. (invalid_token)'),
    );
    expect(zendeskSellError(403, sellBody('forbidden', 'No access'))).toBeInstanceOf(SourceAuthError);
    expect(zendeskSellError(429, sellBody('rate_limit_exceeded', 'Slow down'), 60_000)).toEqual(new SourceQuotaError('Zendesk Sell: Slow down (rate_limit_exceeded)', 60_000));
    expect(zendeskSellError(500, sellBody('internal_server_error', 'Oops'))).toMatchObject({ name: 'SourceProviderError', status: 500 });
    expect(zendeskSellError(502, '<html>bad gateway</html>')).toEqual(new SourceProviderError('Zendesk Sell: HTTP 502', 502));
  });
});

describe('zendesk sell connector against the fake', () => {
  it('connects with a two-hour token, a refresh token and both scopes, and names the user and the account', async () => {
    expect(harness.credentials).toMatchObject({ refresh_token: expect.any(String), scope: 'read profile' });
    expect((harness.credentials.expires_at ?? 0) - Date.now()).toBeGreaterThan(7_100_000);
    expect(await harness.connector.describeAccount?.(context())).toBe('alex.morgan@acme-agency.example');
    expect(await harness.connector.listProperties(context())).toEqual([{ id: '8120001', name: 'Acme Agency', group: 'USD' }]);
    expect(harness.requests.every((request) => !request.includes('/v2/') || request.startsWith('GET'))).toBe(true);
  });

  it('lists pipelines, the stages of the chosen one, and needs the pipeline first', async () => {
    expect(await harness.connector.options(context(), 'pipeline', {})).toEqual([
      { value: '1410001', label: 'New business' },
      { value: '1410002', label: 'Renewals' },
    ]);
    const stages = await harness.connector.options(context(), 'stage', { pipeline: '1410002' });
    expect(stages.map((stage) => stage.label)).toEqual(['Up for renewal', 'Negotiation', 'Renewed', 'Churned']);
    expect(harness.requests.at(-1)).toContain('/v2/stages?pipeline_id=1410002&page=1&per_page=100');
    await expect(harness.connector.options(context(), 'stage', {})).rejects.toThrow('Choose a pipeline first');
    await expect(harness.connector.options(context(), 'stage', { pipeline: '1)' })).rejects.toMatchObject({ status: 400 });
    expect(await harness.connector.options(context(), 'dimension', {})).toEqual(zendeskSellCatalogue.parameters.find((parameter) => parameter.name === 'dimension')?.options);
  });

  it("adds up the month's deals as the fake holds them: created, won and lost on their own days, money from Sell's decimal strings", async () => {
    const result = await harness.connector.query(context(), query({ dimension: 'date' }));
    const figures = expected();
    expect(figures.deals).toBeGreaterThan(100);
    expect(figures.wonDeals).toBeGreaterThan(20);
    expect(result.currency).toBe('USD');
    expect(result.rows).toHaveLength(31);
    expect(result.rows[0]?.dimension).toBe('2026-10-01');
    const totals = result.totals ?? {};
    expect(totals.deals).toBe(figures.deals);
    expect(totals.wonDeals).toBe(figures.wonDeals);
    expect(totals.lostDeals).toBe(figures.lostDeals);
    expect(totals.pipelineValue).toBeCloseTo(figures.pipelineValue, 2);
    expect(totals.weightedValue).toBeCloseTo(figures.weightedValue, 2);
    expect(totals.wonValue).toBeCloseTo(figures.wonValue, 2);
    expect(totals.lostValue).toBeCloseTo(figures.lostValue, 2);
    for (const metric of ['deals', 'wonDeals', 'lostDeals', 'pipelineValue', 'wonValue']) expect(sumOf(result.rows, metric)).toBeCloseTo(totals[metric] ?? NaN, 2);
    // Deals are read most recently updated first, and no further than the start of the range.
    expect(dealCalls()[0]).toContain('/v2/deals?sort_by=updated_at%3Adesc&page=1&per_page=100');
    const pages = Math.ceil(allDeals(ACME.book, SELL_NOW).length / 100);
    expect(dealCalls().length).toBeGreaterThan(2);
    expect(dealCalls().length).toBeLessThan(pages / 2);
  });

  it('derives the win rate and the average deal value from the summed parts, never as a mean of the daily ratios', async () => {
    const result = await harness.connector.query(context(), query({ dimension: 'date' }));
    const totals = result.totals ?? {};
    const won = sumOf(result.rows, 'wonDeals');
    const lost = sumOf(result.rows, 'lostDeals');
    expect(totals.winRate).toBeCloseTo((100 * won) / (won + lost), 9);
    expect(totals.winRate).not.toBeCloseTo(sumOf(result.rows, 'winRate') / result.rows.filter((row) => (row.values.wonDeals ?? 0) + (row.values.lostDeals ?? 0) > 0).length, 6);
    expect(totals.averageDealValue).toBeCloseTo(sumOf(result.rows, 'pipelineValue') / sumOf(result.rows, 'deals'), 9);
    const day = result.rows.find((row) => (row.values.deals ?? 0) > 1)!.values;
    expect(day.averageDealValue).toBeCloseTo(day.pipelineValue! / day.deals!, 9);
    const whole = await harness.connector.query(context(), query({}));
    expect(whole.rows).toEqual([{ dimension: null, values: expect.objectContaining({ deals: totals.deals, winRate: totals.winRate }) }]);
  });

  it('splits by stage, owner and pipeline by name, and narrows to a pipeline or a stage', async () => {
    const figures = expected();
    const byStage = await harness.connector.query(context(), query({ dimension: 'stage', metrics: ['deals', 'wonDeals'] }));
    const touching = allDeals(ACME.book, SELL_NOW).filter((deal) => deal.createdAt >= Date.parse('2026-10-01') && deal.createdAt < Date.parse('2026-11-01'));
    expect(byStage.rows.map((row) => row.dimension).sort()).toEqual([...new Set(touching.map((deal) => deal.stage.name))].sort());
    expect(byStage.rows.map((row) => row.dimension)).toEqual(expect.arrayContaining(['Won', 'Lost', 'Renewed', 'Churned', 'Quote']));
    expect(byStage.totals?.deals).toBe(figures.deals);
    const byOwner = await harness.connector.query(context(), query({ dimension: 'owner', metrics: ['deals', 'wonValue'] }));
    expect(byOwner.rows.map((row) => row.dimension).sort()).toEqual(['Alex Morgan', 'Diego Alvarez', 'Priya Natarajan']);
    expect(byOwner.totals?.wonValue).toBeCloseTo(figures.wonValue, 2);
    const byPipeline = await harness.connector.query(context(), query({ dimension: 'pipeline', metrics: ['deals', 'wonDeals'] }));
    expect(byPipeline.rows.map((row) => row.dimension)).toEqual(expect.arrayContaining(['New business', 'Renewals']));
    const renewals = await harness.connector.query(context(), query({ pipeline: '1410002', metrics: ['deals', 'wonDeals'] }));
    expect(renewals.rows[0]?.values).toEqual(byPipeline.rows.find((row) => row.dimension === 'Renewals')?.values);
    harness.requests.length = 0;
    const won = await harness.connector.query(context(), query({ pipeline: '1410001', stage: '5210005', metrics: ['deals', 'wonDeals', 'lostDeals'] }));
    expect(dealCalls()[0]).toContain('stage_id=5210005');
    expect(won.rows[0]?.values.lostDeals).toBe(0);
    expect(won.rows[0]?.values.wonDeals).toBe(byStage.rows.find((row) => row.dimension === 'Won')?.values.wonDeals);
  });

  it("counts each deal on its day in the dashboard's zone", async () => {
    const auckland = await harness.connector.query(context(), query({ metrics: ['deals'], dimension: 'date' }, { timezone: 'Pacific/Auckland' }));
    const utc = await harness.connector.query(context(), query({ metrics: ['deals'], dimension: 'date' }));
    const createdPerDay = new Map<string, number>();
    for (const deal of allDeals(ACME.book, SELL_NOW)) {
      const day = wallClockOf(new Date(deal.createdAt), 'Pacific/Auckland').day;
      createdPerDay.set(day, (createdPerDay.get(day) ?? 0) + 1);
    }
    expect(auckland.rows.map((row) => row.values.deals)).toEqual(auckland.rows.map((row) => createdPerDay.get(row.dimension!) ?? 0));
    expect(auckland.rows.map((row) => row.values.deals)).not.toEqual(utc.rows.map((row) => row.values.deals));
  });

  it("reports in the account's currency, counting a deal in another but leaving it out of the money", async () => {
    const sam = await connectThroughFake(harness.provider, SAM);
    const result = await harness.connector.query(contextOf(sam), query({ property: NORTHWIND.id }));
    const figures = expected(NORTHWIND);
    expect(result.currency).toBe('EUR');
    expect(figures.valued).toBeLessThan(figures.deals);
    expect(result.totals?.deals).toBe(figures.deals);
    expect(result.totals?.pipelineValue).toBeCloseTo(figures.pipelineValue, 2);
    expect(result.totals?.averageDealValue).toBeCloseTo(figures.pipelineValue / figures.valued, 6);
    await expect(harness.connector.query(contextOf(sam), query({}))).rejects.toMatchObject({ name: 'SourceProviderError', status: 400 });
  });

  it('follows tiny pages to the same figures, and stops at the page bound', async () => {
    const recent = { startDate: '2026-11-16', endDate: '2026-11-19' };
    const whole = await harness.connector.query(context(), query({}, { range: recent }));
    harness.requests.length = 0;
    await harness.state.setSwitch('paging', true);
    const paged = await harness.connector.query(context(), query({}, { range: recent }));
    expect(paged.totals).toEqual(whole.totals);
    expect(whole.totals?.deals).toBeGreaterThan(10);
    expect(dealCalls().length).toBeGreaterThan(5);
    expect(dealCalls()[1]).toContain('page=2&per_page=100');
    await expect(harness.bounded(3).query(context(), query({}, { range: recent }))).rejects.toThrow('Zendesk Sell has more than 3 pages');
  });

  it('gives zeros for an account without deals, for the user the switch names only', async () => {
    await harness.state.setSwitch('empty', true, { account: 'alex.morgan@acme-agency.example' });
    const empty = await harness.connector.query(context(), query({ dimension: 'date', metrics: ['deals', 'winRate', 'averageDealValue'] }));
    expect(empty.rows).toHaveLength(31);
    expect(empty.totals).toEqual({ deals: 0, winRate: 0, averageDealValue: 0 });
    await harness.state.reset();
    await harness.state.setSwitch('empty', true, { account: SAM });
    expect((await harness.connector.query(context(), query({ metrics: ['deals'] }))).totals?.deals).toBeGreaterThan(0);
  });

  it('refreshes an expired token once and stores it; a revoked grant or a lost permission needs a new consent', async () => {
    await harness.state.setSwitch('expired', true);
    const refreshed = context();
    expect((await harness.connector.query(refreshed, query({ metrics: ['deals'] }))).totals?.deals).toBe(expected().deals);
    expect(refreshed.stored).toEqual([expect.objectContaining({ refresh_token: harness.credentials.refresh_token, scope: 'read profile' })]);
    expect(harness.requests.filter((request) => request.includes('/oauth2/token'))).toHaveLength(1);
    await harness.state.reset();
    for (const name of ['revoked', 'permission'] as const) {
      await harness.state.setSwitch(name, true);
      await expect(harness.connector.query(context(), query({ metrics: ['deals'] }))).rejects.toBeInstanceOf(SourceAuthError);
      await harness.state.reset();
    }
  });

  it('maps throttling to a quota error with the wait Sell gave, and an outage to a temporary provider error', async () => {
    await harness.state.setSwitch('quota', true);
    const throttled = await harness.connector.query(context(), query({ metrics: ['deals'] })).catch((error: unknown) => error);
    expect(throttled).toEqual(new SourceQuotaError('Zendesk Sell: You have exceeded the rate limit. Try again later. (rate_limit_exceeded)', 60_000));
    await harness.state.reset();
    await harness.state.setSwitch('server_error', true);
    await expect(harness.connector.query(context(), query({ metrics: ['deals'] }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 500 });
  });
});

describe('the Zendesk Sell fake', () => {
  const api = (path: string, headers: Record<string, string>) => fetch(`${harness.setup.endpoints.server}/v2/${path}`, { headers });
  const bearer = () => ({ authorization: `Bearer ${harness.credentials.access_token}`, 'user-agent': USER_AGENT });

  it('refuses an API call without a User-Agent with 400 invalid_user_agent, in its error envelope', async () => {
    // fetch always sends a User-Agent; node:http sends none unless told.
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      get(`${harness.setup.endpoints.server}/v2/accounts/self`, { headers: { authorization: `Bearer ${harness.credentials.access_token}` } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      }).on('error', reject);
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ error: { code: 'invalid_user_agent' } }], meta: { type: 'errors', http_status: '400 Bad Request' } });
    expect((await api('accounts/self', bearer())).status).toBe(200);
  });

  it("answers in Sell's envelopes: money as decimal strings, collections with a next page while more follow, bad paging refused", async () => {
    const page = (await (await api('deals?per_page=2&sort_by=created_at:desc', bearer())).json()) as {
      items: Array<{ data: Record<string, unknown>; meta: unknown }>;
      meta: { links: Record<string, string> };
    };
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      data: { value: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'USD', created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/) },
      meta: { type: 'deal' },
    });
    const next = new URL(page.meta.links.next_page ?? '');
    expect([next.searchParams.get('page'), next.searchParams.get('per_page'), next.searchParams.get('sort_by')]).toEqual(['2', '2', 'created_at:desc']);
    for (const bad of ['deals?per_page=101', 'deals?page=0', 'deals?sort_by=owner', 'deals?stage_id=__proto__', 'stages?pipeline_id=1)']) {
      const refused = await api(bad, bearer());
      expect([bad, refused.status]).toEqual([bad, 422]);
    }
    expect((await api('contacts', bearer())).status).toBe(404);
    expect(await (await api('accounts/self', { 'user-agent': USER_AGENT })).json()).toMatchObject({ errors: [{ error: { code: 'invalid_token' } }] });
  });

  it('answers the authorisation page as Sell does: an unknown app, an unknown scope, a denial', async () => {
    const url = new URL(sellConsentUrl(harness.provider, 's1'));
    url.searchParams.set('client_id', 'someone-else');
    const unknown = await fetch(url);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Unknown application');
    url.searchParams.set('client_id', SANDBOX_ZENDESK_SELL_CLIENT.id);
    url.searchParams.set('scope', 'read admin');
    const scope = await fetch(url, { redirect: 'manual' });
    expect(new URL(scope.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_scope');
    const denied = await answerFakeConsent(sellConsentUrl(harness.provider, 's2'), { decision: 'cancel' });
    expect(Object.fromEntries(denied.searchParams)).toEqual({ error: 'access_denied', error_description: 'The user denied access to the application.', state: 's2' });
  });

  it('takes a code once, refreshes only a live grant, and revokes the whole grant', async () => {
    const back = await answerFakeConsent(sellConsentUrl(harness.provider), { decision: 'allow', account: SAM });
    const code = back.searchParams.get('code') ?? '';
    const fresh = await exchangeCode(harness.provider, { code, redirectUri: REDIRECT_URI });
    await expect(exchangeCode(harness.provider, { code, redirectUri: REDIRECT_URI })).rejects.toBeInstanceOf(SourceAuthError);
    const refreshed = await refreshCredentials(harness.provider, fresh);
    expect(refreshed.access_token).not.toBe(fresh.access_token);
    expect(refreshed.refresh_token).toBe(fresh.refresh_token);
    const revocations = harness.state.memory.revocations;
    await harness.provider.revoke?.(fresh.access_token);
    expect(harness.state.memory.revocations).toBe(revocations + 1);
    await expect(refreshCredentials(harness.provider, fresh)).rejects.toBeInstanceOf(SourceAuthError);
    await expect(harness.provider.revoke?.(fresh.refresh_token ?? '')).resolves.toBeUndefined();
  });

  it('keeps a token valid across a restart with the same APP_KEY, and bounds what it holds in memory', () => {
    const grant = { userId: '901001', companyId: 7, clientId: SANDBOX_ZENDESK_SELL_CLIENT.id, scopes: ['read'] };
    const token = ZendeskSellSandboxState.forAppKey('key-one-0123456789').issue({ ...grant, kind: 'access' }, 60);
    expect(ZendeskSellSandboxState.forAppKey('key-one-0123456789').verify(token, 'access')).toMatchObject({ userId: '901001', companyId: 7 });
    expect(ZendeskSellSandboxState.forAppKey('key-two-0123456789').verify(token, 'access')).toBe('invalid');
    const state = new ZendeskSellSandboxState();
    const consent = { clientId: '1', redirectUri: 'http://127.0.0.1/cb', scopes: ['read'], companyId: null };
    for (let index = 0; index < 2_500; index += 1) state.issueCode(consent, state.users[0]!);
    for (let index = 0; index < 2_500; index += 1) state.openConsent(consent);
    expect(state.memory).toMatchObject({ consents: 1_000, codes: 1_000 });
  });
});
