import { answerFakeConsent, connectThroughFakeConsent } from './helpers/fake-consent.js';
import { expectTemplateShowsData } from './helpers/template-data.js';
import { RANGE, sandboxProduct } from './helpers/sandbox-product.js';

const product = sandboxProduct();
const { widgetData } = product;
const connected = () => product.connected('tiktok', connectThroughFakeConsent);
let client: typeof product.client;
beforeAll(() => {
  client = product.client;
});
afterEach(() => client.post('/sandbox/tiktok/control/reset'));
const sourceOf = async (id: number) => (await client.get('/api/sources')).json().data.find((entry: { id: number }) => entry.id === id);
const ACME = '7012345678901234561';
const NORTHWIND = '7012345678901234562';

describe('the TikTok Ads source through the product, on the sandbox', () => {
  it("lists it as available, and sends the browser to TikTok's consent page with the app id, the state and the redirect URI", async () => {
    const types = (await client.get('/api/configs/sources')).json().data as Array<{ type: string; available: boolean }>;
    expect(types.find((entry) => entry.type === 'tiktok')).toMatchObject({ available: true });
    const consent = new URL((await client.post('/api/sources', { kind: 'oauth', name: 'tiktok' })).json().redirect);
    expect(consent.pathname).toBe('/sandbox/tiktok/business-api/portal/auth');
    expect([...consent.searchParams.keys()].sort()).toEqual(['app_id', 'redirect_uri', 'state']);
    expect(consent.searchParams.get('redirect_uri')).toMatch(/\/api\/sources\/oauth\/tiktok\/callback$/);
    const catalogue = (await client.get('/api/configs/widgets/tiktok')).json().data;
    expect(catalogue.parameters.find((parameter: { name: string }) => parameter.name === 'campaign')).toMatchObject({ dependsOn: 'property', required: false, remote: true });
  });

  it('connects through the consent page (auth_code back), lists advertisers and campaigns, and feeds a widget with exact totals in the advertiser currency', async () => {
    const id = await connected();
    const source = await sourceOf(id);
    expect(source.invalid).toBe(false);
    expect(source.properties.map((property: { name: string }) => property.name)).toEqual(['Acme Outdoor', 'Northwind Coffee', 'Harbour Logistics']);
    const campaigns = (await client.get(`/api/sources/${id}/campaign?property=${NORTHWIND}`)).json().data;
    expect(campaigns.map((option: { label: string }) => option.label)).toEqual(['Cold brew launch - Traffic', 'Barista tips - Community']);

    const { data } = (await widgetData('tiktok', id, { property: NORTHWIND, metrics: ['spend', 'clicks', 'impressions', 'ctr', 'cpc', 'reach'], dimension: 'date' })).json();
    expect(data.errors).toEqual([]);
    expect(data.rows).toHaveLength(31);
    expect(data.columns.find((column: { key: string }) => column.key === 'A:spend')).toMatchObject({ format: 'money', currency: 'EUR' });
    const sum = (key: string) => data.rows.reduce((total: number, row: { values: Record<string, number> }) => total + row.values[key]!, 0);
    expect(data.totals['A:ctr']).toBeCloseTo((100 * sum('A:clicks')) / sum('A:impressions'), 9);
    expect(data.totals['A:cpc']).toBeCloseTo(sum('A:spend') / sum('A:clicks'), 9);
    expect(data.totals['A:reach']).toBeLessThan(sum('A:reach'));
    expect(data.change['A:spend']).not.toBeNull();
  });

  it('says a cancelled consent was declined, and creates no source', async () => {
    const before = (await client.get('/api/sources')).json().data.length;
    const redirect = (await client.post('/api/sources', { kind: 'oauth', name: 'tiktok' })).json().redirect;
    const back = await answerFakeConsent(redirect, { decision: 'cancel' });
    const response = await client.get(`${back.pathname}${back.search}`, { headers: { accept: 'text/html' } });
    expect(new URL(response.headers.location as string, back.origin).searchParams.get('error')).toBe('access was declined on the consent screen');
    expect((await client.get('/api/sources')).json().data).toHaveLength(before);
  });

  it('keeps a source valid through an outage and throttling, marks it invalid when the token is revoked, and revokes the grant on delete', async () => {
    const id = await connected();
    await client.post('/sandbox/tiktok/control', { switch: 'server_error', on: true });
    const outage = (await widgetData('tiktok', id, { property: ACME, metrics: ['spend'] })).json().data;
    expect(outage.errors).toEqual([expect.objectContaining({ kind: 'provider' })]);
    expect((await sourceOf(id)).invalid).toBe(false);
    await client.post('/sandbox/tiktok/control/reset');
    await client.post('/sandbox/tiktok/control', { switch: 'quota', on: true });
    const throttled = (await widgetData('tiktok', id, { property: ACME, metrics: ['clicks'] }, { startDate: '2026-07-01', endDate: '2026-07-31' })).json().data;
    expect(throttled.errors).toEqual([expect.objectContaining({ kind: 'quota' })]);
    expect((await sourceOf(id)).invalid).toBe(false);
    await client.post('/sandbox/tiktok/control/reset');
    await client.post('/sandbox/tiktok/control', { switch: 'revoked', on: true });
    const revoked = (await widgetData('tiktok', id, { property: ACME, metrics: ['clicks'] }, { startDate: '2026-08-01', endDate: '2026-08-31' })).json().data;
    expect(revoked.errors).toEqual([expect.objectContaining({ kind: 'source_invalid' })]);
    expect((await sourceOf(id)).invalid).toBe(true);

    await client.post('/sandbox/tiktok/control/reset');
    const second = await connected();
    await product.expectRevokedWithLastSource(second, () => product.t.app.sandbox?.tiktok.memory.revocations ?? 0);
  });

  it('creates a dashboard from the TikTok Ads template whose widgets all show data', async () => {
    const templates = (await client.get('/api/dashboards/templates')).json().data;
    expect(templates).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'tiktok-ads-performance', sourceType: 'tiktok' })]));
    const widgets = (await client.get('/api/configs/templates')).json().data.map((template: { id: string }) => template.id);
    expect(widgets).toEqual(expect.arrayContaining(['tiktok.spend', 'tiktok.campaigns']));
    await expectTemplateShowsData(client, { template: 'tiktok-ads-performance', sourceId: await connected(), property: ACME }, RANGE);
  });
});
