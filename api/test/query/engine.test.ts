import type { SourceType } from '@pulseboard/shared/contracts';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type Connector, type ConnectorQuery, type ConnectorResult } from '../../src/connectors/types.js';
import { TtlCache } from '../../src/query/cache.js';
import { InFlightCoalescer } from '../../src/query/coalescer.js';
import { createQueryEngine } from '../../src/query/engine.js';
import { KeyedLimiter } from '../../src/query/limiter.js';
import { SourceFetcher } from '../../src/query/source-fetcher.js';
import type { StoredSource } from '../../src/query/sources.js';
import { FakeConnector } from './fake-connector.js';
import { instance, request } from './fixtures.js';

interface Row extends StoredSource {
  companyId: number;
}

const COMPANY = 1;

/** Sessions and bounce rate per day, from a per-day table of the range asked. */
function dailyAnswer(byDay: Record<string, [number, number]>) {
  return (query: ConnectorQuery): ConnectorResult => ({
    dimension: 'date',
    metrics: ['sessions', 'bounceRate'],
    rows: Object.entries(byDay)
      .filter(([day]) => day >= query.range.startDate && day <= query.range.endDate)
      .map(([day, [sessions, bounceRate]]) => ({ dimension: day, values: { sessions, bounceRate } })),
  });
}

function setup(connectors: Partial<Record<SourceType, Connector>>, rows: Row[] = []) {
  const invalidated: number[] = [];
  const logged: object[] = [];
  const engine = createQueryEngine<Row>({
    connectors: { get: (type) => connectors[type] },
    sources: {
      find: async (companyId, id) => rows.find((row) => row.id === id && row.companyId === companyId),
      contextOf: () => ({ credentials: {}, onCredentialsRefreshed: async () => {} }),
      markInvalid: async (row) => void invalidated.push(row.id),
    },
    fetcher: new SourceFetcher({
      cache: new TtlCache<ConnectorResult>({ maxWeight: 100 }),
      coalescer: new InFlightCoalescer(),
      limiter: new KeyedLimiter(4),
      retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1, budgetMs: 1 },
      ttlMs: { historical: 60_000, realTime: 1_000 },
    }),
    log: { error: (details) => void logged.push(details) },
  });
  return { engine, invalidated, logged };
}

describe('query engine', () => {
  it('merges two instances on the date, with totals, comparison, calculated metrics, order and limit', async () => {
    const site = new FakeConnector(dailyAnswer({ '2024-03-01': [100, 40], '2024-03-02': [300, 20], '2024-02-28': [200, 50], '2024-02-29': [100, 50] }));
    const blog = new FakeConnector(dailyAnswer({ '2024-03-01': [50, 60], '2024-03-03': [10, 80] }));
    const { engine } = setup({ demo: site, semrush: blog }, [{ id: 7, name: 'semrush', invalid: false, companyId: COMPANY }]);
    const data = await engine.run(
      COMPANY,
      request(
        [
          instance('Site', { metrics: ['sessions', 'bounceRate'], dimension: 'date' }),
          { ...instance('Blog', { metrics: ['sessions', 'bounceRate'], dimension: 'date' }), type: 'semrush', sourceId: 7 },
        ],
        {
          calculatedMetrics: [
            { id: 'share', name: 'Blog share', type: 'percent', expression: '{Blog:sessions} / ({Site:sessions} + {Blog:sessions}) * 100' },
            { id: 'avg', name: 'Average total', type: 'average_number', expression: '{Site:sessions} + {Blog:sessions}' },
          ],
          orderBy: { column: 'Site:sessions', dir: 'desc' },
          rowsLimit: 2,
        },
        { range: { startDate: '2024-03-01', endDate: '2024-03-03' }, compare: { startDate: '2024-02-27', endDate: '2024-02-29' } },
      ),
    );
    expect(data.dimension).toEqual({ name: 'date', label: 'Date' });
    expect(data.columns).toEqual([
      { key: 'Site:sessions', label: 'Site Sessions', format: 'number' },
      { key: 'Site:bounceRate', label: 'Site Bounce rate', format: 'percent' },
      { key: 'Blog:sessions', label: 'Blog Sessions', format: 'number' },
      { key: 'Blog:bounceRate', label: 'Blog Bounce rate', format: 'percent' },
      { key: 'calc:share', label: 'Blog share', format: 'percent' },
      { key: 'calc:avg', label: 'Average total', format: 'average' },
    ]);
    expect(data.rows.map((row) => row.dimension)).toEqual(['2024-03-02', '2024-03-01']);
    expect(data.rows[1]?.values).toEqual({ 'Site:sessions': 100, 'Site:bounceRate': 40, 'Blog:sessions': 50, 'Blog:bounceRate': 60, 'calc:share': (50 / 150) * 100, 'calc:avg': 150 });
    // All three days count in the totals, the limit only trims what is shown.
    expect(data.totals).toEqual({ 'Site:sessions': 400, 'Site:bounceRate': 30, 'Blog:sessions': 60, 'Blog:bounceRate': 70, 'calc:share': (60 / 460) * 100, 'calc:avg': (150 + 300 + 10) / 3 });
    expect(data.compareTotals).toEqual({ 'Site:sessions': 300, 'Site:bounceRate': 50, 'Blog:sessions': 0, 'Blog:bounceRate': 0, 'calc:share': 0, 'calc:avg': 150 });
    expect(data.change).toEqual({ 'Site:sessions': 1 / 3, 'Site:bounceRate': -0.4, 'Blog:sessions': null, 'Blog:bounceRate': null, 'calc:share': null, 'calc:avg': (460 / 3 - 150) / 150 });
    expect(data.errors).toEqual([]);
  });

  it("takes the connector's own totals over the rows' aggregation, and its currency for money columns", async () => {
    // Two days of a rate: the mean of the days would be 30, the provider's figure over the range is 35.
    const rated = new FakeConnector((query) => ({
      ...dailyAnswer({ '2024-03-01': [100, 40], '2024-03-02': [300, 20] })(query),
      totals: { bounceRate: 35 },
      currency: 'EUR',
    }));
    const { engine } = setup({ demo: rated });
    const data = await engine.run(
      COMPANY,
      request(
        [instance('Site', { metrics: ['sessions', 'bounceRate', 'revenue'], dimension: 'date' })],
        {},
        { range: { startDate: '2024-03-01', endDate: '2024-03-02' }, compare: { startDate: '2024-02-01', endDate: '2024-02-02' } },
      ),
    );
    expect(data.totals).toMatchObject({ 'Site:sessions': 400, 'Site:bounceRate': 35 });
    expect(data.compareTotals).toMatchObject({ 'Site:bounceRate': 35 });
    expect(data.columns.find((column) => column.key === 'Site:revenue')).toMatchObject({ format: 'money', currency: 'EUR' });
    expect(data.columns.find((column) => column.key === 'Site:sessions')).not.toHaveProperty('currency');
  });

  it('answers zeros for an empty result', async () => {
    const { engine } = setup({ demo: new FakeConnector(() => ({ dimension: null, metrics: ['sessions'], rows: [] })) });
    const data = await engine.run(COMPANY, request([instance('a')], {}, { compare: { startDate: '2024-02-01', endDate: '2024-02-29' } }));
    expect(data).toMatchObject({ rows: [], totals: { 'a:sessions': 0 }, compareTotals: { 'a:sessions': 0 }, change: { 'a:sessions': null }, errors: [] });
  });

  it('reports each failing instance by kind while the others still answer', async () => {
    const fine = new FakeConnector();
    const expired = new FakeConnector(() => {
      throw new SourceAuthError('invalid_grant');
    });
    const quota = new FakeConnector(() => {
      throw new SourceQuotaError('RESOURCE_EXHAUSTED');
    });
    const broken = new FakeConnector(() => {
      throw new SourceProviderError('The property was deleted.', 404);
    });
    const crashing = new FakeConnector(() => {
      throw new TypeError('fetch failed');
    });
    const rows: Row[] = [
      { id: 1, name: 'google_analytics', invalid: false, companyId: COMPANY },
      { id: 2, name: 'google_ads', invalid: false, companyId: COMPANY },
      { id: 3, name: 'facebook', invalid: false, companyId: COMPANY },
      { id: 4, name: 'instagram', invalid: false, companyId: COMPANY },
      { id: 5, name: 'semrush', invalid: true, companyId: COMPANY },
      { id: 6, name: 'semrush', invalid: false, companyId: 2 },
      { id: 8, name: 'tiktok', invalid: false, companyId: COMPANY },
    ];
    const { engine, invalidated, logged } = setup({ demo: fine, google_analytics: expired, google_ads: quota, facebook: broken, instagram: crashing, semrush: fine }, rows);
    const on = (id: string, type: SourceType, sourceId: number | null) => ({ ...instance(id), type, sourceId });
    const data = await engine.run(
      COMPANY,
      request([
        instance('ok'),
        on('expired', 'google_analytics', 1),
        on('quota', 'google_ads', 2),
        on('broken', 'facebook', 3),
        on('crashing', 'instagram', 4),
        on('invalid', 'semrush', 5),
        on('foreign', 'semrush', 6),
        on('gone', 'semrush', 99),
        on('unsaved', 'semrush', null),
        on('wrong-type', 'google_ads', 5),
        on('no-connector', 'tiktok', 8),
      ]),
    );
    expect(data.errors.map(({ instanceId, kind }) => [instanceId, kind])).toEqual([
      ['expired', 'source_invalid'],
      ['quota', 'quota'],
      ['broken', 'provider'],
      ['crashing', 'provider'],
      ['invalid', 'source_invalid'],
      ['foreign', 'missing_source'],
      ['gone', 'missing_source'],
      ['unsaved', 'missing_source'],
      ['wrong-type', 'missing_source'],
      ['no-connector', 'provider'],
    ]);
    expect(data.errors.find((error) => error.instanceId === 'broken')?.message).toBe('The property was deleted.');
    expect(data.errors.find((error) => error.instanceId === 'crashing')?.message).toBe('The provider could not be reached.');
    expect(data.errors.find((error) => error.instanceId === 'no-connector')?.message).toBe('TikTok Ads is not available yet.');
    expect(data.errors.find((error) => error.instanceId === 'foreign')).toEqual({
      instanceId: 'foreign',
      sourceId: 6,
      kind: 'missing_source',
      message: 'The source of this widget is gone: choose another one.',
    });
    expect(invalidated).toEqual([1]);
    expect(logged).toHaveLength(1);
    // Neither the invalid nor the foreign source was queried; the healthy instance answered.
    expect(fine.calls).toHaveLength(1);
    expect(data.totals['ok:sessions']).toBe(1);
    expect(data.totals['expired:sessions']).toBeNull();
  });

  it("tells a viewer outside the company neither the failing instance's source nor the provider's wording, which may quote its settings", async () => {
    const broken = new FakeConnector(() => {
      throw new SourceProviderError('Filter "campaign =~ secret-client" is not valid for property 123456789.', 400);
    });
    const expired = new FakeConnector(() => {
      throw new SourceAuthError('invalid_grant');
    });
    const rows: Row[] = [
      { id: 3, name: 'facebook', invalid: false, companyId: COMPANY },
      { id: 4, name: 'google_analytics', invalid: false, companyId: COMPANY },
    ];
    const widget = request([
      { ...instance('broken'), type: 'facebook', sourceId: 3 },
      { ...instance('expired'), type: 'google_analytics', sourceId: 4 },
    ]);
    const asMember = await setup({ facebook: broken, google_analytics: expired }, rows).engine.run(COMPANY, widget, undefined, 'member');
    const asOutsider = await setup({ facebook: broken, google_analytics: expired }, rows).engine.run(COMPANY, widget, undefined, 'outsider');
    expect(asMember.errors).toEqual([
      { instanceId: 'broken', sourceId: 3, kind: 'provider', message: 'Filter "campaign =~ secret-client" is not valid for property 123456789.' },
      { instanceId: 'expired', sourceId: 4, kind: 'source_invalid', message: 'The source needs to be connected again: its authorisation expired or was revoked.' },
    ]);
    expect(asOutsider.errors).toEqual([
      { instanceId: 'broken', sourceId: null, kind: 'provider', message: "The provider did not answer this widget's query." },
      { instanceId: 'expired', sourceId: null, kind: 'source_invalid', message: 'The source needs to be connected again: its authorisation expired or was revoked.' },
    ]);
  });
});
