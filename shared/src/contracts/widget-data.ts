import * as z from './zod.js';
import { metricFormatSchema } from './catalogue.js';
import { rowIdSchema } from './ids.js';
import { sourceTypeSchema } from './sources.js';
import { dateRangeSchema } from './date-range.js';

/** Per metric display options of an instance (spec §3). */
export const metricOptionsSchema = z.object({
  cloaked: z.boolean().optional(),
  cloakedChange: z.boolean().optional(),
  format: metricFormatSchema.optional(),
});

/** A widget instance (spec §3): one source queried with one configuration. */
export const widgetInstanceSchema = z.object({
  id: z.string().min(1),
  type: sourceTypeSchema,
  /** Names this instance's metrics in a merged widget. */
  prefix: z.string().max(100),
  sourceId: rowIdSchema.nullable(),
  /** Parameter values of the type form: property, dimension, metrics, filter... */
  config: z.record(z.string(), z.unknown()),
  currency: z.string().length(3).optional(),
  accounts: z.array(z.string()).optional(),
  inputs: z.record(z.string(), z.unknown()).optional(),
  metricsOptions: z.record(z.string(), metricOptionsSchema).optional(),
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
  id: z.string().min(1),
  name: z.string().trim().min(1, 'The name field is required.').max(100),
  type: z.enum(CALCULATED_METRIC_TYPES),
  expression: z.string().trim().min(1, 'The expression field is required.').max(1000),
});
export type CalculatedMetric = z.infer<typeof calculatedMetricSchema>;

/** The query part of an interactive widget: what the engine needs to compute its data. */
export const widgetQuerySchema = z.object({
  instances: z.array(widgetInstanceSchema).min(1).max(10),
  calculatedMetrics: z.array(calculatedMetricSchema).max(20).default([]),
  orderBy: z.object({ column: z.string(), dir: z.enum(['asc', 'desc']) }).optional(),
  rowsLimit: z.number().int().min(1).max(1000).optional(),
  realTime: z.boolean().optional(),
});
export type WidgetQuery = z.infer<typeof widgetQuerySchema>;

/** POST /api/widgets/data. */
export const widgetDataRequestSchema = z.object({
  widget: widgetQuerySchema,
  range: dateRangeSchema,
  /** Null: no comparison. */
  compare: dateRangeSchema.nullable(),
  timezone: z.string().min(1).max(64),
});
export type WidgetDataRequest = z.infer<typeof widgetDataRequestSchema>;

/** A column of the result: a metric of an instance (key "prefix:metric"), or a calculated metric (key "calc:id"). */
export const resultColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  format: metricFormatSchema,
  /** Lower is better (average position): a fall is shown as good news. */
  inverted: z.boolean().optional(),
  /** The account's currency of a money column, as its source reports it; the instance's own currency choice wins. */
  currency: z.string().length(3).optional(),
});

export const widgetDataSchema = z.object({
  dimension: z.object({ name: z.string(), label: z.string() }).nullable(),
  columns: z.array(resultColumnSchema),
  /** One row per dimension value (a date when the dimension is date), in the requested order, limited. */
  rows: z.array(z.object({ dimension: z.string().nullable(), values: z.record(z.string(), z.number().nullable()) })),
  totals: z.record(z.string(), z.number().nullable()),
  compareTotals: z.record(z.string(), z.number().nullable()).nullable(),
  /** Relative change of each total against the comparison, as a fraction (0.12 = +12 %); null where undefined. */
  change: z.record(z.string(), z.number().nullable()).nullable(),
  /** Instances that could not be queried; the widget shows a data error for them. */
  errors: z.array(
    z.object({
      instanceId: z.string(),
      sourceId: z.number().int().nullable(),
      kind: z.enum(['source_invalid', 'quota', 'provider', 'missing_source']),
      message: z.string(),
    }),
  ),
  /**
   * When the provider gave the oldest of these figures (ISO 8601), for widgets on providers that charge per call,
   * whose answers are kept for a day: shown as "Data as of". Absent for the others, whose figures are current.
   */
  fetchedAt: z.iso.datetime().optional(),
});
export type WidgetData = z.infer<typeof widgetDataSchema>;
