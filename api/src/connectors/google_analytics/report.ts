import type { ConnectorQuery, ConnectorResult } from '../types.js';
import { SourceProviderError } from '../types.js';
import { shapeResult } from '../result.js';
import type { Report } from './api-shapes.js';
import { metricValue } from './metric-format.js';

/** GA4 answers at most 10 metrics per request. */
const MAX_METRICS = 10;

/** The dimension names runRealtimeReport accepts; any other dimension is dropped from a real-time query. */
export const REALTIME_DIMENSIONS = new Set([
  'appVersion',
  'audienceName',
  'city',
  'cityId',
  'country',
  'countryId',
  'deviceCategory',
  'eventName',
  'minutesAgo',
  'platform',
  'streamId',
  'streamName',
  'unifiedScreenName',
]);

export interface ReportRequest {
  metrics: string[];
  dimension: string | null;
  dimensionFilter: object | undefined;
}

export function assertMetricCount(metrics: string[]) {
  if (metrics.length > MAX_METRICS) throw new SourceProviderError(`Google Analytics answers at most ${MAX_METRICS} metrics per widget.`, 400);
}

/**
 * runReport's body for one page. Paging needs a stable order: by day for
 * dates, else by the first metric. The first page also asks for GA4's totals.
 */
export function runReportBody(request: ReportRequest, range: ConnectorQuery['range'], offset: number, limit: number) {
  const { metrics, dimension, dimensionFilter } = request;
  return {
    ...(offset === 0 ? { metricAggregations: ['TOTAL'] } : {}),
    dateRanges: [{ startDate: range.startDate, endDate: range.endDate }],
    dimensions: dimension ? [{ name: dimension }] : [],
    metrics: metrics.map((name) => ({ name })),
    ...(dimensionFilter ? { dimensionFilter } : {}),
    orderBys: [dimension === 'date' ? { dimension: { dimensionName: 'date' } } : { metric: { metricName: metrics[0] }, desc: true }],
    limit: String(limit),
    offset: String(offset),
    keepEmptyRows: false,
  };
}

/** YYYYMMDD (GA4's date dimension) to YYYY-MM-DD. */
const isoDate = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

function valuesOf(report: Report, row: Report['rows'][number], metrics: string[]): Record<string, number> {
  const index = new Map(report.metricHeaders.map((header, position) => [header.name, position]));
  return Object.fromEntries(metrics.map((metric) => [metric, metricValue(metric, row.metricValues[index.get(metric) ?? -1]?.value)]));
}

/**
 * Report rows (of every page; `report` gives the headers and GA4's totals)
 * in the connector's shape, GA4's YYYYMMDD dates as YYYY-MM-DD.
 */
export function toResult(report: Report, rows: Report['rows'], request: ReportRequest, range: ConnectorQuery['range'] | null): ConnectorResult {
  const keyed = rows.map((row) => {
    const value = row.dimensionValues[0]?.value ?? '';
    return { dimension: request.dimension === 'date' ? isoDate(value) : value, values: valuesOf(report, row, request.metrics) };
  });
  const total = report.totals?.[0];
  return { ...shapeResult(request.metrics, request.dimension, keyed, range), ...(total ? { totals: valuesOf(report, total, request.metrics) } : {}) };
}
