import { addDays, todayIn } from '@pulseboard/shared/dates';
import { answerFakeConsent, connectThroughFakeConsent } from '../helpers/fake-consent.js';
import { ALEX } from '../helpers/google-sandbox.js';
import { sandboxProduct } from '../helpers/sandbox-product.js';
import { expectTemplateShowsData } from '../helpers/template-data.js';

const product = sandboxProduct();
let client: typeof product.client;
beforeAll(() => {
  client = product.client;
});
afterEach(() => client.post('/sandbox/zendesk-sell/control/reset'));

/** The fake's deals move with the clock: the last 30 days always hold some. */
const today = todayIn('UTC');
const RECENT = { startDate: addDays(today, -30), endDate: addDays(today, -1) };
const ACME = '8120001';

const connected = () => product.connected('base_me', connectThroughFakeConsent);
const sourceOf = async (id: number) => (await client.get('/api/sources')).json().data.find((entry: { id: number }) => entry.id === id);
/** One widget's data over the recent days, without a comparison. */
const widgetData = async (sourceId: number, config: Record<string, unknown>) =>
  (
    await client.post('/api/widgets/data', {
      widget: { instances: [{ id: 'i1', type: 'base_me', prefix: 'A', sourceId, config: { property: ACME, ...config } }] },
      range: RECENT,
      compare: null,
      timezone: 'UTC',
    })
  ).json().data;
const sum = (data: { rows: Array<{ values: Record<string, number> }> }, key: string) => data.rows.reduce((total, row) => total + (row.values[key] ?? 0), 0);

describe('Zendesk Sell through the product, on the sandbox', () => {
  it("is available, and sends the browser to Sell's authorisation page asking for read and profile", async () => {
    const types = (await client.get('/api/configs/sources')).json().data as Array<{ type: string; available: boolean }>;
    expect(types.find((entry) => entry.type === 'base_me')?.available).toBe(true);
    const redirect = new URL((await client.post('/api/sources', { kind: 'oauth', name: 'base_me' })).json().redirect);
    expect(redirect.pathname).toBe('/sandbox/zendesk-sell/oauth2/authorize');
    expect(redirect.searchParams.get('scope')).toBe('read profile');
    expect(redirect.searchParams.get('redirect_uri')).toMatch(/\/api\/sources\/oauth\/base_me\/callback$/);
  });

  it("connects as the user who allowed it, with the account as its property, fills the option lists and feeds a widget with exact totals in the account's currency", async () => {
    const id = await connected();
    expect(await sourceOf(id)).toMatchObject({ account: ALEX, invalid: false, properties: [{ id: ACME, name: 'Acme Agency', group: 'USD' }] });
    expect((await client.get(`/api/sources/${id}/pipeline`)).json().data.map((option: { label: string }) => option.label)).toEqual(['New business', 'Renewals']);
    expect((await client.get(`/api/sources/${id}/stage?pipeline=1410002`)).json().data.map((option: { label: string }) => option.label)).toEqual([
      'Up for renewal',
      'Negotiation',
      'Renewed',
      'Churned',
    ]);

    const data = await widgetData(id, { metrics: ['deals', 'pipelineValue', 'wonDeals', 'lostDeals', 'winRate', 'averageDealValue'], dimension: 'date' });
    expect(data.errors).toEqual([]);
    expect(data.rows).toHaveLength(30);
    expect(data.columns.find((column: { key: string }) => column.key === 'A:pipelineValue')).toMatchObject({ format: 'money', currency: 'USD' });
    expect(data.totals['A:deals']).toBeGreaterThan(50);
    expect(data.totals['A:winRate']).toBeCloseTo((100 * sum(data, 'A:wonDeals')) / (sum(data, 'A:wonDeals') + sum(data, 'A:lostDeals')), 9);
    expect(data.totals['A:averageDealValue']).toBeCloseTo(sum(data, 'A:pipelineValue') / sum(data, 'A:deals'), 9);
  });

  it('says a denied authorisation was declined, and creates no source', async () => {
    const before = (await client.get('/api/sources')).json().data.length;
    const back = await answerFakeConsent((await client.post('/api/sources', { kind: 'oauth', name: 'base_me' })).json().redirect, { decision: 'cancel' });
    const response = await client.get(`${back.pathname}${back.search}`, { headers: { accept: 'text/html' } });
    expect(new URL(response.headers.location as string, back.origin).searchParams.get('error')).toBe('access was declined on the consent screen');
    expect((await client.get('/api/sources')).json().data).toHaveLength(before);
  });

  it('keeps a source valid through an outage, refreshes an expired token, marks it invalid when revoked, and revokes the grant on delete', async () => {
    const id = await connected();
    await client.post('/sandbox/zendesk-sell/control', { switch: 'server_error', on: true });
    expect((await widgetData(id, { metrics: ['deals'] })).errors).toEqual([expect.objectContaining({ kind: 'provider' })]);
    expect((await sourceOf(id)).invalid).toBe(false);
    await client.post('/sandbox/zendesk-sell/control/reset');
    await client.post('/sandbox/zendesk-sell/control', { account: ALEX, switch: 'expired', on: true });
    const refreshed = await widgetData(id, { metrics: ['wonDeals'] });
    expect(refreshed.errors).toEqual([]);
    expect(refreshed.totals['A:wonDeals']).toBeGreaterThan(0);
    await client.post('/sandbox/zendesk-sell/control/reset');
    await client.post('/sandbox/zendesk-sell/control', { switch: 'revoked', on: true });
    expect((await widgetData(id, { metrics: ['lostDeals'] })).errors).toEqual([expect.objectContaining({ kind: 'source_invalid' })]);
    expect((await sourceOf(id)).invalid).toBe(true);

    await client.post('/sandbox/zendesk-sell/control/reset');
    const second = await connected();
    await product.expectRevokedWithLastSource(second, () => product.t.app.sandbox?.zendeskSell.memory.revocations ?? 0);
  });

  it('creates a dashboard from the Zendesk Sell template whose widgets all show data, and lists its widget templates', async () => {
    const widgets = (await client.get('/api/configs/templates')).json().data.map((template: { id: string }) => template.id);
    expect(widgets).toEqual(expect.arrayContaining(['zendesk_sell.deals', 'zendesk_sell.owners']));
    await expectTemplateShowsData(client, { template: 'zendesk-sell-pipeline', sourceId: await connected(), property: ACME }, RECENT);
  });
});
