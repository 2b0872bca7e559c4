import { answerFakeConsent, connectThroughFakeConsent } from './helpers/fake-consent.js';
import { expectTemplateShowsData } from './helpers/template-data.js';
import { RANGE, sandboxProduct } from './helpers/sandbox-product.js';

const product = sandboxProduct();
const { widgetData } = product;
const connected = (account?: string) => product.connected('mailchimp', (as, redirect) => connectThroughFakeConsent(as, redirect, account));
let client: typeof product.client;
beforeAll(() => {
  client = product.client;
});
afterEach(() => client.post('/sandbox/mailchimp/control/reset'));
const sourceOf = async (id: number) => (await client.get('/api/sources')).json().data.find((entry: { id: number }) => entry.id === id);
const NEWSLETTER = '4f8a1c2b9d';

describe('the Mailchimp source through the product, on the sandbox', () => {
  it("lists it as available, and sends the browser to Mailchimp's authorize page", async () => {
    const types = (await client.get('/api/configs/sources')).json().data as Array<{ type: string; available: boolean }>;
    expect(types.find((entry) => entry.type === 'mailchimp')).toMatchObject({ available: true });
    const consent = new URL((await client.post('/api/sources', { kind: 'oauth', name: 'mailchimp' })).json().redirect);
    expect(consent.pathname).toBe('/sandbox/mailchimp/login/oauth2/authorize');
    expect(consent.searchParams.get('response_type')).toBe('code');
  });

  it("connects through the authorize page, names the source by the Mailchimp account, lists its audiences and feeds a widget with Mailchimp's rates", async () => {
    const id = await connected();
    const source = await sourceOf(id);
    expect(source).toMatchObject({ account: 'Acme Outdoor', invalid: false });
    expect(source.properties.map((property: { name: string }) => property.name)).toEqual(['Acme Outdoor newsletter', 'Acme Outdoor customers']);
    const { data } = (await widgetData('mailchimp', id, { property: NEWSLETTER, metrics: ['emailsSent', 'bounces', 'uniqueOpens', 'openRate', 'clickRate'], dimension: 'campaign' })).json();
    expect(data.errors).toEqual([]);
    // The newsletter went out on October's four Tuesdays.
    expect(data.rows).toHaveLength(4);
    const sum = (key: string) => data.rows.reduce((total: number, row: { values: Record<string, number> }) => total + row.values[key]!, 0);
    expect(data.totals['A:openRate']).toBeCloseTo((100 * sum('A:uniqueOpens')) / (sum('A:emailsSent') - sum('A:bounces')), 9);
    expect(data.columns.find((column: { key: string }) => column.key === 'A:openRate')).toMatchObject({ format: 'percent' });
    const growth = (await widgetData('mailchimp', id, { property: NEWSLETTER, metrics: ['audienceSize', 'newMembers'] })).json().data;
    expect(growth.errors).toEqual([]);
    expect(growth.totals['A:audienceSize']).toBeGreaterThan(20_000);
  });

  it('says a cancelled consent was declined, and creates no source', async () => {
    const before = (await client.get('/api/sources')).json().data.length;
    const redirect = (await client.post('/api/sources', { kind: 'oauth', name: 'mailchimp' })).json().redirect;
    const back = await answerFakeConsent(redirect, { decision: 'cancel' });
    const response = await client.get(`${back.pathname}${back.search}`, { headers: { accept: 'text/html' } });
    expect(new URL(response.headers.location as string, back.origin).searchParams.get('error')).toBe('access was declined on the consent screen');
    expect((await client.get('/api/sources')).json().data).toHaveLength(before);
  });

  it('keeps a source valid through an outage and too many connections, and marks it invalid once the token is refused', async () => {
    const id = await connected();
    await client.post('/sandbox/mailchimp/control', { switch: 'server_error', on: true });
    const outage = (await widgetData('mailchimp', id, { property: NEWSLETTER, metrics: ['opens'] })).json().data;
    expect(outage.errors).toEqual([expect.objectContaining({ kind: 'provider' })]);
    expect((await sourceOf(id)).invalid).toBe(false);
    await client.post('/sandbox/mailchimp/control/reset');
    await client.post('/sandbox/mailchimp/control', { switch: 'quota', on: true });
    const throttled = (await widgetData('mailchimp', id, { property: NEWSLETTER, metrics: ['clicks'] }, { startDate: '2026-07-01', endDate: '2026-07-31' })).json().data;
    expect(throttled.errors).toEqual([expect.objectContaining({ kind: 'quota' })]);
    expect((await sourceOf(id)).invalid).toBe(false);
    await client.post('/sandbox/mailchimp/control/reset');
    await client.post('/sandbox/mailchimp/control', { switch: 'revoked', on: true });
    const revoked = (await widgetData('mailchimp', id, { property: NEWSLETTER, metrics: ['emailsSent'] }, { startDate: '2026-08-01', endDate: '2026-08-31' })).json().data;
    expect(revoked.errors).toEqual([expect.objectContaining({ kind: 'source_invalid' })]);
    expect((await sourceOf(id)).invalid).toBe(true);
  });

  it('creates a dashboard from the Mailchimp template whose widgets all show data', async () => {
    const templates = (await client.get('/api/dashboards/templates')).json().data;
    expect(templates).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'mailchimp-campaigns', sourceType: 'mailchimp' })]));
    const widgets = (await client.get('/api/configs/templates')).json().data.map((template: { id: string }) => template.id);
    expect(widgets).toEqual(expect.arrayContaining(['mailchimp.rates', 'mailchimp.campaigns']));
    await expectTemplateShowsData(client, { template: 'mailchimp-campaigns', sourceId: await connected(), property: NEWSLETTER }, RANGE);
  });
});
