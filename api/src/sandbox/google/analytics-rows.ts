import type { FilterExpression } from './analytics-filter.js';

/** The parts of a runReport / runRealtimeReport body the fake reads. */
export interface ReportBody {
  dateRanges?: Array<{ startDate?: string; endDate?: string }>;
  dimensions?: Array<{ name?: string }>;
  metrics?: Array<{ name?: string }>;
  dimensionFilter?: FilterExpression;
  orderBys?: Array<{ desc?: boolean; metric?: { metricName?: string }; dimension?: { dimensionName?: string } }>;
  limit?: string | number;
  offset?: string | number;
  keepEmptyRows?: boolean;
  returnPropertyQuota?: boolean;
  metricAggregations?: string[];
}

export const namesOf = (list: Array<{ name?: string }> | undefined) => (list ?? []).map((entry) => entry.name ?? '');

/** Metric values are strings in the API: whole numbers for counts, two decimals for money, full precision for the rest. */
function formatValue(value: number, type: string | undefined): string {
  if (type === 'TYPE_INTEGER') return String(Math.round(value));
  if (type === 'TYPE_CURRENCY') return String(Math.round(value * 100) / 100);
  return String(value);
}

interface Row {
  dimensions: string[];
  values: number[];
}

function compare(body: ReportBody, dimensions: string[], metrics: string[]) {
  const orderBys = body.orderBys?.length ? body.orderBys : [{ metric: { metricName: metrics[0] }, desc: true }];
  return (a: Row, b: Row): number => {
    for (const orderBy of orderBys) {
      const metric = metrics.indexOf(orderBy.metric?.metricName ?? '');
      const dimension = dimensions.indexOf(orderBy.dimension?.dimensionName ?? '');
      const order = metric >= 0 ? (a.values[metric] ?? 0) - (b.values[metric] ?? 0) : dimension >= 0 ? (a.dimensions[dimension] ?? '').localeCompare(b.dimensions[dimension] ?? '') : 0;
      if (order !== 0) return orderBy.desc ? -order : order;
    }
    return a.dimensions.join('\u0000').localeCompare(b.dimensions.join('\u0000'));
  };
}

/**
 * Grouped figures as report rows: all-zero rows dropped unless
 * keepEmptyRows, ordered, then one page of them (offset, limit) with the
 * total in rowCount, which GA4 leaves out when there are no rows. `total`:
 * the figures of the whole report, for metricAggregations TOTAL.
 */
export function reportRows<T extends { keys: Record<string, string> }>(
  items: T[],
  body: ReportBody,
  page: { offset: number; limit: number },
  valueOf: (item: T, metric: string) => number,
  typeOf: (metric: string) => string | undefined,
  total?: T,
) {
  const dimensions = namesOf(body.dimensions);
  const metrics = namesOf(body.metrics);
  const rows: Row[] = items
    .map((item) => ({ dimensions: dimensions.map((name) => item.keys[name] ?? '(not set)'), values: metrics.map((metric) => valueOf(item, metric)) }))
    .filter((row) => body.keepEmptyRows || row.values.some((value) => value !== 0))
    .sort(compare(body, dimensions, metrics));
  const slice = rows.slice(page.offset, page.offset + page.limit).map((row) => ({
    dimensionValues: row.dimensions.map((value) => ({ value })),
    metricValues: row.values.map((value, index) => ({ value: formatValue(value, typeOf(metrics[index] ?? '')) })),
  }));
  return {
    dimensionHeaders: dimensions.map((name) => ({ name })),
    metricHeaders: metrics.map((name) => ({ name, type: typeOf(name) ?? 'TYPE_FLOAT' })),
    ...(slice.length ? { rows: slice } : {}),
    ...(total && rows.length
      ? {
          totals: [
            aggregateRow(
              'RESERVED_TOTAL',
              dimensions,
              metrics.map((metric) => valueOf(total, metric)),
              metrics,
              typeOf,
            ),
          ],
        }
      : {}),
    ...(rows.length ? { rowCount: rows.length } : {}),
  };
}

/** A metricAggregations row: every dimension value is the aggregation's reserved name. */
function aggregateRow(name: string, dimensions: string[], values: number[], metrics: string[], typeOf: (metric: string) => string | undefined) {
  return {
    dimensionValues: dimensions.map(() => ({ value: name })),
    metricValues: values.map((value, index) => ({ value: formatValue(value, typeOf(metrics[index] ?? '')) })),
  };
}
