import { LINKEDIN_VERSION } from '../src/connectors/linkedin_api/endpoints.js';
import { LINKEDIN_ADS_SCOPES, linkedInAdsCatalogue } from '../src/connectors/linkedin/catalogue.js';
import { linkedInAdsConnector } from '../src/connectors/linkedin/connector.js';
import { SourceAuthError, SourceQuotaError, type ConnectorQuery } from '../src/connectors/types.js';
import { AccessTokens } from '../src/oauth/access-tokens.js';
import { contextOf } from './helpers/google-sandbox.js';
import { connectLinkedIn, linkedInHarness } from './helpers/linkedin-sandbox.js';

const RANGE = { startDate: '2026-09-01', endDate: '2026-09-30' };
const ACME = '508000001';
const NORTHWIND = '508000002';
const HARBOUR = '508000003';
const query = (config: Record<string, unknown>, range = RANGE): ConnectorQuery => ({ config: { property: ACME, ...config }, range, timezone: 'UTC', realTime: false });

const harness = linkedInHarness(LINKEDIN_ADS_SCOPES, (apiUrl, tokens) => linkedInAdsConnector({ apiUrl, tokens }));
const context = () => contextOf(harness.credentials);
const sum = (rows: Array<{ values: Record<string, number> }>, metric: string) => rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);
const restCalls = (resource: string) => harness.sandbox.requests.filter((request) => request.includes(`/rest/${resource}`));

describe('linkedin connector against the LinkedIn Marketing API fakes', () => {
  it('connects with a 60-day access token, a refresh token and the scopes granted, and lists ad accounts page by page', async () => {
    expect(harness.credentials.refresh_token).toBeDefined();
    expect((harness.credentials.expires_at ?? 0) - Date.now()).toBeGreaterThan(59 * 24 * 3_600_000);
    expect(harness.credentials.scope).toBe('r_ads,r_ads_reporting');
    const expected = [
      { id: ACME, name: 'Acme Outdoor', group: null },
      { id: NORTHWIND, name: 'Northwind Coffee', group: null },
      { id: HARBOUR, name: 'Harbour Logistics', group: null },
    ];
    expect(await harness.connector.listProperties(context())).toEqual(expected);
    expect(restCalls('adAccounts')[0]).toContain('q=search&search=(status:(values:List(ACTIVE,CANCELED)))&start=0&count=1000');
    await harness.sandbox.setSwitch('paging', true);
    harness.sandbox.requests.length = 0;
    expect(await harness.connector.listProperties(context())).toEqual(expected);
    expect(restCalls('adAccounts')).toHaveLength(3);
    expect(restCalls('adAccounts')[2]).toContain('start=2&count=1000');
    const bounded = linkedInAdsConnector({ apiUrl: harness.sandbox.setup.endpoints.api, tokens: new AccessTokens(harness.provider), maxPages: 2 });
    await expect(bounded.listProperties(context())).rejects.toThrow('LinkedIn has more than 2 pages');
  });

  it('lists campaigns of the chosen account, paused ones marked, and needs the account first', async () => {
    const campaigns = await harness.connector.options(context(), 'campaign', { property: ACME });
    expect(campaigns.map((campaign) => campaign.label)).toEqual([
      'Decision makers - Sponsored content',
      'Retargeting - Website visitors',
      'Spring catalogue - Lead Gen Forms',
      'Employer brand - Video (paused)',
    ]);
    await expect(harness.connector.options(context(), 'campaign', {})).rejects.toThrow('Choose an ad account first');
    await expect(harness.connector.options(context(), 'campaign', { property: 'urn:li:x' })).rejects.toMatchObject({ status: 400 });
    expect(await harness.connector.options(context(), 'dimension', {})).toEqual(linkedInAdsCatalogue.parameters.find((p) => p.name === 'dimension')?.options);
  });

  it("asks adAnalytics in Rest.li with the one LinkedIn-Version, and reads the cost string in the account's currency", async () => {
    const metrics = ['cost', 'impressions', 'clicks', 'conversions', 'leads', 'engagements'];
    const daily = await harness.connector.query(context(), query({ metrics, dimension: 'date' }));
    const [call] = restCalls('adAnalytics');
    expect(call).toContain('q=analytics&pivot=ACCOUNT&timeGranularity=DAILY&dateRange=(start:(year:2026,month:9,day:1),end:(year:2026,month:9,day:30))');
    expect(call).toContain('accounts=List(urn%3Ali%3AsponsoredAccount%3A508000001)&fields=dateRange,pivotValues,impressions,clicks,costInLocalCurrency');
    expect(LINKEDIN_VERSION).toMatch(/^\d{6}$/);
    expect(daily.currency).toBe('USD');
    expect(daily.rows).toHaveLength(30);
    expect(daily.rows.every((row) => (row.values.cost ?? 0) > 0 && (row.values.impressions ?? 0) > 0)).toBe(true);
    expect(daily.totals?.leads).toBeGreaterThan(0);
    const whole = await harness.connector.query(context(), query({ metrics }));
    expect(whole.rows[0]?.values.cost).toBeCloseTo(daily.totals?.cost ?? 0, 2);
    expect(whole.rows[0]?.values.impressions).toBe(daily.totals?.impressions);
    expect((await harness.connector.query(context(), query({ property: NORTHWIND, metrics: ['cost'] }))).currency).toBe('EUR');
    expect((await harness.connector.query(context(), query({ property: HARBOUR, metrics: ['cost'] }))).currency).toBe('GBP');
  });

  it('totals rates and costs per result from the summed components, never as a mean of the daily rates', async () => {
    const metrics = ['cost', 'impressions', 'clicks', 'conversions', 'leads', 'ctr', 'cpc', 'cpm', 'costPerConversion', 'costPerLead'];
    const daily = await harness.connector.query(context(), query({ metrics, dimension: 'date' }));
    const totals = daily.totals ?? {};
    expect(totals.ctr).toBeCloseTo((100 * sum(daily.rows, 'clicks')) / sum(daily.rows, 'impressions'), 9);
    expect(totals.ctr).not.toBeCloseTo(sum(daily.rows, 'ctr') / daily.rows.length, 6);
    expect(totals.cpc).toBeCloseTo(sum(daily.rows, 'cost') / sum(daily.rows, 'clicks'), 9);
    expect(totals.cpm).toBeCloseTo((1000 * sum(daily.rows, 'cost')) / sum(daily.rows, 'impressions'), 9);
    expect(totals.costPerConversion).toBeCloseTo(sum(daily.rows, 'cost') / sum(daily.rows, 'conversions'), 9);
    expect(totals.costPerLead).toBeCloseTo(sum(daily.rows, 'cost') / sum(daily.rows, 'leads'), 9);
    const row = daily.rows[3]!.values;
    expect(row.ctr).toBeCloseTo((100 * row.clicks!) / row.impressions!, 9);
  });

  it('splits by campaign and campaign group by name, and filters to one campaign', async () => {
    const byCampaign = await harness.connector.query(context(), query({ metrics: ['cost', 'clicks'], dimension: 'campaign' }));
    expect(restCalls('adAnalytics')[0]).toContain('pivot=CAMPAIGN&timeGranularity=ALL');
    // The video campaign was paused before September.
    expect(byCampaign.rows.map((row) => row.dimension).sort()).toEqual(['Decision makers - Sponsored content', 'Retargeting - Website visitors', 'Spring catalogue - Lead Gen Forms']);
    const byGroup = await harness.connector.query(context(), query({ metrics: ['cost'], dimension: 'campaignGroup' }));
    expect(byGroup.rows.map((row) => row.dimension).sort()).toEqual(['Always on', 'Spring launch']);
    expect(byGroup.totals?.cost).toBeCloseTo(byCampaign.totals?.cost ?? 0, 2);
    const one = await harness.connector.query(context(), query({ metrics: ['cost'], campaign: '718000102' }));
    expect(restCalls('adAnalytics').at(-1)).toContain('campaigns=List(urn%3Ali%3AsponsoredCampaign%3A718000102)');
    expect(one.rows[0]?.values.cost).toBeCloseTo(byCampaign.rows.find((row) => row.dimension === 'Retargeting - Website visitors')?.values.cost ?? 0, 2);
    await expect(harness.connector.query(context(), query({ metrics: ['cost'], campaign: '1)' }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 400 });
    await expect(harness.connector.query(context(), query({ property: '../adAccounts', metrics: ['cost'] }))).rejects.toMatchObject({ status: 400 });
    await expect(harness.connector.query(context(), query({ metrics: ['reach'] }))).rejects.toThrow('LinkedIn Ads has no metric reach');
  });

  it('gives no accounts and zeros when the fake is empty, for the member the switch names only', async () => {
    await harness.sandbox.setSwitch('empty', true, 'alex.morgan@acme-agency.example');
    expect(await harness.connector.listProperties(context())).toEqual([]);
    const daily = await harness.connector.query(context(), query({ metrics: ['cost', 'ctr'], dimension: 'date' }));
    expect(daily.rows).toHaveLength(30);
    expect(daily.totals).toEqual({ cost: 0, ctr: 0 });
    await harness.sandbox.state.reset();
    await harness.sandbox.setSwitch('empty', true, 'sam.lee@northwind-coffee.example');
    expect(await harness.connector.listProperties(context())).toHaveLength(3);
  });

  it('refreshes an expired access token once and stores the new one; a revoked grant, a lost permission need a new consent', async () => {
    await harness.sandbox.setSwitch('expired', true);
    const refreshed = context();
    const result = await harness.connector.query(refreshed, query({ metrics: ['clicks'] }));
    expect(result.rows[0]?.values.clicks).toBeGreaterThan(0);
    expect(refreshed.stored).toHaveLength(1);
    expect(refreshed.stored[0]).toMatchObject({ refresh_token: harness.credentials.refresh_token, scope: 'r_ads,r_ads_reporting' });
    expect(harness.sandbox.requests.filter((request) => request.includes('/oauth/v2/accessToken'))).toHaveLength(1);
    await harness.sandbox.state.reset();
    for (const name of ['revoked', 'permission'] as const) {
      await harness.sandbox.setSwitch(name, true);
      await expect(harness.connector.query(context(), query({ metrics: ['clicks'] }))).rejects.toBeInstanceOf(SourceAuthError);
      await harness.sandbox.state.reset();
    }
  });

  it('maps throttling to a quota error with the wait LinkedIn gave, and an outage to a provider error', async () => {
    await harness.sandbox.setSwitch('quota', true);
    const refused = await harness.connector.query(context(), query({ metrics: ['clicks'] })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SourceQuotaError);
    expect((refused as SourceQuotaError).retryAfterMs).toBe(60_000);
    await harness.sandbox.state.reset();
    await harness.sandbox.setSwitch('server_error', true);
    await expect(harness.connector.query(context(), query({ metrics: ['clicks'] }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 500 });
  });

  it("refuses another member's account as LinkedIn does", async () => {
    const sam = await connectLinkedIn(harness.provider, 'sam.lee@northwind-coffee.example');
    await expect(harness.connector.query(contextOf(sam), query({ metrics: ['clicks'] }))).rejects.toBeInstanceOf(SourceAuthError);
    expect((await harness.connector.query(contextOf(sam), query({ property: NORTHWIND, metrics: ['clicks'] }))).rows[0]?.values.clicks).toBeGreaterThan(0);
  });
});
