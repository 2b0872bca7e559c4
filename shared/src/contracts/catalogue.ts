import * as z from './zod.js';
import { sourceTypeSchema } from './sources.js';

/** Spec §3/§9 metric formats; time metrics carry their unit. */
export const METRIC_FORMATS = ['number', 'money', 'percent', 'average', 'time_ms', 'time_s', 'time_min', 'time_h'] as const;
export const metricFormatSchema = z.enum(METRIC_FORMATS);
export type MetricFormat = z.infer<typeof metricFormatSchema>;

/** How a metric's daily values make its total: summed (sessions) or averaged (bounce rate, position). */
export const metricAggregationSchema = z.enum(['sum', 'average']);

export const metricDefinitionSchema = z.object({
  name: z.string(),
  label: z.string(),
  format: metricFormatSchema,
  aggregation: metricAggregationSchema,
  /** Lower is better (average position): the change is shown inverted. */
  inverted: z.optional(z.boolean()),
});
export type MetricDefinition = z.infer<typeof metricDefinitionSchema>;

export const dimensionDefinitionSchema = z.object({ name: z.string(), label: z.string() });

/**
 * One parameter of a source type's widget form (spec §3, source type
 * catalogue): required or optional, global (set once on the source) or per
 * widget, with its option list loaded from the source when `remote`, and the
 * parameter whose value that list depends on.
 */
export const parameterDefinitionSchema = z.object({
  name: z.string(),
  label: z.string(),
  input: z.enum(['select', 'multiselect', 'text', 'number', 'boolean']),
  required: z.boolean(),
  scope: z.enum(['global', 'widget']),
  /** Static choices; absent when `remote`. */
  options: z.optional(z.array(z.object({ value: z.string(), label: z.string() }))),
  /** Options come from GET /api/sources/{id}/{name}. */
  remote: z.optional(z.boolean()),
  dependsOn: z.optional(z.string()),
  /** Shown (and required) only while another parameter has one of these values. */
  condition: z.optional(z.object({ parameter: z.string(), values: z.array(z.string()) })),
});
export type ParameterDefinition = z.infer<typeof parameterDefinitionSchema>;

/** GET /api/configs/widgets/{type}: what a widget instance of this source type can ask for. */
export const sourceCatalogueSchema = z.object({
  type: sourceTypeSchema,
  parameters: z.array(parameterDefinitionSchema),
  metrics: z.array(metricDefinitionSchema),
  dimensions: z.array(dimensionDefinitionSchema),
  /** The type also answers real-time queries (e.g. GA4 runRealtimeReport). */
  realTime: z.boolean(),
});
export type SourceCatalogue = z.infer<typeof sourceCatalogueSchema>;

/** GET /api/configs/templates: widget templates with their nature and instance type (spec §7). */
export const widgetTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  nature: z.enum(['interactive', 'passive']),
  /** The source type of its instance; null for passive widgets. */
  instanceType: z.nullable(sourceTypeSchema),
  format: z.string(),
  config: z.record(z.string(), z.unknown()),
});
export type WidgetTemplate = z.infer<typeof widgetTemplateSchema>;
