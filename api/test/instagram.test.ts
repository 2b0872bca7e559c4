import { INSTAGRAM_SCOPES } from '../src/connectors/instagram/catalogue.js';
import { instagramConnector } from '../src/connectors/instagram/connector.js';
import { SourceAuthError, type ConnectorQuery } from '../src/connectors/types.js';
import { contextOf } from './helpers/google-sandbox.js';
import { connectMeta, metaHarness } from './helpers/meta-sandbox.js';

const RANGE = { startDate: '2026-09-01', endDate: '2026-09-30' };
const ACME_IG = '17841400000000011';
const query = (config: Record<string, unknown>, range = RANGE): ConnectorQuery => ({ config: { property: ACME_IG, ...config }, range, timezone: 'UTC', realTime: false });

const harness = metaHarness(INSTAGRAM_SCOPES, (graphUrl, tokens) => instagramConnector({ graphUrl, tokens }));
const context = () => contextOf(harness.credentials);
const sum = (rows: Array<{ values: Record<string, number> }>, metric: string) => rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);

describe('instagram connector against the Instagram Graph API fakes', () => {
  it('lists the business accounts linked to the Pages the user manages', async () => {
    expect(await harness.connector.listProperties(context())).toEqual([
      { id: ACME_IG, name: '@acme.outdoor', group: 'Acme Outdoor' },
      { id: '17841400000000012', name: '@northwind.coffee', group: 'Northwind Coffee' },
    ]);
  });

  it("totals reach as Meta does over the range, fewer than the days' reach added up", async () => {
    const daily = await harness.connector.query(context(), query({ metrics: ['reach'], dimension: 'date' }));
    expect(daily.rows).toHaveLength(30);
    const whole = await harness.connector.query(context(), query({ metrics: ['reach', 'views', 'interactions', 'engagementRate'] }));
    const values = whole.rows[0]?.values ?? {};
    expect(daily.totals?.reach).toBe(values.reach);
    expect(values.reach).toBeLessThan(sum(daily.rows, 'reach'));
    expect(values.engagementRate).toBeCloseTo((100 * (values.interactions ?? 0)) / (values.reach ?? 1), 9);
    expect(harness.sandbox.requests.some((request) => request.includes('metric_type=total_value'))).toBe(true);
  });

  it('reads followers now, new followers per day, and a range over 30 days in several calls', async () => {
    const now = await harness.connector.query(context(), query({ metrics: ['followers', 'newFollowers'] }));
    expect(now.rows[0]?.values.followers).toBeGreaterThan(70_000);
    harness.sandbox.requests.length = 0;
    const long = await harness.connector.query(context(), query({ metrics: ['newFollowers'], dimension: 'date' }, { startDate: '2026-07-01', endDate: '2026-09-30' }));
    expect(long.rows).toHaveLength(92);
    expect(long.totals?.newFollowers).toBe(sum(long.rows, 'newFollowers'));
    expect(harness.sandbox.requests.filter((request) => request.includes('/insights'))).toHaveLength(4);
  });

  it('lists the posts of the range with their likes and comments, following cursors', async () => {
    const byPost = await harness.connector.query(context(), query({ metrics: ['posts', 'postLikes', 'postComments'], dimension: 'post' }));
    expect(byPost.rows).toHaveLength(15);
    expect(byPost.rows[0]?.dimension).toMatch(/^2026-09-\d\d · /);
    expect(byPost.totals?.postLikes).toBe(sum(byPost.rows, 'postLikes'));
    await harness.sandbox.setSwitch('paging', true);
    const paged = await harness.connector.query(context(), query({ metrics: ['posts', 'postLikes', 'postComments'], dimension: 'post' }));
    expect(paged.rows).toEqual(byPost.rows);
    const byDay = await harness.connector.query(context(), query({ metrics: ['posts'], dimension: 'date' }));
    expect(byDay.totals?.posts).toBe(15);
  });

  it('refuses what Meta reports only over the whole range when split by day or post', async () => {
    await expect(harness.connector.query(context(), query({ metrics: ['views'], dimension: 'date' }))).rejects.toThrow('for the whole range');
    await expect(harness.connector.query(context(), query({ metrics: ['reach'], dimension: 'post' }))).rejects.toThrow('Only post metrics');
  });

  it('needs a new consent when a permission was removed or the grant revoked, and gives nothing when empty', async () => {
    const partial = await connectMeta(harness.provider, undefined, ['instagram_basic', 'pages_show_list']);
    expect(partial.scope?.split(' ')).not.toContain('instagram_manage_insights');
    await expect(harness.connector.query(contextOf(partial), query({ metrics: ['reach'] }))).rejects.toBeInstanceOf(SourceAuthError);
    await harness.sandbox.setSwitch('revoked', true);
    await expect(harness.connector.query(context(), query({ metrics: ['reach'] }))).rejects.toBeInstanceOf(SourceAuthError);
    await harness.sandbox.state.reset();
    await harness.sandbox.setSwitch('empty', true);
    expect(await harness.connector.listProperties(context())).toEqual([]);
  });
});
