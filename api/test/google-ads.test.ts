import { ADS_SCOPE } from '../src/connectors/google_ads/catalogue.js';
import { googleAdsConnector } from '../src/connectors/google_ads/connector.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type ConnectorQuery } from '../src/connectors/types.js';
import { AccessTokens } from '../src/oauth/access-tokens.js';
import { ALEX, SAM, connect, connectorHarness, contextOf } from './helpers/google-sandbox.js';

const RANGE = { startDate: '2026-10-01', endDate: '2026-10-31' };
const ACME = '1234567890';
const NORTHWIND_VIA_MANAGER = '5551234567:9876543210';
const query = (config: Record<string, unknown>, range = RANGE): ConnectorQuery => ({ config: { property: ACME, ...config }, range, timezone: 'UTC', realTime: false });

const harness = connectorHarness([ADS_SCOPE], (sandbox, tokens) => googleAdsConnector({ endpoints: sandbox.endpoints, tokens }));
const context = () => contextOf(harness.credentials);

describe('google_ads connector against the Google Ads fake', () => {
  it("lists the user's accounts and, through a manager account, its clients (not the manager itself)", async () => {
    expect(await harness.connector.listProperties(context())).toEqual([
      { id: ACME, name: 'Acme Outdoor', group: null },
      { id: NORTHWIND_VIA_MANAGER, name: 'Northwind Coffee', group: 'Acme Agency MCC' },
      { id: '5559876543:9876543210', name: 'Bluebird Dental', group: 'Acme Agency MCC' },
    ]);
    expect(await harness.connector.describeAccount?.(context())).toBe(ALEX);
  });

  it('lists campaigns (not removed ones, paused marked) and the ad groups of a campaign', async () => {
    const campaigns = await harness.connector.options(context(), 'campaign', { property: ACME });
    expect(campaigns).toEqual([
      { value: '20000101', label: 'Brand - Search' },
      { value: '20000104', label: 'Remarketing - Display (paused)' },
      { value: '20000103', label: 'Spring Sale - Performance Max' },
      { value: '20000102', label: 'Tents - Search' },
    ]);
    const adGroups = await harness.connector.options(context(), 'adGroup', { property: ACME, campaign: '20000102' });
    expect(adGroups.map((option) => option.label)).toEqual(['Backpacking tents', 'Family tents']);
    await expect(harness.connector.options(context(), 'campaign', {})).rejects.toThrow('Choose an account first.');
  });

  it('reports money from micros in the account currency, every day of the range, and derives the ratios', async () => {
    const result = await harness.connector.query(context(), query({ metrics: ['impressions', 'clicks', 'cost', 'ctr', 'averageCpc', 'conversions', 'roas'], dimension: 'date' }));
    expect(result.currency).toBe('USD');
    expect(result.rows.map((row) => row.dimension)).toHaveLength(31);
    const [day] = result.rows;
    expect(day?.values.cost).toBeGreaterThan(100);
    expect(Number.isInteger(Math.round((day?.values.cost ?? 0) * 100))).toBe(true);
    expect(day?.values.ctr).toBeCloseTo((100 * (day?.values.clicks ?? 0)) / (day?.values.impressions ?? 1), 9);
    expect(day?.values.averageCpc).toBeCloseTo((day?.values.cost ?? 0) / (day?.values.clicks ?? 1), 9);
    const euro = await harness.connector.query(context(), query({ property: NORTHWIND_VIA_MANAGER, metrics: ['cost'] }));
    expect(euro.currency).toBe('EUR');
    expect(euro.rows[0]?.values.cost).toBeGreaterThan(1000);
  });

  it('totals CTR, CPC and ROAS from the summed clicks, impressions, cost and value, never as a mean of rows', async () => {
    const byCampaign = await harness.connector.query(context(), query({ metrics: ['impressions', 'clicks', 'cost', 'conversionsValue', 'ctr', 'averageCpc', 'roas'], dimension: 'campaign' }));
    const sum = (metric: string) => byCampaign.rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);
    expect(byCampaign.totals?.ctr).toBeCloseTo((100 * sum('clicks')) / sum('impressions'), 9);
    expect(byCampaign.totals?.averageCpc).toBeCloseTo(sum('cost') / sum('clicks'), 9);
    expect(byCampaign.totals?.roas).toBeCloseTo(sum('conversionsValue') / sum('cost'), 9);
    expect(byCampaign.totals?.ctr).not.toBeCloseTo(sum('ctr') / byCampaign.rows.length, 3);
    const whole = await harness.connector.query(context(), query({ metrics: ['ctr', 'cost'] }));
    expect(whole.rows[0]?.values.ctr).toBeCloseTo(byCampaign.totals?.ctr ?? 0, 9);
    expect(whole.rows[0]?.values.cost).toBeCloseTo(sum('cost'), 6);
  });

  it('breaks down by campaign, ad group, ad and device, and narrows to a campaign or an ad group', async () => {
    const byCampaign = await harness.connector.query(context(), query({ metrics: ['clicks'], dimension: 'campaign' }));
    // The paused campaign stopped before October; the removed one never ran.
    expect(byCampaign.rows.map((row) => row.dimension).sort()).toEqual(['Brand - Search', 'Spring Sale - Performance Max', 'Tents - Search']);
    const tents = byCampaign.rows.find((row) => row.dimension === 'Tents - Search')?.values.clicks;
    const tentGroups = await harness.connector.query(context(), query({ metrics: ['clicks'], dimension: 'adGroup', campaign: '20000102' }));
    expect(tentGroups.rows.map((row) => row.dimension).sort()).toEqual(['Backpacking tents', 'Family tents']);
    expect(tentGroups.totals?.clicks).toBe(tents);
    const ads = await harness.connector.query(context(), query({ metrics: ['clicks'], dimension: 'ad', adGroup: '30000103' }));
    expect(ads.rows.map((row) => row.dimension).sort()).toEqual(['2-Person Backpacking Tents', 'Ultralight Tents From $189']);
    const devices = await harness.connector.query(context(), query({ metrics: ['clicks'], dimension: 'device', campaign: '20000102' }));
    expect(devices.rows.map((row) => row.dimension).sort()).toEqual(['Desktop', 'Mobile', 'Tablet']);
    expect(devices.totals?.clicks).toBe(tents);
    await expect(harness.connector.query(context(), query({ metrics: ['clicks'], campaign: '1 OR 1=1' }))).rejects.toThrow('The campaign must be a Google Ads id.');
  });

  it('reads every batch of a stream cut short, to the same answer', async () => {
    const whole = await harness.connector.query(context(), query({ metrics: ['clicks'], dimension: 'date' }));
    await harness.sandbox.setSwitch('paging', true);
    const batched = await harness.connector.query(context(), query({ metrics: ['clicks'], dimension: 'date' }));
    expect(batched).toEqual(whole);
  });

  it('gives zeros for an empty account and no properties', async () => {
    await harness.sandbox.setSwitch('empty', true);
    expect(await harness.connector.listProperties(context())).toEqual([]);
    const result = await harness.connector.query(context(), query({ metrics: ['clicks', 'ctr'] }));
    expect(result.rows).toEqual([{ dimension: null, values: { clicks: 0, ctr: 0 } }]);
    expect((await harness.connector.query(context(), query({ metrics: ['clicks'], dimension: 'campaign' }))).rows).toEqual([]);
  });

  it('reaches a client only through its manager: without it, a permission error that keeps the source valid', async () => {
    const error = await harness.connector.query(context(), query({ property: '5551234567', metrics: ['clicks'] })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourceProviderError);
    expect((error as SourceProviderError).status).toBe(403);
    expect((error as Error).message).toContain('login-customer-id');
    const sam = await connect(harness.provider, SAM);
    const direct = await harness.connector.query(contextOf(sam), query({ property: '5551234567', metrics: ['clicks'] }));
    expect(direct.rows[0]?.values.clicks).toBeGreaterThan(0);
  });

  it('maps expiry to a refresh, revocation to re-authorisation, quota to a retry and an outage to a provider error', async () => {
    await harness.sandbox.setSwitch('expired', true);
    const refreshed = context();
    expect((await harness.connector.query(refreshed, query({ metrics: ['clicks'] }))).rows).toHaveLength(1);
    expect(refreshed.stored).toHaveLength(1);
    await harness.sandbox.state.reset();
    await harness.sandbox.setSwitch('quota', true);
    await expect(harness.connector.query(context(), query({ metrics: ['clicks'] }))).rejects.toBeInstanceOf(SourceQuotaError);
    await harness.sandbox.state.reset();
    await harness.sandbox.setSwitch('server_error', true);
    await expect(harness.connector.query(context(), query({ metrics: ['clicks'] }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 503 });
    await harness.sandbox.state.reset();
    await harness.sandbox.setSwitch('revoked', true);
    const fresh = googleAdsConnector({ endpoints: harness.sandbox.endpoints, tokens: new AccessTokens(harness.provider) });
    await expect(fresh.query(context(), query({ metrics: ['clicks'] }))).rejects.toBeInstanceOf(SourceAuthError);
  });

  it('refuses unknown metrics and dimensions before calling Google', async () => {
    await expect(harness.connector.query(context(), query({ metrics: ['sessions'] }))).rejects.toThrow('Google Ads has no metric sessions.');
    await expect(harness.connector.query(context(), query({ metrics: ['clicks'], dimension: 'keyword' }))).rejects.toThrow('Google Ads has no dimension keyword.');
    await expect(harness.connector.query(context(), query({ property: '12345', metrics: ['clicks'] }))).rejects.toThrow('The account is not a Google Ads customer id.');
  });
});
