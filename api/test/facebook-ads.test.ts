import { facebookAdsCatalogue, FACEBOOK_ADS_SCOPES } from '../src/connectors/facebook/catalogue.js';
import { facebookAdsConnector } from '../src/connectors/facebook/connector.js';
import { SourceAuthError, SourceQuotaError, type ConnectorQuery } from '../src/connectors/types.js';
import { AccessTokens } from '../src/oauth/access-tokens.js';
import { contextOf } from './helpers/google-sandbox.js';
import { metaHarness } from './helpers/meta-sandbox.js';

const RANGE = { startDate: '2026-09-01', endDate: '2026-09-30' };
const ACME = 'act_1010000000001';
const NORTHWIND = 'act_1010000000002';
const query = (config: Record<string, unknown>, range = RANGE): ConnectorQuery => ({ config: { property: ACME, ...config }, range, timezone: 'UTC', realTime: false });

const harness = metaHarness(FACEBOOK_ADS_SCOPES, (graphUrl, tokens) => facebookAdsConnector({ graphUrl, tokens }));
const context = () => contextOf(harness.credentials);
const sum = (rows: Array<{ values: Record<string, number> }>, metric: string) => rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);

describe('facebook connector against the Marketing API fakes', () => {
  it('connects with a long-lived token and the permissions granted, and lists ad accounts through cursors', async () => {
    expect(harness.credentials.refresh_token).toBeUndefined();
    expect((harness.credentials.expires_at ?? 0) - Date.now()).toBeGreaterThan(59 * 24 * 3_600_000);
    expect(harness.credentials.scope?.split(' ')).toEqual(expect.arrayContaining(FACEBOOK_ADS_SCOPES));
    const expected = [
      { id: ACME, name: 'Acme Outdoor', group: 'Acme Agency' },
      { id: NORTHWIND, name: 'Northwind Coffee', group: 'Northwind Coffee GmbH' },
      { id: 'act_1010000000003', name: 'Bluebird Dental', group: 'Acme Agency' },
    ];
    expect(await harness.connector.listProperties(context())).toEqual(expected);
    await harness.sandbox.setSwitch('paging', true);
    expect(await harness.connector.listProperties(context())).toEqual(expected);
    expect(harness.sandbox.requests.filter((request) => request.includes('/me/adaccounts')).length).toBe(1 + 3);
    const bounded = facebookAdsConnector({ graphUrl: harness.sandbox.setup.endpoints.graph, tokens: new AccessTokens(harness.provider), maxPages: 2 });
    await expect(bounded.listProperties(context())).rejects.toThrow('Meta has more than 2 pages');
  });

  it('lists campaigns of the chosen account, and needs the account first', async () => {
    const campaigns = await harness.connector.options(context(), 'campaign', { property: ACME });
    expect(campaigns.map((campaign) => campaign.label)).toEqual(['Spring Collection - Conversions', 'Retargeting - Catalogue', 'Brand Awareness - Video', 'Winter Sale - Traffic (paused)']);
    await expect(harness.connector.options(context(), 'campaign', {})).rejects.toThrow('Choose an ad account first');
    expect(await harness.connector.options(context(), 'dimension', {})).toEqual(facebookAdsCatalogue.parameters.find((p) => p.name === 'dimension')?.options);
  });

  it('reads string numbers and purchase actions, in the account currency, with ratios from their components', async () => {
    const metrics = ['spend', 'impressions', 'clicks', 'ctr', 'cpc', 'cpm', 'purchases', 'purchaseValue', 'roas', 'costPerPurchase'];
    const daily = await harness.connector.query(context(), query({ metrics, dimension: 'date' }));
    expect(daily.currency).toBe('USD');
    expect(daily.rows).toHaveLength(30);
    const totals = daily.totals ?? {};
    expect(totals.spend).toBeCloseTo(sum(daily.rows, 'spend'), 6);
    expect(totals.ctr).toBeCloseTo((100 * sum(daily.rows, 'clicks')) / sum(daily.rows, 'impressions'), 9);
    expect(totals.ctr).not.toBeCloseTo(sum(daily.rows, 'ctr') / daily.rows.length, 6);
    expect(totals.roas).toBeCloseTo(sum(daily.rows, 'purchaseValue') / sum(daily.rows, 'spend'), 9);
    expect(totals.cpm).toBeCloseTo((1000 * sum(daily.rows, 'spend')) / sum(daily.rows, 'impressions'), 9);
    const whole = await harness.connector.query(context(), query({ metrics }));
    expect(whole.rows[0]?.values.spend).toBeCloseTo(totals.spend ?? 0, 6);
    expect(whole.rows[0]?.values.purchases).toBe(totals.purchases);
    expect((await harness.connector.query(context(), query({ property: NORTHWIND, metrics: ['spend'] }))).currency).toBe('EUR');
  });

  it("totals reach as Meta counts it over the range, fewer than the days' or campaigns' reach added up", async () => {
    for (const dimension of ['date', 'campaign']) {
      const result = await harness.connector.query(context(), query({ metrics: ['reach', 'impressions', 'frequency'], dimension }));
      const whole = await harness.connector.query(context(), query({ metrics: ['reach'] }));
      expect(result.totals?.reach).toBe(whole.rows[0]?.values.reach);
      expect(result.totals?.reach).toBeLessThan(sum(result.rows, 'reach'));
      expect(result.totals?.frequency).toBeCloseTo((result.totals?.impressions ?? 0) / (result.totals?.reach ?? 1), 9);
    }
  });

  it('splits by campaign and platform, and filters to one campaign', async () => {
    const byCampaign = await harness.connector.query(context(), query({ metrics: ['spend'], dimension: 'campaign' }));
    expect(byCampaign.rows.map((row) => row.dimension).sort()).toEqual(['Brand Awareness - Video', 'Retargeting - Catalogue', 'Spring Collection - Conversions']);
    const byPlatform = await harness.connector.query(context(), query({ metrics: ['impressions'], dimension: 'platform' }));
    expect(byPlatform.rows.map((row) => row.dimension).sort()).toEqual(['Facebook', 'Instagram']);
    expect(byPlatform.totals?.impressions).toBe(sum(byPlatform.rows, 'impressions'));
    const one = await harness.connector.query(context(), query({ metrics: ['spend'], campaign: '23850000000000102' }));
    expect(one.rows[0]?.values.spend).toBeCloseTo(byCampaign.rows.find((row) => row.dimension === 'Retargeting - Catalogue')?.values.spend ?? 0, 2);
    await expect(harness.connector.query(context(), query({ metrics: ['spend'], campaign: '1 OR 1' }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 400 });
    await expect(harness.connector.query(context(), query({ property: '../me', metrics: ['spend'] }))).rejects.toMatchObject({ status: 400 });
  });

  it('follows insight cursors page by page when the fake pages them', async () => {
    const whole = await harness.connector.query(context(), query({ metrics: ['spend'], dimension: 'date' }));
    await harness.sandbox.setSwitch('paging', true);
    harness.sandbox.requests.length = 0;
    const paged = await harness.connector.query(context(), query({ metrics: ['spend'], dimension: 'date' }));
    expect(paged.rows).toEqual(whole.rows);
    expect(harness.sandbox.requests.filter((request) => request.includes('/insights')).length).toBe(6);
  });

  it('gives zeros when empty, and maps expired, revoked, permission and outage', async () => {
    await harness.sandbox.setSwitch('empty', true);
    expect(await harness.connector.listProperties(context())).toEqual([]);
    await harness.sandbox.state.reset();
    const bluebird = await harness.connector.query(context(), query({ property: 'act_1010000000003', metrics: ['spend', 'ctr'], dimension: 'date' }));
    expect(bluebird.totals).toEqual({ spend: 0, ctr: 0 });
    for (const name of ['expired', 'revoked', 'permission'] as const) {
      await harness.sandbox.setSwitch(name, true);
      await expect(harness.connector.query(context(), query({ metrics: ['spend'] }))).rejects.toBeInstanceOf(SourceAuthError);
      await harness.sandbox.state.reset();
    }
    await harness.sandbox.setSwitch('server_error', true);
    await expect(harness.connector.query(context(), query({ metrics: ['spend'] }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 500 });
  });

  it('treats a token at its end of life as needing a new consent, without calling Meta', async () => {
    const ending = { ...harness.credentials, expires_at: Date.now() + 30_000 };
    await expect(harness.connector.query(contextOf(ending), query({ metrics: ['spend'] }))).rejects.toBeInstanceOf(SourceAuthError);
    expect(harness.sandbox.requests).toEqual([]);
  });

  it('honours the usage headers: once throttled, calls wait out the time Meta gave without asking again', async () => {
    const connector = facebookAdsConnector({ graphUrl: harness.sandbox.setup.endpoints.graph, tokens: new AccessTokens(harness.provider) });
    await harness.sandbox.setSwitch('quota', true);
    const refused = await connector.query(context(), query({ metrics: ['spend'] })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SourceQuotaError);
    expect((refused as SourceQuotaError).retryAfterMs).toBeGreaterThan(4 * 60_000);
    await harness.sandbox.state.reset();
    const calls = harness.sandbox.requests.length;
    await expect(connector.query(context(), query({ metrics: ['spend'] }))).rejects.toThrow('near its limit');
    expect(harness.sandbox.requests.length).toBe(calls);
  });
});
