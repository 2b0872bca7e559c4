import { formatOptionsSchema, type CalculatedMetric, type FormatOptions, type SourceType, type Widget, type WidgetFormat } from '@pulseboard/shared/contracts';
import { withHash } from './widget-hash.js';

/** The most rows a widget may ask for (the widget schema's bound). */
const MAX_ROWS = 1000;

/**
 * The source a template's widgets read: its id, the account chosen, and
 * what the template picked from the provider's option lists beforehand (a
 * spreadsheet's sheet, its date and number columns), by parameter name.
 */
export interface TemplateTarget {
  id: number;
  property: string;
  choices: Record<string, string[]>;
}

/** The provider's options of one parameter, given the parameters it depends on. */
export type OptionLookup = (parameter: string, params: Record<string, string>) => Promise<Array<{ value: string }>>;

/** What a template says about one interactive widget; the spec's defaults fill the rest. */
export interface TemplateWidgetSpec {
  title: string;
  format: WidgetFormat;
  width: number;
  height: number;
  metrics: string[];
  dimension?: string;
  prefix?: string;
  rowsLimit?: number;
  orderBy?: { column: string; dir: 'asc' | 'desc' };
  options?: Partial<FormatOptions>;
  realTime?: boolean;
  calculatedMetrics?: CalculatedMetric[];
}

/** A headline figure: one metric over the range, against the comparison. */
export const summary = (title: string, metric: string): TemplateWidgetSpec => ({ title, format: 'summary', width: 1, height: 1, metrics: [metric] });

/** The source an interactive widget reads, and its parameters besides metrics and dimension. */
export interface TemplateSource {
  type: SourceType;
  id: number;
  config: Record<string, unknown>;
}

/** One interactive widget of a template, reading one instance of `source`. */
export function templateWidget(source: TemplateSource, order: number, spec: TemplateWidgetSpec): Widget {
  const instance = {
    id: `i${order}`,
    type: source.type,
    prefix: spec.prefix ?? spec.title,
    sourceId: source.id,
    config: { ...source.config, metrics: spec.metrics, ...(spec.dimension ? { dimension: spec.dimension } : {}) },
  };
  // A chart over dates shows every day of the range, whatever the table default.
  const rowsLimit = spec.rowsLimit ?? (spec.dimension === 'date' || spec.dimension === 'minutesAgo' ? MAX_ROWS : 15);
  const widget = {
    id: `w${order}`,
    title: spec.title,
    width: spec.width,
    height: spec.height,
    order,
    realTime: spec.realTime ?? false,
    description: '',
    nature: 'interactive' as const,
    format: spec.format,
    rowsLimit,
    orderBy: spec.orderBy ?? { column: 'dimension', dir: 'asc' as const },
    percent: false,
    hiddenChange: false,
    hiddenHighlight: false,
    formatOptions: formatOptionsSchema.parse(spec.options ?? {}),
    instances: [instance],
    calculatedMetrics: spec.calculatedMetrics ?? [],
  };
  return withHash(widget);
}

export function textWidget(order: number, title: string, description: string, width: number, height: number): Widget {
  const widget = { id: `w${order}`, title, width, height, order, realTime: false, description, nature: 'passive' as const, format: 'textCard' as const, type: { name: 'plain' as const } };
  return withHash(widget);
}

/** A table or chart ordered by one of its columns, largest first. */
export const byDesc = (column: string) => ({ column, dir: 'desc' as const });
