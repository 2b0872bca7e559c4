import { addDays, todayIn } from '@pulseboard/shared/dates';
import { answerLinkedInConsent, connectThroughLinkedIn } from './helpers/linkedin-sandbox.js';
import { expectTemplateShowsData } from './helpers/template-data.js';
import { COMPARE, RANGE, sandboxProduct } from './helpers/sandbox-product.js';

const product = sandboxProduct();
const { widgetData } = product;
const connected = (type: string) => product.connected(type, connectThroughLinkedIn);
let client: typeof product.client;
beforeAll(() => {
  client = product.client;
});
afterEach(() => client.post('/sandbox/linkedin/control/reset'));
const sourceOf = async (id: number) => (await client.get('/api/sources')).json().data.find((entry: { id: number }) => entry.id === id);
const ACME_ADS = '508000001';
const ACME_PAGE = '2414183';
// Page statistics reach back 12 months only: their range moves with the clock.
const today = todayIn('UTC');
const RECENT = { startDate: addDays(today, -30), endDate: addDays(today, -1) };

describe('the LinkedIn sources through the product, on the sandbox', () => {
  it("lists them as available, and asks LinkedIn's consent page for each one its own scopes", async () => {
    const types = (await client.get('/api/configs/sources')).json().data as Array<{ type: string; available: boolean }>;
    expect(types.filter((entry) => entry.available).map((entry) => entry.type)).toEqual(expect.arrayContaining(['linkedin', 'linkedin_social']));
    const ads = new URL((await client.post('/api/sources', { kind: 'oauth', name: 'linkedin' })).json().redirect);
    expect(ads.pathname).toBe('/sandbox/linkedin/www/oauth/v2/authorization');
    expect(ads.searchParams.get('scope')).toBe('r_ads r_ads_reporting');
    const pages = new URL((await client.post('/api/sources', { kind: 'oauth', name: 'linkedin_social' })).json().redirect);
    expect(pages.searchParams.get('scope')).toBe('rw_organization_admin r_organization_social');
  });

  it('connects LinkedIn Ads, lists campaigns of an account and feeds a widget with exact totals in the account currency', async () => {
    const id = await connected('linkedin');
    const source = await sourceOf(id);
    expect(source.properties.map((property: { name: string }) => property.name)).toEqual(['Acme Outdoor', 'Northwind Coffee', 'Harbour Logistics']);
    const campaigns = (await client.get(`/api/sources/${id}/campaign?property=508000002`)).json().data;
    expect(campaigns.map((option: { label: string }) => option.label)).toEqual(['Office managers - Lead Gen Forms', 'Facilities - Website conversions']);

    const { data } = (await widgetData('linkedin', id, { property: '508000002', metrics: ['cost', 'clicks', 'impressions', 'ctr', 'cpc', 'leads'], dimension: 'date' })).json();
    expect(data.errors).toEqual([]);
    expect(data.rows).toHaveLength(31);
    expect(data.columns.find((column: { key: string }) => column.key === 'A:cost')).toMatchObject({ format: 'money', currency: 'EUR' });
    const sum = (key: string) => data.rows.reduce((total: number, row: { values: Record<string, number> }) => total + row.values[key]!, 0);
    expect(data.totals['A:ctr']).toBeCloseTo((100 * sum('A:clicks')) / sum('A:impressions'), 9);
    expect(data.totals['A:cpc']).toBeCloseTo(sum('A:cost') / sum('A:clicks'), 9);
    expect(data.totals['A:leads']).toBeGreaterThan(0);
    expect(data.change['A:cost']).not.toBeNull();
  });

  it('connects LinkedIn Pages and feeds a widget with the organisation statistics', async () => {
    const id = await connected('linkedin_social');
    expect((await sourceOf(id)).properties.map((property: { name: string }) => property.name)).toEqual(['Acme Outdoor', 'Northwind Coffee']);
    const data = (await widgetData('linkedin_social', id, { property: ACME_PAGE, metrics: ['impressions', 'engagementRate', 'followers'] }, RECENT)).json().data;
    expect(data.errors).toEqual([]);
    expect(data.totals['A:impressions']).toBeGreaterThan(0);
    expect(data.totals['A:followers']).toBeGreaterThan(15_000);
    const older = (await widgetData('linkedin_social', id, { property: ACME_PAGE, metrics: ['impressions'] }, { startDate: addDays(today, -500), endDate: addDays(today, -400) })).json().data;
    expect(older.errors).toEqual([expect.objectContaining({ kind: 'provider', message: expect.stringContaining('past 12 months only') })]);
    expect((await sourceOf(id)).invalid).toBe(false);
  });

  it('says a cancelled consent was declined, and creates no source', async () => {
    const before = (await client.get('/api/sources')).json().data.length;
    const redirect = (await client.post('/api/sources', { kind: 'oauth', name: 'linkedin' })).json().redirect;
    const back = await answerLinkedInConsent(redirect, { decision: 'cancel' });
    const response = await client.get(`${back.pathname}${back.search}`, { headers: { accept: 'text/html' } });
    expect(new URL(response.headers.location as string, back.origin).searchParams.get('error')).toBe('access was declined on the consent screen');
    expect((await client.get('/api/sources')).json().data).toHaveLength(before);
  });

  it('keeps a source valid through an outage, refreshes an expired token, marks it invalid when revoked, and revokes the grant on delete', async () => {
    const id = await connected('linkedin');
    await client.post('/sandbox/linkedin/control', { switch: 'server_error', on: true });
    const outage = (await widgetData('linkedin', id, { property: ACME_ADS, metrics: ['cost'] })).json().data;
    expect(outage.errors).toEqual([expect.objectContaining({ kind: 'provider' })]);
    expect((await sourceOf(id)).invalid).toBe(false);
    await client.post('/sandbox/linkedin/control/reset');
    await client.post('/sandbox/linkedin/control', { switch: 'expired', on: true });
    const refreshed = (await widgetData('linkedin', id, { property: ACME_ADS, metrics: ['impressions'] }, COMPARE)).json().data;
    expect(refreshed.errors).toEqual([]);
    expect((await sourceOf(id)).invalid).toBe(false);
    await client.post('/sandbox/linkedin/control/reset');
    await client.post('/sandbox/linkedin/control', { switch: 'revoked', on: true });
    const revoked = (await widgetData('linkedin', id, { property: ACME_ADS, metrics: ['clicks'] }, { startDate: '2026-08-01', endDate: '2026-08-31' })).json().data;
    expect(revoked.errors).toEqual([expect.objectContaining({ kind: 'source_invalid' })]);
    expect((await sourceOf(id)).invalid).toBe(true);

    await client.post('/sandbox/linkedin/control/reset');
    const second = await connected('linkedin');
    await product.expectRevokedWithLastSource(second, () => product.t.app.sandbox?.linkedin.memory.revocations ?? 0);
  });

  it('creates a dashboard from the LinkedIn Ads and LinkedIn Page templates whose widgets all show data', async () => {
    const templates = (await client.get('/api/dashboards/templates')).json().data;
    expect(templates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'linkedin-ads-performance', sourceType: 'linkedin' }),
        expect.objectContaining({ id: 'linkedin-page-overview', sourceType: 'linkedin_social' }),
      ]),
    );
    const widgets = (await client.get('/api/configs/templates')).json().data.map((template: { id: string }) => template.id);
    expect(widgets).toEqual(expect.arrayContaining(['linkedin.spend', 'linkedin.campaigns', 'linkedin_page.impressions', 'linkedin_page.followers']));
    const ads = await connected('linkedin');
    const pages = await connected('linkedin_social');
    await expectTemplateShowsData(client, { template: 'linkedin-ads-performance', sourceId: ads, property: ACME_ADS }, RANGE);
    await expectTemplateShowsData(client, { template: 'linkedin-page-overview', sourceId: pages, property: ACME_PAGE }, RECENT);
  });
});
