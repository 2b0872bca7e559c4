import { WEBMASTERS_SCOPE } from '../src/connectors/google_webmasters/catalogue.js';
import { googleWebmastersConnector } from '../src/connectors/google_webmasters/connector.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type ConnectorQuery } from '../src/connectors/types.js';
import { AccessTokens } from '../src/oauth/access-tokens.js';
import { ALEX, connectorHarness, contextOf } from './helpers/google-sandbox.js';

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const RANGE = { startDate: isoDaysAgo(20), endDate: isoDaysAgo(10) };
const SITE = 'sc-domain:acme-outdoor.example';
const query = (config: Record<string, unknown>, range = RANGE): ConnectorQuery => ({ config: { property: SITE, ...config }, range, timezone: 'UTC', realTime: false });

const harness = connectorHarness([WEBMASTERS_SCOPE], (sandbox, tokens) => googleWebmastersConnector({ endpoints: sandbox.endpoints, tokens }));

describe('google_webmasters connector against the Search Console fake', () => {
  it('lists verified sites only', async () => {
    expect(await harness.connector.listProperties(contextOf(harness.credentials))).toEqual([
      { id: 'sc-domain:acme-outdoor.example', name: 'acme-outdoor.example', group: 'Domain properties' },
      { id: 'https://shop.acme-outdoor.example/', name: 'https://shop.acme-outdoor.example/', group: 'URL-prefix properties' },
      { id: 'https://www.northwind-coffee.example/', name: 'https://www.northwind-coffee.example/', group: 'URL-prefix properties' },
    ]);
    expect(await harness.connector.describeAccount?.(contextOf(harness.credentials))).toBe(ALEX);
  });

  it('has fixed option lists', async () => {
    const dimensions = await harness.connector.options(contextOf(harness.credentials), 'dimension', {});
    expect(dimensions.map((option) => option.value)).toEqual(['date', 'query', 'page', 'country', 'device', 'searchAppearance']);
    const types = await harness.connector.options(contextOf(harness.credentials), 'type', {});
    expect(types.map((option) => option.value)).toEqual(['web', 'image', 'video', 'news', 'discover', 'googleNews']);
    expect((await harness.connector.options(contextOf(harness.credentials), 'property', {})).map((option) => option.value)).toContain(SITE);
    const byName = Object.fromEntries(harness.connector.catalogue.metrics.map((metric) => [metric.name, metric]));
    expect(byName.ctr).toMatchObject({ format: 'percent', aggregation: 'average' });
    expect(byName.position).toMatchObject({ aggregation: 'average', inverted: true });
    expect(byName.clicks).toMatchObject({ aggregation: 'sum' });
  });

  it('answers every day of the range, with zeros for the days Search Console has no final data for yet', async () => {
    const range = { startDate: isoDaysAgo(6), endDate: isoDaysAgo(0) };
    const result = await harness.connector.query(contextOf(harness.credentials), query({ metrics: ['clicks', 'impressions', 'ctr', 'position'], dimension: 'date' }, range));
    expect(result.rows.map((row) => row.dimension)).toEqual(Array.from({ length: 7 }, (_, index) => isoDaysAgo(6 - index)));
    const [first] = result.rows;
    expect(first?.values.impressions).toBeGreaterThan(10_000);
    expect(first?.values.ctr).toBeCloseTo((100 * (first?.values.clicks ?? 0)) / (first?.values.impressions ?? 1), 6);
    expect(first?.values.position).toBeGreaterThan(1);
    expect(result.rows.at(-1)?.values).toEqual({ clicks: 0, impressions: 0, ctr: 0, position: 0 });
  });

  it('totals CTR from all clicks and impressions and the position weighted by impressions, never as a mean of days', async () => {
    const byDay = await harness.connector.query(contextOf(harness.credentials), query({ metrics: ['clicks', 'impressions', 'ctr', 'position'], dimension: 'date' }));
    const sum = (metric: string) => byDay.rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);
    const weighted = byDay.rows.reduce((total, row) => total + (row.values.position ?? 0) * (row.values.impressions ?? 0), 0);
    expect(byDay.totals?.clicks).toBe(sum('clicks'));
    expect(byDay.totals?.ctr).toBeCloseTo((100 * sum('clicks')) / sum('impressions'), 9);
    expect(byDay.totals?.position).toBeCloseTo(weighted / sum('impressions'), 9);
    expect(byDay.totals?.ctr).not.toBeCloseTo(sum('ctr') / byDay.rows.length, 6);
    const whole = await harness.connector.query(contextOf(harness.credentials), query({ metrics: ['ctr', 'position'] }));
    expect(whole.rows[0]?.values.ctr).toBeCloseTo(byDay.totals?.ctr ?? 0, 6);
  });

  it('pages with startRow until a page comes back short', async () => {
    const paged = googleWebmastersConnector({ endpoints: harness.sandbox.endpoints, tokens: new AccessTokens(harness.provider), rowLimit: 5 });
    const result = await paged.query(contextOf(harness.credentials), query({ metrics: ['clicks'], dimension: 'query' }));
    expect(result.rows).toHaveLength(16);
    expect(harness.sandbox.requests.filter((request) => request.includes('searchAnalytics')).length).toBe(4);
    const clicks = result.rows.map((row) => row.values.clicks ?? 0);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    const whole = await harness.connector.query(contextOf(harness.credentials), query({ metrics: ['clicks'], dimension: 'query' }));
    expect(whole.rows).toEqual(result.rows);
  });

  it('stops at its page limit with an error that says how to narrow the widget', async () => {
    const bounded = googleWebmastersConnector({ endpoints: harness.sandbox.endpoints, tokens: new AccessTokens(harness.provider), rowLimit: 5, maxPages: 3 });
    harness.sandbox.requests.length = 0;
    await expect(bounded.query(contextOf(harness.credentials), query({ metrics: ['clicks'], dimension: 'query' }))).rejects.toThrow('Search Console has more than 3 pages of rows for this query');
    expect(harness.sandbox.requests.filter((request) => request.includes('searchAnalytics')).length).toBe(3);
  });

  it('filters, and reads pages of a URL-prefix site', async () => {
    const tents = await harness.connector.query(contextOf(harness.credentials), query({ metrics: ['impressions'], dimension: 'query', filter: 'query=@tent' }));
    expect(tents.rows.length).toBeGreaterThan(0);
    expect(tents.rows.every((row) => row.dimension?.includes('tent'))).toBe(true);
    const shop = await harness.connector.query(contextOf(harness.credentials), query({ property: 'https://shop.acme-outdoor.example/', metrics: ['clicks'], dimension: 'page' }));
    expect(shop.rows.every((row) => row.dimension?.startsWith('https://shop.acme-outdoor.example/'))).toBe(true);
    await expect(harness.connector.query(contextOf(harness.credentials), query({ metrics: ['clicks'], filter: 'date==2024-01-01' }))).rejects.toBeInstanceOf(SourceProviderError);
  });

  it('gives an empty list for no rows, one zero row without dimension', async () => {
    await harness.sandbox.setSwitch('empty', true);
    expect((await harness.connector.query(contextOf(harness.credentials), query({ metrics: ['clicks'], dimension: 'country' }))).rows).toEqual([]);
    expect((await harness.connector.query(contextOf(harness.credentials), query({ metrics: ['clicks', 'position'] }))).rows).toEqual([{ dimension: null, values: { clicks: 0, position: 0 } }]);
    expect(await harness.connector.listProperties(contextOf(harness.credentials))).toEqual([]);
  });

  it('maps the error switches', async () => {
    await harness.sandbox.setSwitch('quota', true);
    await expect(harness.connector.query(contextOf(harness.credentials), query({ metrics: ['clicks'] }))).rejects.toBeInstanceOf(SourceQuotaError);
    await harness.sandbox.state.reset();
    await harness.sandbox.setSwitch('server_error', true, ALEX);
    await expect(harness.connector.listProperties(contextOf(harness.credentials))).rejects.toMatchObject({ name: 'SourceProviderError', status: 503 });
    await harness.sandbox.state.reset();
    await harness.sandbox.setSwitch('revoked', true);
    await expect(harness.connector.listProperties(contextOf(harness.credentials))).rejects.toBeInstanceOf(SourceAuthError);
  });

  it('refuses a site the user has not verified', async () => {
    const result = harness.connector.query(contextOf(harness.credentials), query({ property: 'https://legacy.bluebird-dental.example/', metrics: ['clicks'] }));
    await expect(result).rejects.toMatchObject({ name: 'SourceProviderError', status: 403 });
  });
});
