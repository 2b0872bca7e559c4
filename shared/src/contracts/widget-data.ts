import * as z from './zod.js';
import { metricFormatSchema } from './catalogue.js';
import { rowIdSchema } from './ids.js';
import { sourceTypeSchema } from './sources.js';
import { dateRangeSchema } from './date-range.js';

/** Per metric display options of an instance (spec §3). */
export const metricOptionsSchema = z.object({
  cloaked: z.optional(z.boolean()),
  cloakedChange: z.optional(z.boolean()),
  format: z.optional(metricFormatSchema),
});

/** A widget instance (spec §3): one source queried with one configuration. */
export const widgetInstanceSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: sourceTypeSchema,
  /** Names this instance's metrics in a merged widget. */
  prefix: z.string().check(z.maxLength(100)),
  sourceId: z.nullable(rowIdSchema),
  /** Parameter values of the type form: property, dimension, metrics, filter... */
  config: z.record(z.string(), z.unknown()),
  currency: z.optional(z.string().check(z.length(3))),
  accounts: z.optional(z.array(z.string())),
  inputs: z.optional(z.record(z.string(), z.unknown())),
  metricsOptions: z.optional(z.record(z.string(), metricOptionsSchema)),
});
export type WidgetInstance = z.infer<typeof widgetInstanceSchema>;

export const CALCULATED_METRIC_TYPES = [
  'number',
  'money',
  'percent',
  'average_number',
  'average_money',
  'average_percent',
  'time_ms',
  'time_s',
  'time_min',
  'time_h',
  'average_time_ms',
  'average_time_s',
  'average_time_min',
  'average_time_h',
] as const;

/**
 * A metric computed from others (spec §3). The expression names metrics in
 * braces, `{sessions} / {users}`, or `{prefix:metric}` in a merged widget.
 * Plain types are evaluated on the totals; "average" types average the
 * per-row results.
 */
export const calculatedMetricSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.trim(), z.minLength(1, 'The name field is required.'), z.maxLength(100)),
  type: z.enum(CALCULATED_METRIC_TYPES),
  expression: z.string().check(z.trim(), z.minLength(1, 'The expression field is required.'), z.maxLength(1000)),
});
export type CalculatedMetric = z.infer<typeof calculatedMetricSchema>;

/** The query part of an interactive widget: what the engine needs to compute its data. */
export const widgetQuerySchema = z.object({
  instances: z.array(widgetInstanceSchema).check(z.minLength(1), z.maxLength(10)),
  calculatedMetrics: z._default(z.array(calculatedMetricSchema).check(z.maxLength(20)), []),
  orderBy: z.optional(z.object({ column: z.string(), dir: z.enum(['asc', 'desc']) })),
  rowsLimit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1000))),
  realTime: z.optional(z.boolean()),
});
export type WidgetQuery = z.infer<typeof widgetQuerySchema>;

/** POST /api/widgets/data. */
export const widgetDataRequestSchema = z.object({
  widget: widgetQuerySchema,
  range: dateRangeSchema,
  /** Null: no comparison. */
  compare: z.nullable(dateRangeSchema),
  timezone: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type WidgetDataRequest = z.infer<typeof widgetDataRequestSchema>;

/** A column of the result: a metric of an instance (key "prefix:metric"), or a calculated metric (key "calc:id"). */
export const resultColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  format: metricFormatSchema,
  /** Lower is better (average position): a fall is shown as good news. */
  inverted: z.optional(z.boolean()),
  /** The account's currency of a money column, as its source reports it; the instance's own currency choice wins. */
  currency: z.optional(z.string().check(z.length(3))),
});

export const widgetDataSchema = z.object({
  dimension: z.nullable(z.object({ name: z.string(), label: z.string() })),
  columns: z.array(resultColumnSchema),
  /** One row per dimension value (a date when the dimension is date), in the requested order, limited. */
  rows: z.array(z.object({ dimension: z.nullable(z.string()), values: z.record(z.string(), z.nullable(z.number())) })),
  totals: z.record(z.string(), z.nullable(z.number())),
  compareTotals: z.nullable(z.record(z.string(), z.nullable(z.number()))),
  /** Relative change of each total against the comparison, as a fraction (0.12 = +12 %); null where undefined. */
  change: z.nullable(z.record(z.string(), z.nullable(z.number()))),
  /** Instances that could not be queried; the widget shows a data error for them. */
  errors: z.array(
    z.object({
      instanceId: z.string(),
      sourceId: z.nullable(z.number().check(z.int())),
      kind: z.enum(['source_invalid', 'quota', 'provider', 'missing_source']),
      message: z.string(),
    }),
  ),
  /**
   * When the provider gave the oldest of these figures (ISO 8601), for widgets on providers that charge per call,
   * whose answers are kept for a day: shown as "Data as of". Absent for the others, whose figures are current.
   */
  fetchedAt: z.optional(z.iso.datetime()),
});
export type WidgetData = z.infer<typeof widgetDataSchema>;
