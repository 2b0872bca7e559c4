import { FACEBOOK_PAGES_SCOPES } from '../src/connectors/facebook_social/catalogue.js';
import { facebookPagesConnector } from '../src/connectors/facebook_social/connector.js';
import { SourceAuthError, SourceQuotaError, type ConnectorQuery } from '../src/connectors/types.js';
import { SAM, contextOf } from './helpers/google-sandbox.js';
import { connectMeta, metaHarness } from './helpers/meta-sandbox.js';

const RANGE = { startDate: '2026-09-01', endDate: '2026-09-30' };
const ACME_PAGE = '101000000000011';
const query = (config: Record<string, unknown>, range = RANGE): ConnectorQuery => ({ config: { property: ACME_PAGE, ...config }, range, timezone: 'UTC', realTime: false });

const harness = metaHarness(FACEBOOK_PAGES_SCOPES, (graphUrl, tokens) => facebookPagesConnector({ graphUrl, tokens }));
const sum = (rows: Array<{ values: Record<string, number> }>, metric: string) => rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);

describe('facebook_social connector against the Page Insights fakes', () => {
  it("lists the user's Pages and keeps each Page's token with the credentials", async () => {
    const context = contextOf(harness.credentials);
    expect(await harness.connector.listProperties(context)).toEqual([
      { id: ACME_PAGE, name: 'Acme Outdoor', group: null },
      { id: '101000000000012', name: 'Northwind Coffee', group: null },
    ]);
    const stored = context.stored.at(-1) as { access_token: string; page_tokens: Record<string, string> };
    expect(stored.access_token).toBe(harness.credentials.access_token);
    expect(Object.keys(stored.page_tokens)).toEqual([ACME_PAGE, '101000000000012']);
    expect(stored.page_tokens[ACME_PAGE]).not.toBe(harness.credentials.access_token);
  });

  it('reads insights with the stored Page token, without listing the Pages again', async () => {
    const first = contextOf(harness.credentials);
    await harness.connector.query(first, query({ metrics: ['views'] }));
    expect(harness.sandbox.requests.filter((request) => request.includes('/me/accounts'))).toHaveLength(1);
    harness.sandbox.requests.length = 0;
    await harness.connector.query(contextOf(first.stored.at(-1) ?? {}), query({ metrics: ['views'] }));
    expect(harness.sandbox.requests.filter((request) => request.includes('/me/accounts'))).toHaveLength(0);
    expect(harness.sandbox.requests.filter((request) => request.includes('/insights'))).toHaveLength(1);
  });

  it('reads the days of a long range in windows of at most 90 days', async () => {
    const range = { startDate: '2026-01-01', endDate: '2026-06-30' };
    const result = await harness.connector.query(contextOf(harness.credentials), query({ metrics: ['views', 'newFollows'], dimension: 'date' }, range));
    expect(result.rows).toHaveLength(181);
    expect(result.rows.every((row) => (row.values.views ?? 0) > 0)).toBe(true);
    const windows = harness.sandbox.requests.filter((request) => request.includes('/insights'));
    expect(windows).toHaveLength(3);
    expect(windows[0]).toContain('since=2026-01-01&until=2026-04-01');
  });

  it('derives the engagement rate and net follows from their parts, and totals followers as the last day', async () => {
    const result = await harness.connector.query(
      contextOf(harness.credentials),
      query({ metrics: ['views', 'engagements', 'engagementRate', 'newFollows', 'unfollows', 'netFollows', 'followers'], dimension: 'date' }),
    );
    const totals = result.totals ?? {};
    expect(totals.engagementRate).toBeCloseTo((100 * sum(result.rows, 'engagements')) / sum(result.rows, 'views'), 9);
    expect(totals.netFollows).toBe(sum(result.rows, 'newFollows') - sum(result.rows, 'unfollows'));
    expect(totals.followers).toBe(result.rows.at(-1)?.values.followers);
    expect(totals.followers).toBeGreaterThan(40_000);
    const whole = await harness.connector.query(contextOf(harness.credentials), query({ metrics: ['views', 'followers'] }));
    expect(whole.rows).toEqual([{ dimension: null, values: { views: totals.views, followers: totals.followers } }]);
  });

  it("answers a Page the account does not manage as the provider's error, and maps the switches", async () => {
    const sam = await connectMeta(harness.provider, SAM);
    await expect(harness.connector.query(contextOf(sam), query({ metrics: ['views'] }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 404 });
    await harness.sandbox.setSwitch('empty', true);
    expect(await harness.connector.listProperties(contextOf(harness.credentials))).toEqual([]);
    await harness.sandbox.state.reset();
    await harness.sandbox.setSwitch('expired', true);
    await expect(harness.connector.query(contextOf(harness.credentials), query({ metrics: ['views'] }))).rejects.toBeInstanceOf(SourceAuthError);
    await harness.sandbox.state.reset();
    // Last: once throttled, the connector holds this token's calls back for the wait Meta gave.
    await harness.sandbox.setSwitch('quota', true);
    await expect(harness.connector.query(contextOf(harness.credentials), query({ metrics: ['views'] }))).rejects.toBeInstanceOf(SourceQuotaError);
  });

  it('loses every Page token with the grant when the source is revoked', async () => {
    const fresh = await connectMeta(harness.provider);
    const context = contextOf(fresh);
    await harness.connector.listProperties(context);
    const withPages = context.stored.at(-1) ?? {};
    await harness.provider.revoke?.(fresh.access_token);
    await expect(harness.connector.query(contextOf(withPages), query({ metrics: ['views'] }))).rejects.toBeInstanceOf(SourceAuthError);
    await expect(harness.provider.revoke?.(fresh.access_token)).resolves.toBeUndefined();
  });
});
