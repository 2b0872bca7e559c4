import { BUSINESS_SCOPE } from '../src/connectors/google_my_business/catalogue.js';
import { googleMyBusinessConnector } from '../src/connectors/google_my_business/connector.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type ConnectorQuery } from '../src/connectors/types.js';
import { AccessTokens } from '../src/oauth/access-tokens.js';
import { SAM, connect, connectorHarness, contextOf } from './helpers/google-sandbox.js';

const RANGE = { startDate: '2026-09-01', endDate: '2026-09-30' };
const DOWNTOWN = 'locations/4560001';
const query = (config: Record<string, unknown>, range = RANGE): ConnectorQuery => ({ config: { property: DOWNTOWN, ...config }, range, timezone: 'UTC', realTime: false });

const harness = connectorHarness([BUSINESS_SCOPE], (sandbox, tokens) => googleMyBusinessConnector({ endpoints: sandbox.endpoints, tokens }));
const context = () => contextOf(harness.credentials);

describe('google_my_business connector against the Business Profile fakes', () => {
  it('lists the locations of every account, following page tokens', async () => {
    const expected = [
      { id: 'locations/4560001', name: 'Acme Outdoor Downtown', group: 'Acme Outdoor' },
      { id: 'locations/4560002', name: 'Acme Outdoor Riverside', group: 'Acme Outdoor' },
      { id: 'locations/4560003', name: 'Northwind Coffee Market St', group: 'Northwind Coffee' },
      { id: 'locations/4560004', name: 'Bluebird Dental Clinic', group: 'Bluebird Dental' },
    ];
    expect(await harness.connector.listProperties(context())).toEqual(expected);
    await harness.sandbox.setSwitch('paging', true);
    expect(await harness.connector.listProperties(context())).toEqual(expected);
    expect(harness.sandbox.requests.filter((request) => request.endsWith('/v1/accounts')).length).toBeGreaterThanOrEqual(3);
    const bounded = googleMyBusinessConnector({ endpoints: harness.sandbox.endpoints, tokens: new AccessTokens(harness.provider), maxPages: 2 });
    await expect(bounded.listProperties(context())).rejects.toThrow('Business Profile has more than 2 pages');
  });

  it('adds the four view metrics up, reads a missing value as 0 and leaves the unreported last days at 0', async () => {
    const result = await harness.connector.query(context(), query({ metrics: ['profileViews', 'searchViews', 'mapsViews', 'callClicks'], dimension: 'date' }));
    expect(result.rows).toHaveLength(30);
    for (const row of result.rows) expect(row.values.profileViews).toBe((row.values.searchViews ?? 0) + (row.values.mapsViews ?? 0));
    expect(result.totals?.profileViews).toBeGreaterThan(5000);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await harness.connector.query(context(), query({ metrics: ['profileViews'], dimension: 'date' }, { startDate: today, endDate: today }));
    expect(recent.rows).toEqual([{ dimension: today, values: { profileViews: 0 } }]);
  });

  it('totals the interaction rate from all interactions over all views', async () => {
    const result = await harness.connector.query(context(), query({ metrics: ['profileViews', 'interactions', 'interactionRate'], dimension: 'date' }));
    const sum = (metric: string) => result.rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);
    expect(result.totals?.interactionRate).toBeCloseTo((100 * sum('interactions')) / sum('profileViews'), 9);
    expect(result.totals?.interactionRate).not.toBeCloseTo(sum('interactionRate') / result.rows.length, 6);
  });

  it('splits views by surface, and only views', async () => {
    const bySurface = await harness.connector.query(context(), query({ metrics: ['profileViews'], dimension: 'surface' }));
    expect(bySurface.rows.map((row) => row.dimension).sort()).toEqual(['Google Maps – desktop', 'Google Maps – mobile', 'Google Search – desktop', 'Google Search – mobile']);
    const whole = await harness.connector.query(context(), query({ metrics: ['profileViews'] }));
    expect(bySurface.totals?.profileViews).toBe(whole.rows[0]?.values.profileViews);
    await expect(harness.connector.query(context(), query({ metrics: ['callClicks'], dimension: 'surface' }))).rejects.toThrow('Only views can be split');
  });

  it("answers a location of another user's account with a permission error that keeps the source valid", async () => {
    const sam = await connect(harness.provider, SAM);
    await expect(harness.connector.query(contextOf(sam), query({ metrics: ['profileViews'] }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 403 });
    await expect(harness.connector.query(context(), query({ property: '../accounts', metrics: ['profileViews'] }))).rejects.toBeInstanceOf(SourceProviderError);
  });

  it('gives zeros and no locations when empty; maps quota, outage and revocation', async () => {
    await harness.sandbox.setSwitch('empty', true);
    expect(await harness.connector.listProperties(context())).toEqual([]);
    expect((await harness.connector.query(context(), query({ metrics: ['callClicks'] }))).rows).toEqual([{ dimension: null, values: { callClicks: 0 } }]);
    await harness.sandbox.state.reset();
    await harness.sandbox.setSwitch('quota', true);
    await expect(harness.connector.query(context(), query({ metrics: ['callClicks'] }))).rejects.toBeInstanceOf(SourceQuotaError);
    await harness.sandbox.state.reset();
    await harness.sandbox.setSwitch('server_error', true);
    await expect(harness.connector.query(context(), query({ metrics: ['callClicks'] }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 503 });
    await harness.sandbox.state.reset();
    await harness.sandbox.setSwitch('revoked', true);
    await expect(harness.connector.query(context(), query({ metrics: ['callClicks'] }))).rejects.toBeInstanceOf(SourceAuthError);
  });
});
