import { connectThroughConsent } from './helpers/google-sandbox.js';
import { expectTemplateShowsData } from './helpers/template-data.js';
import { COMPARE, RANGE, sandboxProduct } from './helpers/sandbox-product.js';

const product = sandboxProduct();
const { widgetData } = product;
const connected = (type: string) => product.connected(type, connectThroughConsent);
let client: typeof product.client;
beforeAll(() => {
  client = product.client;
});
afterEach(() => client.post('/sandbox/google/control/reset'));

describe('the Google sources through the product, on the sandbox', () => {
  it('lists them as available to connect', async () => {
    const types = (await client.get('/api/configs/sources')).json().data as Array<{ type: string; available: boolean }>;
    const available = types.filter((entry) => entry.available).map((entry) => entry.type);
    expect(available).toEqual(expect.arrayContaining(['google_ads', 'google_my_business', 'google_sheets']));
  });

  it('connects Google Ads, fills its option lists through the dependency chain and feeds a widget with exact totals in the account currency', async () => {
    const id = await connected('google_ads');
    const source = (await client.get('/api/sources')).json().data.find((entry: { id: number }) => entry.id === id);
    expect(source.properties.map((property: { name: string }) => property.name)).toEqual(['Acme Outdoor', 'Northwind Coffee', 'Bluebird Dental']);
    const campaigns = (await client.get(`/api/sources/${id}/campaign?property=1234567890`)).json().data;
    expect(campaigns.map((option: { label: string }) => option.label)).toContain('Tents - Search');
    const adGroups = (await client.get(`/api/sources/${id}/adGroup?campaign=20000102&property=1234567890`)).json().data;
    expect(adGroups.map((option: { label: string }) => option.label)).toEqual(['Backpacking tents', 'Family tents']);

    const response = await widgetData('google_ads', id, { property: '5551234567:9876543210', metrics: ['clicks', 'impressions', 'ctr', 'cost'], dimension: 'campaign' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.errors).toEqual([]);
    expect(data.columns.find((column: { key: string }) => column.key === 'A:cost')).toMatchObject({ format: 'money', currency: 'EUR' });
    const sum = (key: string) => data.rows.reduce((total: number, row: { values: Record<string, number> }) => total + row.values[key]!, 0);
    expect(data.totals['A:ctr']).toBeCloseTo((100 * sum('A:clicks')) / sum('A:impressions'), 9);
    expect(data.change['A:clicks']).not.toBeNull();
  });

  it('connects Business Profile and Sheets and feeds widgets from them', async () => {
    const profile = await connected('google_my_business');
    const views = (await widgetData('google_my_business', profile, { property: 'locations/4560001', metrics: ['profileViews', 'interactionRate'], dimension: 'date' })).json().data;
    expect(views.errors).toEqual([]);
    expect(views.rows).toHaveLength(31);
    expect(views.totals['A:profileViews']).toBeGreaterThan(0);

    const sheets = await connected('google_sheets');
    const columns = (await client.get(`/api/sources/${sheets}/metrics?sheet=Leads&property=1Acme-LeadsTracker-9fK2mQ7xR4tW8zV1bN6cD3`)).json().data;
    expect(columns.map((option: { value: string }) => option.value)).toEqual(['Leads', 'Qualified leads', 'Deal value']);
    const leads = (
      await widgetData('google_sheets', sheets, { property: '1Acme-LeadsTracker-9fK2mQ7xR4tW8zV1bN6cD3', sheet: 'Leads', dateColumn: 'Date', metrics: ['Leads'], dimension: 'Channel' })
    ).json().data;
    expect(leads.errors).toEqual([]);
    expect(leads.rows.map((row: { dimension: string }) => row.dimension).sort()).toEqual(['Facebook', 'Google Ads', 'Organic', 'Referral']);
  });

  it('marks a revoked Google Ads source invalid, and keeps it valid through an outage', async () => {
    const id = await connected('google_ads');
    await client.post('/sandbox/google/control', { switch: 'server_error', on: true });
    const outage = (await widgetData('google_ads', id, { property: '1234567890', metrics: ['clicks'] })).json().data;
    expect(outage.errors).toEqual([expect.objectContaining({ kind: 'provider' })]);
    expect((await client.get('/api/sources')).json().data.find((entry: { id: number }) => entry.id === id).invalid).toBe(false);
    await client.post('/sandbox/google/control/reset');
    await client.post('/sandbox/google/control', { switch: 'revoked', on: true });
    // A different range, so the answer is not the cached one.
    const revoked = (
      await client.post('/api/widgets/data', {
        widget: { instances: [{ id: 'i1', type: 'google_ads', prefix: 'A', sourceId: id, config: { property: '1234567890', metrics: ['cost'] } }] },
        range: COMPARE,
        compare: null,
        timezone: 'UTC',
      })
    ).json().data;
    expect(revoked.errors).toEqual([expect.objectContaining({ kind: 'source_invalid' })]);
    expect((await client.get('/api/sources')).json().data.find((entry: { id: number }) => entry.id === id).invalid).toBe(true);
  });

  it('creates dashboards from the Google Ads and Business Profile templates whose widgets all show data', async () => {
    await expectTemplateShowsData(client, { template: 'google-ads-overview', sourceId: await connected('google_ads'), property: '1234567890' }, RANGE);
    await expectTemplateShowsData(client, { template: 'business-profile-overview', sourceId: await connected('google_my_business'), property: 'locations/4560001' }, RANGE);
  });

  it("lays the Sheets template out from the spreadsheet's own columns, and refuses a spreadsheet with no numbers by date", async () => {
    const sheets = await connected('google_sheets');
    const layoutOf = async (property: string) => {
      const created = (await client.post('/api/dashboards', { name: 'Sheet report', template: 'google-sheets-report', sourceId: sheets, property })).json().data;
      const board = (await client.get(`/api/dashboards/${created.permalink}`)).json().data;
      return board.widgets.map((widget: { format: string; instances: Array<{ config: Record<string, unknown> }> }) => ({ format: widget.format, ...widget.instances[0]!.config }));
    };
    const leads = { property: '1Acme-LeadsTracker-9fK2mQ7xR4tW8zV1bN6cD3', sheet: 'Leads', dateColumn: 'Date' };
    expect(await layoutOf(leads.property)).toEqual([
      { format: 'summary', ...leads, metrics: ['Leads'] },
      { format: 'chart:line', ...leads, metrics: ['Leads', 'Qualified leads', 'Deal value'], dimension: 'date' },
      { format: 'table', ...leads, metrics: ['Leads', 'Qualified leads', 'Deal value'], dimension: 'Channel' },
    ]);
    // Dates written as 3/5/2026 and numbers typed as text: no text column, so the table runs by day.
    expect((await layoutOf('1Northwind-StoreSales-Lq8sT2vY5nB0xC7dF4g'))[2]).toMatchObject({
      sheet: 'Daily sales',
      dateColumn: 'Date',
      metrics: ['Orders', 'Revenue', 'Cups sold'],
      dimension: 'date',
    });
    await expectTemplateShowsData(client, { template: 'google-sheets-report', sourceId: sheets, property: '1Acme-LeadsTracker-9fK2mQ7xR4tW8zV1bN6cD3' }, RANGE);

    const dashboards = (await client.get('/api/dashboards')).json().meta.total;
    const notes = await client.post('/api/dashboards', { name: 'Notes', template: 'google-sheets-report', sourceId: sheets, property: '1Bluebird-MeetingNotes-Hw3kR8pZ1mV6tJ0yQ5c' });
    expect(notes.statusCode).toBe(422);
    expect(notes.json().errors.property).toEqual(['This spreadsheet has no sheet with number columns by date for the template to show.']);
    expect((await client.get('/api/dashboards')).json().meta.total).toBe(dashboards);
  });
});
