import { answerDialog, connectThroughDialog } from './helpers/meta-sandbox.js';
import { expectTemplateShowsData } from './helpers/template-data.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { COMPARE, RANGE, sandboxProduct } from './helpers/sandbox-product.js';

const product = sandboxProduct();
const { widgetData } = product;
const connected = (type: string) => product.connected(type, connectThroughDialog);
let client: typeof product.client;
beforeAll(() => {
  client = product.client;
});
afterEach(() => client.post('/sandbox/meta/control/reset'));
const sourceOf = async (id: number) => (await client.get('/api/sources')).json().data.find((entry: { id: number }) => entry.id === id);

describe('the Meta sources through the product, on the sandbox', () => {
  it('lists them as available, and asks Facebook Login for each one its own permissions', async () => {
    const types = (await client.get('/api/configs/sources')).json().data as Array<{ type: string; available: boolean }>;
    expect(types.filter((entry) => entry.available).map((entry) => entry.type)).toEqual(expect.arrayContaining(['facebook', 'facebook_social', 'instagram']));
    const ads = new URL((await client.post('/api/sources', { kind: 'oauth', name: 'facebook' })).json().redirect);
    expect(ads.pathname).toBe('/sandbox/meta/www/v25.0/dialog/oauth');
    expect(ads.searchParams.get('scope')).toBe('ads_read business_management');
    const pages = new URL((await client.post('/api/sources', { kind: 'oauth', name: 'facebook_social' })).json().redirect);
    expect(pages.searchParams.get('scope')).toBe('pages_show_list pages_read_engagement read_insights');
  });

  it('connects Facebook Ads, lists campaigns of an account and feeds a widget with exact totals in the account currency', async () => {
    const id = await connected('facebook');
    const source = await sourceOf(id);
    expect(source.account).toBe('Alex Morgan');
    expect(source.properties.map((property: { name: string }) => property.name)).toEqual(['Acme Outdoor', 'Northwind Coffee', 'Bluebird Dental']);
    const campaigns = (await client.get(`/api/sources/${id}/campaign?property=act_1010000000002`)).json().data;
    expect(campaigns.map((option: { label: string }) => option.label)).toEqual(['Local Reach - Cafés', 'Subscription Beans - Leads']);

    const { data } = (await widgetData('facebook', id, { property: 'act_1010000000002', metrics: ['spend', 'clicks', 'impressions', 'ctr', 'reach'], dimension: 'date' })).json();
    expect(data.errors).toEqual([]);
    expect(data.rows).toHaveLength(31);
    expect(data.columns.find((column: { key: string }) => column.key === 'A:spend')).toMatchObject({ format: 'money', currency: 'EUR' });
    const sum = (key: string) => data.rows.reduce((total: number, row: { values: Record<string, number> }) => total + row.values[key]!, 0);
    expect(data.totals['A:ctr']).toBeCloseTo((100 * sum('A:clicks')) / sum('A:impressions'), 9);
    expect(data.totals['A:reach']).toBeLessThan(sum('A:reach'));
    expect(data.change['A:spend']).not.toBeNull();
  });

  it('connects Instagram and Facebook Pages and feeds widgets with their Page tokens', async () => {
    const instagram = await connected('instagram');
    expect((await sourceOf(instagram)).properties.map((property: { name: string }) => property.name)).toEqual(['@acme.outdoor', '@northwind.coffee']);
    const reach = (await widgetData('instagram', instagram, { property: '17841400000000011', metrics: ['reach', 'newFollowers'], dimension: 'date' })).json().data;
    expect(reach.errors).toEqual([]);
    expect(reach.totals['A:reach']).toBeGreaterThan(0);

    const pages = await connected('facebook_social');
    const views = (await widgetData('facebook_social', pages, { property: '101000000000012', metrics: ['views', 'followers'] })).json().data;
    expect(views.errors).toEqual([]);
    expect(views.totals['A:followers']).toBeGreaterThan(10_000);
  });

  it('refuses a consent that left out a permission the source needs', async () => {
    const redirect = (await client.post('/api/sources', { kind: 'oauth', name: 'instagram' })).json().redirect;
    const back = await answerDialog(redirect, { decision: 'continue', permissions: ['instagram_basic', 'pages_show_list'] });
    const response = await client.get(`${back.pathname}${back.search}`, { headers: { accept: 'text/html' } });
    expect(new URL(response.headers.location as string, back.origin).searchParams.get('error')).toBe('access to your Instagram data was not granted');
  });

  it('marks a source invalid when Meta answers code 190, keeps it valid through an outage, and revokes the grant with the last source holding it, whichever agency’s', async () => {
    const id = await connected('facebook');
    await client.post('/sandbox/meta/control', { switch: 'server_error', on: true });
    const outage = (await widgetData('facebook', id, { property: 'act_1010000000001', metrics: ['spend'] })).json().data;
    expect(outage.errors).toEqual([expect.objectContaining({ kind: 'provider' })]);
    expect((await sourceOf(id)).invalid).toBe(false);
    await client.post('/sandbox/meta/control/reset');
    await client.post('/sandbox/meta/control', { switch: 'expired', on: true });
    const expired = (await widgetData('facebook', id, { property: 'act_1010000000001', metrics: ['clicks'] }, COMPARE)).json().data;
    expect(expired.errors).toEqual([expect.objectContaining({ kind: 'source_invalid' })]);
    expect((await sourceOf(id)).invalid).toBe(true);

    await client.post('/sandbox/meta/control/reset');
    const revocations = () => product.t.app.sandbox?.meta.memory.revocations ?? 0;
    // The same person connected Instagram for another agency: the grant is theirs, and that source lives on.
    const otherAgency = product.t.client();
    await otherAgency.signIn((await createUser(product.t.app, { companyId: await createCompany(product.t.app, 'Other Agency') })).email, PASSWORD);
    const theirs = await connectThroughDialog(otherAgency, (await otherAgency.post('/api/sources', { kind: 'oauth', name: 'instagram' })).json().redirect);
    const before = revocations();
    for (const source of (await client.get('/api/sources')).json().data as Array<{ id: number }>) expect((await client.request('DELETE', `/api/sources/${source.id}`)).statusCode).toBe(204);
    expect(revocations()).toBe(before);
    const reach = await otherAgency.post('/api/widgets/data', {
      widget: { instances: [{ id: 'i1', type: 'instagram', prefix: 'A', sourceId: theirs, config: { property: '17841400000000011', metrics: ['reach'], dimension: 'date' } }] },
      range: RANGE,
      compare: COMPARE,
      timezone: 'UTC',
    });
    expect(reach.json().data.errors).toEqual([]);
    // The last source of the grant takes it with it.
    expect((await otherAgency.request('DELETE', `/api/sources/${theirs}`)).statusCode).toBe(204);
    expect(revocations()).toBe(before + 1);
  });

  it('creates a dashboard from the Facebook Ads and Instagram templates, on the chosen source and account, whose widgets all show data', async () => {
    const templates = (await client.get('/api/dashboards/templates')).json().data;
    expect(templates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'facebook-ads-performance', sourceType: 'facebook' }),
        expect.objectContaining({ id: 'instagram-growth', sourceType: 'instagram' }),
        expect.objectContaining({ id: 'monthly-report', sourceType: null }),
      ]),
    );
    const ads = await connected('facebook');
    const instagram = await connected('instagram');
    await expectTemplateShowsData(client, { template: 'facebook-ads-performance', sourceId: ads, property: 'act_1010000000001' }, RANGE);
    await expectTemplateShowsData(client, { template: 'instagram-growth', sourceId: instagram, property: '17841400000000011' }, RANGE);
  });

  it("refuses a source template without one of the company's sources of its type and one of that source's accounts, creating nothing", async () => {
    const ads = await connected('facebook');
    const instagram = await connected('instagram');
    const before = (await client.get('/api/dashboards')).json().meta.total;
    const create = (body: Record<string, unknown>) => client.post('/api/dashboards', { name: 'Ads', template: 'facebook-ads-performance', ...body });
    expect((await create({})).json().errors).toEqual({ sourceId: ['Choose one of your connected Facebook Ads sources.'] });
    expect((await create({ sourceId: instagram, property: '17841400000000011' })).json().errors).toEqual({ sourceId: ['Choose one of your connected Facebook Ads sources.'] });
    expect((await create({ sourceId: ads, property: 'act_999' })).statusCode).toBe(422);
    expect((await create({ sourceId: ads, property: 'act_999' })).json().errors).toEqual({ property: ["Choose one of this source's ad accounts."] });

    const rival = product.t.client();
    const stranger = await createUser(product.t.app, { companyId: await createCompany(product.t.app) });
    await rival.signIn(stranger.email, PASSWORD);
    const refused = await rival.post('/api/dashboards', { name: 'Theirs', template: 'facebook-ads-performance', sourceId: ads, property: 'act_1010000000001' });
    expect(refused.json().errors).toEqual({ sourceId: ['Choose one of your connected Facebook Ads sources.'] });
    expect((await client.get('/api/dashboards')).json().meta.total).toBe(before);
  });
});
