import type { MetricDefinition, MetricFormat } from '@pulseboard/shared/contracts';

/** GA4's MetricType (Data API metadata and report headers) to our formats. */
const FORMAT_OF_TYPE: Record<string, MetricFormat> = {
  TYPE_INTEGER: 'number',
  TYPE_FLOAT: 'number',
  TYPE_STANDARD: 'number',
  TYPE_CURRENCY: 'money',
  TYPE_SECONDS: 'time_s',
  TYPE_MILLISECONDS: 'time_ms',
  TYPE_MINUTES: 'time_min',
  TYPE_HOURS: 'time_h',
};

/**
 * GA4 has no percent type: bounceRate, engagementRate and the other "...Rate"
 * metrics are TYPE_FLOAT fractions (0.42). The name is what tells them apart.
 */
const isRateMetric = (apiName: string) => /Rate$/.test(apiName);

/** Rates, averages and per-session/per-user ratios do not add up across days: they are averaged. */
export function metricAggregation(apiName: string): MetricDefinition['aggregation'] {
  return isRateMetric(apiName) || /^average|Per(Session|User)$/.test(apiName) ? 'average' : 'sum';
}

/** Plain numbers that are averages (views per session) show as such; money and times keep their unit. */
export function metricFormat(apiName: string, type: string | undefined): MetricFormat {
  if (isRateMetric(apiName)) return 'percent';
  const format = FORMAT_OF_TYPE[type ?? ''] ?? 'number';
  return format === 'number' && metricAggregation(apiName) === 'average' ? 'average' : format;
}

/**
 * A report value (a string in the API) as the number we show: rates in
 * percentage points, as every percent metric of the product is.
 */
export function metricValue(apiName: string, value: string | undefined): number {
  const number = Number(value ?? 0);
  if (!Number.isFinite(number)) return 0;
  return isRateMetric(apiName) ? number * 100 : number;
}
