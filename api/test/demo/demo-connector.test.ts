import { sourceCatalogueSchema } from '@pulseboard/shared/contracts';
import { createDemoConnector } from '../../src/connectors/demo/connector.js';
import { DATASETS } from '../../src/connectors/demo/datasets/index.js';
import { SourceProviderError, type ConnectorResult } from '../../src/connectors/types.js';

const context = { credentials: {}, onCredentialsRefreshed: async () => {} };
const demo = createDemoConnector();
const CLIENTS = ['acme-shoes', 'northwind-travel', 'bluebird-bakery', 'helix-crm'];
const METRICS = Object.fromEntries(DATASETS.map((dataset) => [dataset.id, Object.keys(dataset.metrics)]));

function query(config: Record<string, unknown>, startDate = '2024-03-01', endDate = startDate, connector = demo): Promise<ConnectorResult> {
  return connector.query(context, { config, range: { startDate, endDate }, timezone: 'UTC', realTime: false });
}
const whole = async (property: string, dataset: string, startDate: string, endDate: string) => (await query({ property, dataset, metrics: METRICS[dataset] }, startDate, endDate)).rows[0]!.values;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('sample data: determinism', () => {
  it('gives the same numbers for the same question, from any connector instance, in any order', async () => {
    const config = { property: 'acme-shoes', dataset: 'web', metrics: METRICS.web, dimension: 'country' };
    const first = await query(config, '2024-01-01', '2024-01-31');
    await query({ property: 'helix-crm', dataset: 'ads', metrics: ['cost'] }, '2020-01-01', '2020-02-01');
    expect(await query(config, '2024-01-01', '2024-01-31', createDemoConnector())).toEqual(first);
  });

  it('keeps a day’s figures whatever range it is asked within', async () => {
    const config = { property: 'northwind-travel', dataset: 'seo', metrics: METRICS.seo, dimension: 'date' };
    const month = await query(config, '2024-03-01', '2024-03-31');
    const week = await query(config, '2024-03-10', '2024-03-16');
    expect(week.rows).toEqual(month.rows.slice(9, 16));
  });
});

describe('sample data: plausibility', () => {
  it.each(CLIENTS)('%s has consistent web, ads, social, SEO and shop figures', async (property) => {
    for (const [startDate, endDate] of [
      ['2024-03-01', '2024-03-31'],
      ['2024-12-24', '2024-12-24'],
    ] as const) {
      const web = await whole(property, 'web', startDate, endDate);
      expect(web.totalUsers).toBeLessThanOrEqual(web.sessions!);
      expect(web.newUsers).toBeLessThanOrEqual(web.totalUsers!);
      expect(web.activeUsers).toBeLessThanOrEqual(web.totalUsers!);
      expect(web.conversions).toBeLessThanOrEqual(web.sessions!);
      expect(web.screenPageViews).toBeGreaterThanOrEqual(web.sessions!);
      expect(web.bounceRate).toBeGreaterThan(20);
      expect(web.bounceRate).toBeLessThan(75);
      expect(web.averageSessionDuration).toBeGreaterThan(30);
      expect(web.averageSessionDuration).toBeLessThan(600);

      const ads = await whole(property, 'ads', startDate, endDate);
      expect(ads.clicks).toBeLessThanOrEqual(ads.impressions!);
      expect(ads.ctr).toBeCloseTo((ads.clicks! / ads.impressions!) * 100, 1);
      expect(ads.cpc).toBeCloseTo(ads.cost! / ads.clicks!, 1);
      expect(ads.conversions).toBeLessThanOrEqual(ads.clicks!);
      if (ads.conversions! > 0) {
        const costPerConversion = ads.cost! / ads.conversions!;
        expect(costPerConversion).toBeGreaterThan(1);
        expect(costPerConversion).toBeLessThan(600);
      }
      expect(ads.roas).toBeGreaterThanOrEqual(0);
      expect(ads.roas).toBeLessThan(40);

      const social = await whole(property, 'social', startDate, endDate);
      expect(social.engagement).toBeLessThanOrEqual(social.reach!);
      expect(social.engagementRate).toBeCloseTo((social.engagement! / social.reach!) * 100, 1);
      expect(social.followers).toBeGreaterThan(1000);

      const seo = await whole(property, 'seo', startDate, endDate);
      expect(seo.organicClicks).toBeLessThanOrEqual(seo.organicImpressions!);
      expect(seo.averagePosition).toBeGreaterThanOrEqual(1);
      expect(seo.averagePosition).toBeLessThan(40);
      expect(seo.domainRating).toBeGreaterThan(0);
      expect(seo.domainRating).toBeLessThanOrEqual(100);

      const shop = await whole(property, 'ecommerce', startDate, endDate);
      expect(shop.orders).toBeLessThanOrEqual(web.sessions! * 2);
      expect(Math.abs(shop.revenue! - shop.orders! * shop.averageOrderValue!)).toBeLessThanOrEqual(shop.orders! * 0.005 + 0.01);
    }
  });

  it('has quieter weekends for a B2B client and busier ones for a bakery', async () => {
    const weekendShare = async (property: string) => {
      const { rows } = await query({ property, dataset: 'web', metrics: ['sessions'], dimension: 'date' }, '2024-01-01', '2024-03-31');
      const isWeekend = (iso: string) => [0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay());
      return mean(rows.filter((row) => isWeekend(row.dimension!)).map((row) => row.values.sessions!)) / mean(rows.filter((row) => !isWeekend(row.dimension!)).map((row) => row.values.sessions!));
    };
    expect(await weekendShare('helix-crm')).toBeLessThan(0.6);
    expect(await weekendShare('bluebird-bakery')).toBeGreaterThan(1.1);
  });

  it('grows slowly, and has occasional spikes', async () => {
    const daily = async (year: number) =>
      (await query({ property: 'acme-shoes', dataset: 'web', metrics: ['sessions'], dimension: 'date' }, `${year}-01-01`, `${year}-12-31`)).rows.map((row) => row.values.sessions!);
    const [early, late] = [await daily(2022), await daily(2026)];
    expect(mean(late) / mean(early)).toBeGreaterThan(1.1);
    expect(mean(late) / mean(early)).toBeLessThan(1.6);
    // A spike: a day at least 1.4 times both neighbours a week away (same weekday).
    const spikes = late.filter((value, day) => day >= 7 && day < late.length - 7 && value > 1.4 * late[day - 7]! && value > 1.4 * late[day + 7]!);
    expect(spikes.length).toBeGreaterThanOrEqual(2);
    expect(spikes.length).toBeLessThanOrEqual(25);
  });

  it('splits a day’s sessions by any dimension without losing or adding one', async () => {
    const total = (await whole('northwind-travel', 'web', '2024-05-01', '2024-05-10')).sessions;
    for (const dimension of ['channel', 'campaign', 'country', 'device', 'page', 'date']) {
      const { rows } = await query({ property: 'northwind-travel', dataset: 'web', metrics: ['sessions'], dimension }, '2024-05-01', '2024-05-10');
      expect(rows.reduce((sum, row) => sum + row.values.sessions!, 0)).toBe(total);
    }
  });

  it('names dimension values from a realistic fixed vocabulary', async () => {
    const values = async (dimension: string, dataset = 'web') =>
      (await query({ property: 'acme-shoes', dataset, metrics: [dataset === 'seo' ? 'organicClicks' : 'sessions'], dimension })).rows.map((row) => row.dimension);
    expect(await values('channel')).toContain('Organic Search');
    expect(await values('device')).toEqual(['desktop', 'mobile', 'tablet']);
    expect(await values('country')).toContain('United States');
    expect(await values('page')).toContain('/');
    expect(await values('query', 'seo')).toContain('running shoes');
  });
});

describe('sample data: any date range', () => {
  const dates = async (startDate: string, endDate: string) =>
    (await query({ property: 'bluebird-bakery', dataset: 'web', metrics: ['sessions'], dimension: 'date' }, startDate, endDate)).rows.map((row) => row.dimension);

  it('counts a leap day in leap years only', async () => {
    expect(await dates('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(await dates('2023-02-28', '2023-03-01')).toEqual(['2023-02-28', '2023-03-01']);
    expect(await dates('2000-02-28', '2000-03-01')).toHaveLength(3);
    expect(await dates('1900-02-28', '1900-03-01')).toHaveLength(2);
  });

  it('has every day across daylight-saving changes', async () => {
    expect(await dates('2024-03-30', '2024-04-01')).toEqual(['2024-03-30', '2024-03-31', '2024-04-01']);
    expect(await dates('2024-10-26', '2024-10-28')).toEqual(['2024-10-26', '2024-10-27', '2024-10-28']);
    expect(await dates('2024-03-09', '2024-03-11')).toEqual(['2024-03-09', '2024-03-10', '2024-03-11']);
    expect(await dates('2024-11-02', '2024-11-04')).toEqual(['2024-11-02', '2024-11-03', '2024-11-04']);
  });

  it('stays plausible far in the past and the future', async () => {
    const march2024 = (await whole('acme-shoes', 'web', '2024-03-01', '2024-03-31')).sessions!;
    for (const [startDate, endDate] of [
      ['1901-03-01', '1901-03-31'],
      ['1970-03-01', '1970-03-31'],
      ['2999-03-01', '2999-03-31'],
      ['0001-03-01', '0001-03-31'],
    ]) {
      const web = await whole('acme-shoes', 'web', startDate!, endDate!);
      expect(web.sessions! / march2024).toBeGreaterThan(0.5);
      expect(web.sessions! / march2024).toBeLessThan(1.6);
      expect(web.totalUsers).toBeLessThanOrEqual(web.sessions!);
      expect(Number.isFinite(web.bounceRate)).toBe(true);
    }
    expect(await dates('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
  });
});

describe('sample data: real time', () => {
  const at = (ms: number) => createDemoConnector({ now: () => ms });
  const live = (connector: ReturnType<typeof createDemoConnector>, config: Record<string, unknown>) =>
    connector.query(context, { config: { property: 'acme-shoes', dataset: 'web', ...config }, range: { startDate: '2024-01-01', endDate: '2024-01-01' }, timezone: 'UTC', realTime: true });
  const minute = Date.UTC(2024, 5, 12, 18, 30);

  it('is the same within a minute and slides with the clock', async () => {
    const now = await live(at(minute + 5_000), { metrics: ['activeUsers'], dimension: 'minutesAgo' });
    expect(await live(at(minute + 55_000), { metrics: ['activeUsers'], dimension: 'minutesAgo' })).toEqual(now);
    expect(now.rows.map((row) => row.dimension)).toEqual(Array.from({ length: 30 }, (_, ago) => String(ago)));
    const later = await live(at(minute + 60_000), { metrics: ['activeUsers'], dimension: 'minutesAgo' });
    expect(later.rows.slice(1).map((row) => row.values)).toEqual(now.rows.slice(0, 29).map((row) => row.values));
  });

  it('answers active users now, split by page consistently', async () => {
    const connector = at(minute);
    const [total] = (await live(connector, { metrics: ['activeUsers'] })).rows;
    const byMinute = await live(connector, { metrics: ['activeUsers'], dimension: 'minutesAgo' });
    const byPage = await live(connector, { metrics: ['activeUsers', 'screenPageViews'], dimension: 'page' });
    expect(total?.values.activeUsers).toBeGreaterThan(0);
    expect(byMinute.rows[0]?.values.activeUsers).toBe(total?.values.activeUsers);
    expect(byPage.rows.reduce((sum, row) => sum + row.values.activeUsers!, 0)).toBe(total?.values.activeUsers);
  });

  it('is busier at the client’s evening peak than at night', async () => {
    const users = async (hourUtc: number) => {
      const rows = (await live(at(Date.UTC(2024, 5, 12, hourUtc, 30)), { metrics: ['activeUsers'], dimension: 'minutesAgo' })).rows;
      return mean(rows.map((row) => row.values.activeUsers!));
    };
    // acme-shoes is in New York (UTC-4 in June): 20:00 local is 00:00 UTC, 04:00 local is 08:00 UTC.
    expect(await users(0)).toBeGreaterThan(3 * (await users(8)));
  });
});

describe('sample data: parameters', () => {
  it('refuses what the sample data does not have, as a provider 400', async () => {
    const refusal = (config: Record<string, unknown>, realTime = false) =>
      demo.query(context, { config, range: { startDate: '2024-01-01', endDate: '2024-01-02' }, timezone: 'UTC', realTime }).then(
        () => null,
        (error: SourceProviderError) => [error instanceof SourceProviderError, error.status, error.message],
      );
    expect(await refusal({ property: 'nobody', dataset: 'web', metrics: ['sessions'] })).toEqual([true, 400, expect.stringContaining('Unknown sample client "nobody"')]);
    expect(await refusal({ property: 'acme-shoes', dataset: 'crm', metrics: ['sessions'] })).toEqual([true, 400, expect.stringContaining('Unknown dataset "crm"')]);
    expect(await refusal({ property: 'acme-shoes', dataset: 'web', metrics: [] })).toEqual([true, 400, 'Choose at least one metric.']);
    expect(await refusal({ property: 'acme-shoes', dataset: 'web', metrics: ['cost'] })).toEqual([true, 400, expect.stringContaining('cost is not available in Web analytics')]);
    expect(await refusal({ property: 'acme-shoes', dataset: 'ads', metrics: ['cost'], dimension: 'page' })).toEqual([
      true,
      400,
      expect.stringContaining('The dimension page is not available in Advertising'),
    ]);
    expect(await refusal({ property: 'acme-shoes', dataset: 'seo', metrics: ['backlinks'], dimension: 'query' })).toEqual([true, 400, 'backlinks can only be shown by date, not by query.']);
    expect(await refusal({ property: 'acme-shoes', dataset: 'web', metrics: ['sessions'] }, true)).toEqual([true, 400, expect.stringContaining('sessions is not available in real time')]);
    expect(await refusal({ property: 'acme-shoes', dataset: 'web', metrics: ['sessions'], dimension: 'minutesAgo' })).toEqual([
      true,
      400,
      expect.stringContaining('minutesAgo is not available in Web analytics'),
    ]);
  });

  it('describes a catalogue the contract accepts, covering every metric and dimension it answers', async () => {
    const catalogue = sourceCatalogueSchema.parse(demo.catalogue);
    const names = catalogue.metrics.map((metric) => metric.name);
    expect(new Set(names).size).toBe(names.length);
    for (const dataset of DATASETS) {
      expect(names).toEqual(expect.arrayContaining(Object.keys(dataset.metrics)));
      expect(catalogue.dimensions.map((dimension) => dimension.name)).toEqual(expect.arrayContaining([...dataset.dimensions]));
    }
    expect(catalogue.parameters.map((parameter) => [parameter.name, parameter.required, parameter.scope])).toEqual([
      ['property', true, 'global'],
      ['dataset', true, 'widget'],
      ['metrics', true, 'widget'],
      ['dimension', false, 'widget'],
    ]);
  });

  it('lists the sample clients and, per dataset, its metrics and dimensions', async () => {
    expect((await demo.listProperties(context)).map((property) => property.name)).toEqual(['acme-shoes.com', 'northwind-travel.com', 'Bluebird Bakery', 'helixcrm.io']);
    expect((await demo.options(context, 'property', {})).map((option) => option.value)).toEqual(CLIENTS);
    expect(await demo.options(context, 'metrics', { dataset: 'ecommerce' })).toEqual([
      { value: 'orders', label: 'Orders' },
      { value: 'revenue', label: 'Revenue' },
      { value: 'averageOrderValue', label: 'Average order value' },
    ]);
    expect((await demo.options(context, 'dimension', { dataset: 'web' })).map((option) => option.value)).toEqual(['date', 'channel', 'campaign', 'country', 'device', 'page', 'minutesAgo']);
    expect(await demo.options(context, 'metrics', {})).toEqual([]);
    await expect(demo.options(context, 'campaign', {})).rejects.toBeInstanceOf(SourceProviderError);
  });
});
