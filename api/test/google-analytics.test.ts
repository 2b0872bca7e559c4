import { googleAnalyticsConnector } from '../src/connectors/google_analytics/connector.js';
import { ANALYTICS_SCOPE } from '../src/connectors/google_analytics/catalogue.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type ConnectorQuery } from '../src/connectors/types.js';
import { AccessTokens } from '../src/oauth/access-tokens.js';
import { ALEX, SAM, connect, connectorHarness, contextOf } from './helpers/google-sandbox.js';

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const LAST_WEEK = { startDate: isoDaysAgo(14), endDate: isoDaysAgo(8) };
const query = (config: Record<string, unknown>, extra: Partial<ConnectorQuery> = {}): ConnectorQuery => ({ config, range: LAST_WEEK, timezone: 'UTC', realTime: false, ...extra });
const ACME = '310000001';

const harness = connectorHarness([ANALYTICS_SCOPE], (sandbox, tokens) => googleAnalyticsConnector({ endpoints: sandbox.endpoints, tokens }));

const count = (path: string) => harness.sandbox.requests.filter((request) => request.includes(path)).length;

describe('google_analytics connector against the GA4 fakes', () => {
  it('lists the properties of every account, grouped by account, following page tokens', async () => {
    const expected = [
      { id: '310000001', name: 'acme-outdoor.example - GA4', group: 'Acme Outdoor' },
      { id: '310000002', name: 'Acme Outdoor Shop', group: 'Acme Outdoor' },
      { id: '310000003', name: 'northwind-coffee.example', group: 'Northwind Coffee' },
      { id: '310000004', name: 'bluebird-dental.example', group: 'Bluebird Dental' },
    ];
    expect(await harness.connector.listProperties(contextOf(harness.credentials))).toEqual(expected);
    expect(count('/accountSummaries')).toBe(1);

    await harness.sandbox.setSwitch('paging', true);
    expect(await harness.connector.listProperties(contextOf(harness.credentials))).toEqual(expected);
    expect(count('/accountSummaries')).toBe(4);
  });

  it('names the account it was connected with', async () => {
    expect(await harness.connector.describeAccount?.(contextOf(harness.credentials))).toBe(ALEX);
  });

  it("offers the property's metrics and dimensions from its metadata, custom definitions included", async () => {
    const metrics = await harness.connector.options(contextOf(harness.credentials), 'metrics', { property: ACME });
    expect(metrics).toEqual(
      expect.arrayContaining([
        { value: 'sessions', label: 'Sessions' },
        { value: 'bounceRate', label: 'Bounce rate' },
        { value: 'customEvent:order_margin', label: 'Order margin' },
      ]),
    );
    const dimensions = await harness.connector.options(contextOf(harness.credentials), 'dimension', { property: ACME });
    expect(dimensions).toEqual(
      expect.arrayContaining([
        { value: 'date', label: 'Date' },
        { value: 'country', label: 'Country' },
      ]),
    );
    const properties = await harness.connector.options(contextOf(harness.credentials), 'property', {});
    expect(properties[0]).toEqual({ value: '310000001', label: 'acme-outdoor.example - GA4 (Acme Outdoor)' });
    await expect(harness.connector.options(contextOf(harness.credentials), 'metrics', {})).rejects.toThrow(SourceProviderError);
  });

  it('maps the catalogue formats: rates as percent averaged, money, seconds, per-session averages', () => {
    const byName = Object.fromEntries(harness.connector.catalogue.metrics.map((metric) => [metric.name, metric]));
    expect(byName.sessions).toMatchObject({ format: 'number', aggregation: 'sum' });
    expect(byName.bounceRate).toMatchObject({ format: 'percent', aggregation: 'average' });
    expect(byName.totalRevenue).toMatchObject({ format: 'money', aggregation: 'sum' });
    expect(byName.averageSessionDuration).toMatchObject({ format: 'time_s', aggregation: 'average' });
    expect(byName.screenPageViewsPerSession).toMatchObject({ format: 'average', aggregation: 'average' });
    expect(harness.connector.catalogue.parameters.map((parameter) => [parameter.name, parameter.required, parameter.dependsOn])).toEqual([
      ['property', true, undefined],
      ['metrics', true, 'property'],
      ['dimension', false, 'property'],
      ['filter', false, undefined],
    ]);
  });

  it('answers a day per date of the range, YYYYMMDD mapped to YYYY-MM-DD, string values as numbers, rates in points', async () => {
    const result = await harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions', 'bounceRate'], dimension: 'date' }));
    expect(result.dimension).toBe('date');
    expect(result.rows.map((row) => row.dimension)).toEqual(Array.from({ length: 7 }, (_, index) => isoDaysAgo(14 - index)));
    for (const row of result.rows) {
      expect(Number.isInteger(row.values.sessions)).toBe(true);
      expect(row.values.sessions).toBeGreaterThan(1000);
      expect(row.values.bounceRate).toBeGreaterThan(10);
      expect(row.values.bounceRate).toBeLessThan(90);
    }
    // The same figures as the raw API, whose values are strings.
    const raw = await fetch(`${harness.sandbox.endpoints.analyticsData}/v1beta/properties/${ACME}:runReport`, {
      method: 'POST',
      headers: { authorization: `Bearer ${harness.credentials.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ dateRanges: [LAST_WEEK], dimensions: [{ name: 'date' }], metrics: [{ name: 'sessions' }], orderBys: [{ dimension: { dimensionName: 'date' } }] }),
    }).then((response) => response.json() as Promise<{ rows: Array<{ dimensionValues: Array<{ value: string }>; metricValues: Array<{ value: string }> }> }>);
    expect(raw.rows[0]?.dimensionValues[0]?.value).toBe(LAST_WEEK.startDate.replaceAll('-', ''));
    expect(typeof raw.rows[0]?.metricValues[0]?.value).toBe('string');
    expect(result.rows[0]?.values.sessions).toBe(Number(raw.rows[0]?.metricValues[0]?.value));
  });

  it("takes GA4's own totals for the range: rates over all sessions, not a mean of the days", async () => {
    const byDay = await harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions', 'bounceRate'], dimension: 'date' }));
    const whole = await harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions', 'bounceRate'] }));
    expect(byDay.totals?.sessions).toBe(whole.rows[0]?.values.sessions);
    expect(byDay.totals?.bounceRate).toBeCloseTo(whole.rows[0]?.values.bounceRate ?? 0, 6);
    const meanOfDays = byDay.rows.reduce((sum, row) => sum + (row.values.bounceRate ?? 0), 0) / byDay.rows.length;
    expect(byDay.totals?.bounceRate).not.toBeCloseTo(meanOfDays, 6);
  });

  it('sums a breakdown to the no-dimension total and pages through rowCount', async () => {
    const total = await harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions'] }));
    expect(total.rows).toHaveLength(1);
    const paged = googleAnalyticsConnector({ endpoints: harness.sandbox.endpoints, tokens: new AccessTokens(harness.provider), pageSize: 3 });
    const byCountry = await paged.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions'], dimension: 'country' }));
    expect(byCountry.rows).toHaveLength(10);
    expect(count(':runReport')).toBe(1 + 4);
    expect(byCountry.rows.reduce((sum, row) => sum + (row.values.sessions ?? 0), 0)).toBe(total.rows[0]?.values.sessions);
    expect(byCountry.rows[0]?.dimension).toBe('United States');

    const bounded = googleAnalyticsConnector({ endpoints: harness.sandbox.endpoints, tokens: new AccessTokens(harness.provider), pageSize: 3, maxPages: 2 });
    await expect(bounded.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions'], dimension: 'country' }))).rejects.toThrow(
      'Google Analytics has more than 2 pages of rows',
    );

    harness.sandbox.requests.length = 0;
    await harness.sandbox.setSwitch('paging', true);
    const shortPages = await harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions'], dimension: 'country' }));
    expect(shortPages.rows).toEqual(byCountry.rows);
    expect(count(':runReport')).toBe(2);
  });

  it('applies the text filter as a GA4 dimension filter', async () => {
    const france = await harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions'], dimension: 'country', filter: 'country==france' }));
    expect(france.rows.map((row) => row.dimension)).toEqual(['France']);
    const notUs = await harness.connector.query(
      contextOf(harness.credentials),
      query({ property: ACME, metrics: ['sessions'], dimension: 'deviceCategory', filter: 'country!=United States;deviceCategory=~^(mobile|tablet)$' }),
    );
    expect(notUs.rows.map((row) => row.dimension).sort()).toEqual(['mobile', 'tablet']);
    await expect(harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions'], filter: 'country~France' }))).rejects.toThrow(/not valid/);
  });

  it('turns missing data into zeros: empty reports, days without data, a query without dimension', async () => {
    await harness.sandbox.setSwitch('empty', true);
    const byDay = await harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions', 'totalRevenue'], dimension: 'date' }));
    expect(byDay.rows).toHaveLength(7);
    expect(byDay.rows.every((row) => row.values.sessions === 0 && row.values.totalRevenue === 0)).toBe(true);
    expect((await harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions'] }))).rows).toEqual([{ dimension: null, values: { sessions: 0 } }]);
    expect((await harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions'], dimension: 'country' }))).rows).toEqual([]);
    await harness.sandbox.setSwitch('empty', false);

    const future = { startDate: isoDaysAgo(-8), endDate: isoDaysAgo(-10) };
    const ahead = await harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions'], dimension: 'date' }, { range: future }));
    expect(ahead.rows.map((row) => row.values.sessions)).toEqual([0, 0, 0]);
  });

  it('answers real-time queries from runRealtimeReport', async () => {
    const byCountry = await harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['activeUsers'], dimension: 'country' }, { realTime: true }));
    expect(byCountry.dimension).toBe('country');
    expect(byCountry.rows.length).toBeGreaterThan(0);
    expect(count(':runRealtimeReport')).toBe(1);
    const total = await harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['activeUsers'], dimension: 'date' }, { realTime: true }));
    expect(total).toMatchObject({ dimension: null, rows: [{ dimension: null }] });
    await expect(harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions'] }, { realTime: true }))).rejects.toMatchObject({
      name: 'SourceProviderError',
      status: 400,
    });
  });

  it('maps quota, server errors and lost property access', async () => {
    await harness.sandbox.setSwitch('quota', true, ALEX);
    const quota = harness.connector.query(contextOf(harness.credentials), query({ property: ACME, metrics: ['sessions'] }));
    await expect(quota).rejects.toBeInstanceOf(SourceQuotaError);
    await expect(quota).rejects.toMatchObject({ retryAfterMs: 30_000 });
    await harness.sandbox.state.reset();

    await harness.sandbox.setSwitch('server_error', true);
    await expect(harness.connector.listProperties(contextOf(harness.credentials))).rejects.toMatchObject({ name: 'SourceProviderError', status: 503 });
    await harness.sandbox.state.reset();

    const sam = await connect(harness.provider, SAM);
    await expect(harness.connector.query(contextOf(sam), query({ property: ACME, metrics: ['sessions'] }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 403 });
  });

  it('refreshes an expired token once, stores the new one, and gives up when the grant is revoked', async () => {
    const own = await connect(harness.provider);
    harness.sandbox.requests.length = 0;
    await harness.sandbox.setSwitch('expired', true, ALEX);
    const context = contextOf(own);
    await harness.connector.listProperties(context);
    expect(context.stored).toHaveLength(1);
    expect(context.stored[0]).toMatchObject({ refresh_token: own.refresh_token, scope: own.scope });
    expect(context.stored[0]?.access_token).not.toBe(own.access_token);
    expect(count('/oauth2/token')).toBe(1);

    await harness.sandbox.setSwitch('revoked', true, ALEX);
    const revoked = contextOf(own);
    await expect(harness.connector.listProperties(revoked)).rejects.toBeInstanceOf(SourceAuthError);
    await expect(harness.connector.listProperties(revoked)).rejects.toThrow(/expired or revoked/);
  });

  it('refreshes ahead of expiry, and concurrent queries share one refresh', async () => {
    const own = await connect(harness.provider);
    const stale = { ...own, expires_at: Date.now() + 30_000 };
    harness.sandbox.requests.length = 0;
    const context = contextOf(stale);
    const queries = Array.from({ length: 5 }, () => harness.connector.query(context, query({ property: ACME, metrics: ['sessions'] })));
    const others = Array.from({ length: 3 }, () => harness.connector.listProperties(contextOf(stale)));
    await Promise.all([...queries, ...others]);
    expect(count('/oauth2/token')).toBe(1);
    expect(context.stored).toHaveLength(1);
    expect(context.stored[0]?.expires_at).toBeGreaterThan(Date.now() + 3_000_000);
  });

  it('asks for a new consent when the analytics scope was not granted', async () => {
    const emailOnly = await connect(
      harness.provider,
      ALEX,
      harness.provider.scopes.filter((scope) => scope !== ANALYTICS_SCOPE),
    );
    await expect(harness.connector.listProperties(contextOf(emailOnly))).rejects.toBeInstanceOf(SourceAuthError);
  });
});
