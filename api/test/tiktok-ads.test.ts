import { tikTokCatalogue } from '../src/connectors/tiktok/catalogue.js';
import { TIKTOK_RETRY_AFTER_MS } from '../src/connectors/tiktok/errors.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type ConnectorQuery } from '../src/connectors/types.js';
import { connectThroughFake } from './helpers/fake-consent.js';
import { contextOf } from './helpers/google-sandbox.js';
import { tikTokHarness } from './helpers/tiktok-sandbox.js';

const RANGE = { startDate: '2026-09-01', endDate: '2026-09-30' };
const ACME = '7012345678901234561';
const NORTHWIND = '7012345678901234562';
const HARBOUR = '7012345678901234563';
const TRAIL_GEAR = '1790000000000000101';
const query = (config: Record<string, unknown>, range = RANGE): ConnectorQuery => ({ config: { property: ACME, ...config }, range, timezone: 'UTC', realTime: false });

const harness = tikTokHarness();
const context = () => contextOf(harness.credentials);
const sum = (rows: Array<{ values: Record<string, number> }>, metric: string) => rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);
const calls = (path: string) => harness.requests.filter((request) => request.includes(`/open_api/v1.3/${path}/`));
const param = (request: string | undefined, name: string) => new URL(request?.split(' ')[1] ?? '/', 'http://x').searchParams.get(name);

describe('tiktok connector against the TikTok Marketing API fakes', () => {
  it('connects with a token that never expires, and lists the advertisers granted with the app id and secret', async () => {
    expect(harness.credentials).toEqual({ access_token: expect.stringMatching(/^act_/), scope: '1 2 4' });
    expect(await harness.connector.listProperties(context())).toEqual([
      { id: ACME, name: 'Acme Outdoor', group: null },
      { id: NORTHWIND, name: 'Northwind Coffee', group: null },
      { id: HARBOUR, name: 'Harbour Logistics', group: null },
    ]);
    const [call] = calls('oauth2/advertiser/get');
    expect(param(call, 'app_id')).toBe(harness.setup.app.id);
    expect(param(call, 'secret')).toBe(harness.setup.app.secret);
  });

  it("lists an advertiser's campaigns page by page, paused ones marked, within the page budget, and needs the advertiser first", async () => {
    const labels = ['Spring trail gear - Conversions', 'Brand awareness - TopView', 'Creator collab - Video views', 'Winter sale - Retargeting (paused)'];
    expect((await harness.connector.options(context(), 'campaign', { property: ACME })).map((option) => option.label)).toEqual(labels);
    expect(param(calls('campaign/get')[0], 'page_size')).toBe('1000');
    await harness.setSwitch('paging', true);
    harness.requests.length = 0;
    expect((await harness.connector.options(context(), 'campaign', { property: ACME })).map((option) => option.label)).toEqual(labels);
    expect(calls('campaign/get').map((request) => param(request, 'page'))).toEqual(['1', '2']);
    await expect(harness.connectorWith(1).options(context(), 'campaign', { property: ACME })).rejects.toThrow('TikTok has more than 1 pages');
    await expect(harness.connector.options(context(), 'campaign', {})).rejects.toThrow('Choose an advertiser account first');
    await expect(harness.connector.options(context(), 'campaign', { property: 'act_1' })).rejects.toMatchObject({ status: 400 });
    expect(await harness.connector.options(context(), 'dimension', {})).toEqual(tikTokCatalogue.parameters.find((p) => p.name === 'dimension')?.options);
  });

  it("asks the integrated BASIC report by day, reads its string figures, and reports money in the advertiser's currency", async () => {
    const metrics = ['spend', 'impressions', 'clicks', 'conversions', 'videoViews', 'likes'];
    const daily = await harness.connector.query(context(), query({ metrics, dimension: 'date' }));
    const [call] = calls('report/integrated/get');
    expect(param(call, 'report_type')).toBe('BASIC');
    expect(param(call, 'data_level')).toBe('AUCTION_ADVERTISER');
    expect(JSON.parse(param(call, 'dimensions') ?? '')).toEqual(['advertiser_id', 'stat_time_day']);
    expect(JSON.parse(param(call, 'metrics') ?? '')).toEqual(expect.arrayContaining(['spend', 'impressions', 'clicks', 'conversion', 'reach', 'video_play_actions']));
    expect([param(call, 'start_date'), param(call, 'end_date'), param(call, 'page_size')]).toEqual(['2026-09-01', '2026-09-30', '1000']);
    expect(daily.currency).toBe('USD');
    expect(daily.rows).toHaveLength(30);
    expect(daily.rows[0]?.dimension).toBe('2026-09-01');
    expect(daily.rows.every((row) => (row.values.spend ?? 0) > 100 && (row.values.impressions ?? 0) > 10_000)).toBe(true);
    expect(daily.totals?.spend).toBeCloseTo(sum(daily.rows, 'spend'), 6);
    const whole = await harness.connector.query(context(), query({ metrics }));
    expect(whole.rows[0]?.values.spend).toBeCloseTo(daily.totals?.spend ?? 0, 2);
    expect(whole.rows[0]?.values.impressions).toBe(daily.totals?.impressions);
    expect(whole.rows[0]?.values.likes).toBe(sum(daily.rows, 'likes'));
    expect((await harness.connector.query(context(), query({ property: NORTHWIND, metrics: ['spend'] }))).currency).toBe('EUR');
    expect((await harness.connector.query(context(), query({ property: HARBOUR, metrics: ['spend'] }))).currency).toBe('GBP');
  });

  it('totals rates and costs per result from the summed components, never as a mean of the daily rates', async () => {
    const metrics = ['spend', 'impressions', 'clicks', 'conversions', 'ctr', 'cpc', 'cpm', 'conversionRate', 'costPerConversion'];
    const daily = await harness.connector.query(context(), query({ metrics, dimension: 'date' }));
    const totals = daily.totals ?? {};
    expect(totals.ctr).toBeCloseTo((100 * sum(daily.rows, 'clicks')) / sum(daily.rows, 'impressions'), 9);
    expect(totals.ctr).not.toBeCloseTo(sum(daily.rows, 'ctr') / daily.rows.length, 6);
    expect(totals.cpc).toBeCloseTo(sum(daily.rows, 'spend') / sum(daily.rows, 'clicks'), 9);
    expect(totals.cpm).toBeCloseTo((1000 * sum(daily.rows, 'spend')) / sum(daily.rows, 'impressions'), 9);
    expect(totals.costPerConversion).toBeCloseTo(sum(daily.rows, 'spend') / sum(daily.rows, 'conversions'), 9);
    expect(totals.conversionRate).toBeCloseTo((100 * sum(daily.rows, 'conversions')) / sum(daily.rows, 'clicks'), 9);
    const row = daily.rows[4]!.values;
    expect(row.cpm).toBeCloseTo((1000 * row.spend!) / row.impressions!, 9);
  });

  it("totals reach as TikTok counts it over the range, not the days' reach added up", async () => {
    const daily = await harness.connector.query(context(), query({ metrics: ['reach', 'impressions'], dimension: 'date' }));
    const reports = calls('report/integrated/get');
    expect(reports).toHaveLength(2);
    expect(
      JSON.parse(
        param(
          reports.find((request) => !request.includes('stat_time_day')),
          'dimensions',
        ) ?? '',
      ),
    ).toEqual(['advertiser_id']);
    const whole = await harness.connector.query(context(), query({ metrics: ['reach'] }));
    expect(daily.totals?.reach).toBe(whole.rows[0]?.values.reach);
    expect(daily.totals?.reach).toBeLessThan(sum(daily.rows, 'reach') * 0.5);
    expect(daily.totals?.reach).toBeLessThan(daily.totals?.impressions ?? 0);
  });

  it('cuts a long range into the 30-day windows TikTok takes with the daily dimension', async () => {
    const range = { startDate: '2026-07-01', endDate: '2026-09-30' };
    const daily = await harness.connector.query(context(), query({ metrics: ['spend'], dimension: 'date' }, range));
    expect(calls('report/integrated/get').map((request) => [param(request, 'start_date'), param(request, 'end_date')])).toEqual([
      ['2026-07-01', '2026-07-30'],
      ['2026-07-31', '2026-08-29'],
      ['2026-08-30', '2026-09-28'],
      ['2026-09-29', '2026-09-30'],
    ]);
    expect(daily.rows).toHaveLength(92);
    expect(daily.rows.every((row) => (row.values.spend ?? 0) > 0)).toBe(true);
    harness.requests.length = 0;
    const whole = await harness.connector.query(context(), query({ metrics: ['spend'] }, range));
    expect(calls('report/integrated/get')).toHaveLength(1);
    expect(whole.totals?.spend).toBeCloseTo(daily.totals?.spend ?? 0, 2);
  });

  it('splits by campaign and ad group by name, and filters to one campaign', async () => {
    const byCampaign = await harness.connector.query(context(), query({ metrics: ['spend', 'clicks'], dimension: 'campaign' }));
    const [call] = calls('report/integrated/get');
    expect(param(call, 'data_level')).toBe('AUCTION_CAMPAIGN');
    expect(JSON.parse(param(call, 'metrics') ?? '')).toContain('campaign_name');
    // The winter sale was paused before September.
    expect(byCampaign.rows.map((row) => row.dimension).sort()).toEqual(['Brand awareness - TopView', 'Creator collab - Video views', 'Spring trail gear - Conversions']);
    const byAdGroup = await harness.connector.query(context(), query({ metrics: ['spend'], dimension: 'adgroup' }));
    expect(byAdGroup.rows.map((row) => row.dimension).sort()).toEqual(['Broad - US', 'Hikers 25-44', 'Lookalike - purchasers', 'Outdoor interests', 'Retargeting - engagers']);
    expect(byAdGroup.totals?.spend).toBeCloseTo(byCampaign.totals?.spend ?? 0, 2);
    harness.requests.length = 0;
    const one = await harness.connector.query(context(), query({ metrics: ['spend'], campaign: TRAIL_GEAR, dimension: 'date' }));
    expect(JSON.parse(param(calls('report/integrated/get')[0], 'filtering') ?? '')).toEqual([{ field_name: 'campaign_ids', filter_type: 'IN', filter_value: `["${TRAIL_GEAR}"]` }]);
    expect(one.totals?.spend).toBeCloseTo(byCampaign.rows.find((row) => row.dimension === 'Spring trail gear - Conversions')?.values.spend ?? 0, 2);
    await expect(harness.connector.query(context(), query({ metrics: ['spend'], campaign: '1"]' }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 400 });
    await expect(harness.connector.query(context(), query({ property: '../advertiser', metrics: ['spend'] }))).rejects.toMatchObject({ status: 400 });
    await expect(harness.connector.query(context(), query({ metrics: ['leads'] }))).rejects.toThrow('TikTok Ads has no metric leads');
  });

  it('follows page after page of report rows to the same figures', async () => {
    const plain = await harness.connector.query(context(), query({ metrics: ['spend', 'clicks'], dimension: 'adgroup' }));
    await harness.setSwitch('paging', true);
    harness.requests.length = 0;
    const paged = await harness.connector.query(context(), query({ metrics: ['spend', 'clicks'], dimension: 'adgroup' }));
    expect(calls('report/integrated/get').map((request) => param(request, 'page'))).toEqual(['1', '2', '3']);
    expect(paged).toEqual(plain);
    await expect(harness.connectorWith(2).query(context(), query({ metrics: ['spend'], dimension: 'adgroup' }))).rejects.toThrow('TikTok has more than 2 pages');
  });

  it('gives no advertisers and days of zeros when the fake is empty, for the user the switch names only', async () => {
    await harness.setSwitch('empty', true, 'alex.morgan@acme-agency.example');
    expect(await harness.connector.listProperties(context())).toEqual([]);
    const daily = await harness.connector.query(context(), query({ metrics: ['spend', 'ctr'], dimension: 'date' }));
    expect(daily.rows).toHaveLength(30);
    expect(daily.rows.every((row) => row.values.spend === 0 && row.values.ctr === 0)).toBe(true);
    expect(daily.totals).toEqual({ spend: 0, ctr: 0 });
    await harness.state.reset();
    await harness.setSwitch('empty', true, 'sam.lee@northwind-coffee.example');
    expect(await harness.connector.listProperties(context())).toHaveLength(3);
  });

  it('needs a new consent once the token expired, was revoked or lost its permission, and keeps nothing to refresh', async () => {
    for (const name of ['expired', 'revoked', 'permission'] as const) {
      await harness.setSwitch(name, true);
      const refused = await harness.connector.query(context(), query({ metrics: ['clicks'] })).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SourceAuthError);
      await harness.state.reset();
    }
    // A token issued after the expiry switch works again.
    await harness.setSwitch('expired', true);
    const renewed = await connectThroughFake(harness.provider);
    expect((await harness.connector.query(contextOf(renewed), query({ metrics: ['clicks'] }))).rows[0]?.values.clicks).toBeGreaterThan(0);
    expect(harness.requests.filter((request) => request.includes('oauth2/access_token'))).toHaveLength(1);
  });

  it('maps throttling to a quota error with a short wait, and an outage to a provider error', async () => {
    await harness.setSwitch('quota', true);
    const throttled = await harness.connector.query(context(), query({ metrics: ['clicks'] })).catch((error: unknown) => error);
    expect(throttled).toBeInstanceOf(SourceQuotaError);
    expect((throttled as SourceQuotaError).retryAfterMs).toBe(TIKTOK_RETRY_AFTER_MS);
    await harness.state.reset();
    await harness.setSwitch('server_error', true);
    const outage = await harness.connector.query(context(), query({ metrics: ['clicks'] })).catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(SourceProviderError);
    expect(outage).toMatchObject({ status: 503, message: 'TikTok: System error. Please retry later.' });
  });

  it("refuses another user's advertiser as TikTok does", async () => {
    const sam = await connectThroughFake(harness.provider, 'sam.lee@northwind-coffee.example');
    await expect(harness.connector.query(contextOf(sam), query({ metrics: ['clicks'] }))).rejects.toBeInstanceOf(SourceAuthError);
    expect((await harness.connector.query(contextOf(sam), query({ property: NORTHWIND, metrics: ['clicks'] }))).rows[0]?.values.clicks).toBeGreaterThan(0);
  });
});
