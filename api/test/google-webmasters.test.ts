import { WEBMASTERS_SCOPE } from '../src/connectors/google_webmasters/catalogue.js';
import { googleWebmastersConnector } from '../src/connectors/google_webmasters/connector.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type Connector, type ConnectorQuery } from '../src/connectors/types.js';
import { AccessTokens } from '../src/oauth/access-tokens.js';
import type { OAuthCredentials, OAuthProvider } from '../src/oauth/provider.js';
import { ALEX, connect, contextOf, sandboxProvider, startSandbox, type Sandbox } from './helpers/google-sandbox.js';

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const RANGE = { startDate: isoDaysAgo(20), endDate: isoDaysAgo(10) };
const SITE = 'sc-domain:acme-outdoor.example';
const query = (config: Record<string, unknown>, range = RANGE): ConnectorQuery => ({ config: { property: SITE, ...config }, range, timezone: 'UTC', realTime: false });

let sandbox: Sandbox;
let provider: OAuthProvider;
let credentials: OAuthCredentials;
let connector: Connector;

beforeAll(async () => {
  sandbox = await startSandbox();
  provider = sandboxProvider(sandbox, [WEBMASTERS_SCOPE]);
  credentials = await connect(provider);
  connector = googleWebmastersConnector({ endpoints: sandbox.endpoints, tokens: new AccessTokens(provider) });
});

afterAll(() => sandbox.close());

afterEach(() => {
  sandbox.state.reset();
  sandbox.requests.length = 0;
});

describe('google_webmasters connector against the Search Console fake', () => {
  it('lists verified sites only', async () => {
    expect(await connector.listProperties(contextOf(credentials))).toEqual([
      { id: 'sc-domain:acme-outdoor.example', name: 'acme-outdoor.example', group: 'Domain properties' },
      { id: 'https://shop.acme-outdoor.example/', name: 'https://shop.acme-outdoor.example/', group: 'URL-prefix properties' },
      { id: 'https://www.northwind-coffee.example/', name: 'https://www.northwind-coffee.example/', group: 'URL-prefix properties' },
    ]);
    expect(await connector.describeAccount?.(contextOf(credentials))).toBe(ALEX);
  });

  it('has fixed option lists', async () => {
    const dimensions = await connector.options(contextOf(credentials), 'dimension', {});
    expect(dimensions.map((option) => option.value)).toEqual(['date', 'query', 'page', 'country', 'device', 'searchAppearance']);
    const types = await connector.options(contextOf(credentials), 'type', {});
    expect(types.map((option) => option.value)).toEqual(['web', 'image', 'video', 'news', 'discover', 'googleNews']);
    expect((await connector.options(contextOf(credentials), 'property', {})).map((option) => option.value)).toContain(SITE);
    const byName = Object.fromEntries(connector.catalogue.metrics.map((metric) => [metric.name, metric]));
    expect(byName.ctr).toMatchObject({ format: 'percent', aggregation: 'average' });
    expect(byName.position).toMatchObject({ aggregation: 'average', inverted: true });
    expect(byName.clicks).toMatchObject({ aggregation: 'sum' });
  });

  it('answers every day of the range, with zeros for the days Search Console has no final data for yet', async () => {
    const range = { startDate: isoDaysAgo(6), endDate: isoDaysAgo(0) };
    const result = await connector.query(contextOf(credentials), query({ metrics: ['clicks', 'impressions', 'ctr', 'position'], dimension: 'date' }, range));
    expect(result.rows.map((row) => row.dimension)).toEqual(Array.from({ length: 7 }, (_, index) => isoDaysAgo(6 - index)));
    const [first] = result.rows;
    expect(first?.values.impressions).toBeGreaterThan(10_000);
    expect(first?.values.ctr).toBeCloseTo((100 * (first?.values.clicks ?? 0)) / (first?.values.impressions ?? 1), 6);
    expect(first?.values.position).toBeGreaterThan(1);
    expect(result.rows.at(-1)?.values).toEqual({ clicks: 0, impressions: 0, ctr: 0, position: 0 });
  });

  it('pages with startRow until a page comes back short', async () => {
    const paged = googleWebmastersConnector({ endpoints: sandbox.endpoints, tokens: new AccessTokens(provider), rowLimit: 5 });
    const result = await paged.query(contextOf(credentials), query({ metrics: ['clicks'], dimension: 'query' }));
    expect(result.rows).toHaveLength(16);
    expect(sandbox.requests.filter((request) => request.includes('searchAnalytics')).length).toBe(4);
    const clicks = result.rows.map((row) => row.values.clicks ?? 0);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    const whole = await connector.query(contextOf(credentials), query({ metrics: ['clicks'], dimension: 'query' }));
    expect(whole.rows).toEqual(result.rows);
  });

  it('filters, and reads pages of a URL-prefix site', async () => {
    const tents = await connector.query(contextOf(credentials), query({ metrics: ['impressions'], dimension: 'query', filter: 'query=@tent' }));
    expect(tents.rows.length).toBeGreaterThan(0);
    expect(tents.rows.every((row) => row.dimension?.includes('tent'))).toBe(true);
    const shop = await connector.query(contextOf(credentials), query({ property: 'https://shop.acme-outdoor.example/', metrics: ['clicks'], dimension: 'page' }));
    expect(shop.rows.every((row) => row.dimension?.startsWith('https://shop.acme-outdoor.example/'))).toBe(true);
    await expect(connector.query(contextOf(credentials), query({ metrics: ['clicks'], filter: 'date==2024-01-01' }))).rejects.toBeInstanceOf(SourceProviderError);
  });

  it('gives an empty list for no rows, one zero row without dimension', async () => {
    sandbox.setSwitch('empty', true);
    expect((await connector.query(contextOf(credentials), query({ metrics: ['clicks'], dimension: 'country' }))).rows).toEqual([]);
    expect((await connector.query(contextOf(credentials), query({ metrics: ['clicks', 'position'] }))).rows).toEqual([{ dimension: null, values: { clicks: 0, position: 0 } }]);
    expect(await connector.listProperties(contextOf(credentials))).toEqual([]);
  });

  it('maps the error switches', async () => {
    sandbox.setSwitch('quota', true);
    await expect(connector.query(contextOf(credentials), query({ metrics: ['clicks'] }))).rejects.toBeInstanceOf(SourceQuotaError);
    sandbox.state.reset();
    sandbox.setSwitch('server_error', true, ALEX);
    await expect(connector.listProperties(contextOf(credentials))).rejects.toMatchObject({ name: 'SourceProviderError', status: 503 });
    sandbox.state.reset();
    sandbox.setSwitch('revoked', true);
    await expect(connector.listProperties(contextOf(credentials))).rejects.toBeInstanceOf(SourceAuthError);
  });

  it('refuses a site the user has not verified', async () => {
    const result = connector.query(contextOf(credentials), query({ property: 'https://legacy.bluebird-dental.example/', metrics: ['clicks'] }));
    await expect(result).rejects.toMatchObject({ name: 'SourceProviderError', status: 403 });
  });
});
