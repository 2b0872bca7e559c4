import { z } from 'zod';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import { deriveRows, ratio, type Components } from '../components.js';
import { describeGoogleAccount } from '../google/account.js';
import { GoogleApi } from '../google/client.js';
import type { GoogleEndpoints } from '../google/endpoints.js';
import { knownDimension, knownMetrics, requiredText } from '../query-config.js';
import { fixedOptions, propertyOptions } from '../options.js';
import { shapeResult } from '../result.js';
import { allPages } from '../paging.js';
import { SourceProviderError, type Connector, type ConnectorContext, type SourceProperty } from '../types.js';
import { ACTION_METRICS, DIMENSIONS, METRIC_SOURCES, SURFACE_LABELS, VIEW_METRICS, businessProfileCatalogue, type DailyMetric } from './catalogue.js';

export interface BusinessProfileOptions {
  endpoints: GoogleEndpoints;
  tokens: AccessTokens;
  /** Pages one listing may read (connectors/paging); small in tests. */
  maxPages?: number;
}

const accountsSchema = z.object({ accounts: z.array(z.object({ name: z.string(), accountName: z.string().default('') })).default([]), nextPageToken: z.string().optional() });
const locationsSchema = z.object({ locations: z.array(z.object({ name: z.string(), title: z.string().default('') })).default([]), nextPageToken: z.string().optional() });
const datedValue = z.object({ date: z.object({ year: z.number(), month: z.number(), day: z.number() }), value: z.coerce.number().optional() });
const timeSeriesSchema = z.object({
  multiDailyMetricTimeSeries: z
    .array(
      z.object({
        dailyMetricTimeSeries: z.array(z.object({ dailyMetric: z.string(), timeSeries: z.object({ datedValues: z.array(datedValue).default([]) }).default({ datedValues: [] }) })).default([]),
      }),
    )
    .default([]),
});

const LOCATION_ID = /^locations\/\d{1,30}$/;
const METRIC_NAMES = new Set(Object.keys(METRIC_SOURCES));
const DIMENSION_NAMES = new Set(DIMENSIONS.map((dimension) => dimension.name));
const VIEWS = new Set<string>(VIEW_METRICS);
const ALL_DAILY = [...VIEW_METRICS, ...ACTION_METRICS];
const NOTHING = Object.fromEntries(ALL_DAILY.map((metric) => [metric, 0])) as Components;

const sumOf = (c: Components, metrics: readonly string[]) => metrics.reduce((total, metric) => total + (c[metric] ?? 0), 0);
const deriveProfile = (c: Components): Record<string, number> => ({
  ...Object.fromEntries(Object.entries(METRIC_SOURCES).map(([metric, sources]) => [metric, sumOf(c, sources)])),
  interactionRate: ratio(sumOf(c, ACTION_METRICS), sumOf(c, VIEW_METRICS), 100),
});

const isoOf = ({ year, month, day }: { year: number; month: number; day: number }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Google Business Profile: locations of every account the user manages
 * (account management and business information APIs), and daily metrics
 * from the performance API. Views are four daily metrics (Search or Maps,
 * desktop or mobile) added up; the last days of a range are not reported yet.
 */
export function googleMyBusinessConnector(options: BusinessProfileOptions): Connector {
  const { endpoints, tokens } = options;
  const api = new GoogleApi(tokens);

  async function listProperties(context: ConnectorContext): Promise<SourceProperty[]> {
    const accounts = await allPages(
      'Business Profile',
      async (pageToken) => {
        const page = await api.get(context, `${endpoints.businessAccounts}/v1/accounts?${new URLSearchParams({ pageSize: '20', ...(pageToken ? { pageToken } : {}) })}`, accountsSchema);
        return { items: page.accounts, nextPageToken: page.nextPageToken };
      },
      options.maxPages,
    );
    const properties: SourceProperty[] = [];
    for (const account of accounts) {
      const locations = await allPages(
        'Business Profile',
        async (pageToken) => {
          const query = new URLSearchParams({ readMask: 'name,title', pageSize: '100', ...(pageToken ? { pageToken } : {}) });
          const page = await api.get(context, `${endpoints.businessInformation}/v1/${account.name}/locations?${query}`, locationsSchema);
          return { items: page.locations, nextPageToken: page.nextPageToken };
        },
        options.maxPages,
      );
      properties.push(...locations.map((location) => ({ id: location.name, name: location.title || location.name, group: account.accountName || null })));
    }
    return properties;
  }

  async function dailySeries(context: ConnectorContext, location: string, metrics: readonly DailyMetric[], range: { startDate: string; endDate: string }) {
    const [startYear, startMonth, startDay] = range.startDate.split('-');
    const [endYear, endMonth, endDay] = range.endDate.split('-');
    const query = new URLSearchParams({
      'dailyRange.start_date.year': String(Number(startYear)),
      'dailyRange.start_date.month': String(Number(startMonth)),
      'dailyRange.start_date.day': String(Number(startDay)),
      'dailyRange.end_date.year': String(Number(endYear)),
      'dailyRange.end_date.month': String(Number(endMonth)),
      'dailyRange.end_date.day': String(Number(endDay)),
    });
    for (const metric of metrics) query.append('dailyMetrics', metric);
    const answer = await api.get(context, `${endpoints.businessPerformance}/v1/${location}:fetchMultiDailyMetricsTimeSeries?${query}`, timeSeriesSchema);
    return answer.multiDailyMetricTimeSeries.flatMap((entry) => entry.dailyMetricTimeSeries);
  }

  return {
    type: 'google_my_business',
    catalogue: businessProfileCatalogue,
    describeAccount: (context) => describeGoogleAccount(api, endpoints.apis, context),
    listProperties,

    async options(context, parameter) {
      if (parameter === 'property') return propertyOptions(await listProperties(context));
      return fixedOptions(businessProfileCatalogue, parameter, 'Business Profile');
    },

    async query(context, query) {
      const location = requiredText(query.config, 'property');
      if (!LOCATION_ID.test(location)) throw new SourceProviderError('The location is not a Business Profile location.', 400);
      const metrics = knownMetrics(query.config, METRIC_NAMES, 'Business Profile');
      const dimension = knownDimension(query.config, DIMENSION_NAMES, 'Business Profile');
      const needed = [...new Set(metrics.flatMap((metric) => METRIC_SOURCES[metric] ?? []))];
      if (dimension === 'surface' && needed.some((metric) => !VIEWS.has(metric))) throw new SourceProviderError('Only views can be split by where the profile was seen.', 400);

      const series = await dailySeries(context, location, needed, query.range);
      // One row of daily metrics per day, or per surface (each view metric on its own).
      const rows = series.flatMap((entry) =>
        entry.timeSeries.datedValues.map((point) => ({
          dimension: dimension === 'date' ? isoOf(point.date) : dimension === 'surface' ? (SURFACE_LABELS[entry.dailyMetric as keyof typeof SURFACE_LABELS] ?? entry.dailyMetric) : null,
          components: { ...NOTHING, [entry.dailyMetric]: point.value ?? 0 },
        })),
      );
      const derived = deriveRows(rows, NOTHING, metrics, deriveProfile);
      return { ...shapeResult(metrics, dimension, derived.rows, query.range), totals: derived.totals };
    },
  };
}
