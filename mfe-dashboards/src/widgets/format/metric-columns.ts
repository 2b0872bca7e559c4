import { uniquePrefixes, type InteractiveWidget, type MetricFormat, type NumberFormatOptions, type WidgetData } from '@pulseboard/shared';

/** A metric column of a widget's data, with the widget's display options for it resolved. */
export interface MetricColumn {
  key: string;
  label: string;
  /** How a value reads: the metric's format override, else the data's own format. */
  number: NumberFormatOptions;
  /** The value is hidden (its change may still show). */
  cloaked: boolean;
  /** The change is hidden. */
  cloakedChange: boolean;
  /** Lower is better. */
  inverted: boolean;
}

type Row = WidgetData['rows'][number];

const NUMBER_FORMATS: Record<MetricFormat, NumberFormatOptions> = {
  number: { format: 'number' },
  money: { format: 'money' },
  percent: { format: 'percent' },
  average: { format: 'average' },
  time_ms: { format: 'time', timeUnit: 'milliseconds' },
  time_s: { format: 'time', timeUnit: 'seconds' },
  time_min: { format: 'time', timeUnit: 'minutes' },
  time_h: { format: 'time', timeUnit: 'hours' },
};

/** Shares of the total read as percentages. */
export const SHARE_FORMAT: NumberFormatOptions = { format: 'percent' };

/**
 * The data's columns with the options of the instance each one comes from
 * ("prefix:metric", the prefixes made unique as the engine makes them):
 * cloaked, cloakedChange, a format override, the instance's currency (else
 * the one the source reported).
 * Calculated columns ("calc:id") belong to no instance and keep their own format.
 */
export function metricColumns(widget: InteractiveWidget, data: WidgetData): MetricColumn[] {
  const prefixes = uniquePrefixes(widget.instances.map((instance) => instance.prefix));
  return data.columns.map((column) => {
    // The longest matching prefix, in case one prefix starts another ("Ads" and "Ads:EU").
    const owner = prefixes
      .map((prefix, index) => ({ prefix, index }))
      .filter(({ prefix }) => column.key.startsWith(`${prefix}:`))
      .sort((a, b) => b.prefix.length - a.prefix.length)[0];
    const instance = owner ? widget.instances[owner.index] : undefined;
    const options = owner && instance ? (instance.metricsOptions?.[column.key.slice(owner.prefix.length + 1)] ?? {}) : {};
    return {
      key: column.key,
      label: column.label,
      number: { ...NUMBER_FORMATS[options.format ?? column.format], currency: (instance ?? widget.instances[0])?.currency ?? column.currency },
      cloaked: options.cloaked ?? false,
      cloakedChange: options.cloakedChange ?? false,
      inverted: column.inverted ?? false,
    };
  });
}

/**
 * A row's value as the widget shows it: as is, or with "percent" (spec §3)
 * as its share of the column's total, in percentage points. A share of an
 * unknown or zero total is unknown.
 */
export function rowValue(widget: InteractiveWidget, column: MetricColumn, row: Row, data: WidgetData): number | null {
  const value = row.values[column.key] ?? null;
  if (!widget.percent || value === null) return value;
  const total = data.totals[column.key] ?? null;
  return total ? (value / total) * 100 : null;
}

/** The format of row values: shares read as percentages whatever the metric. */
export const rowFormat = (widget: InteractiveWidget, column: MetricColumn): NumberFormatOptions => (widget.percent ? SHARE_FORMAT : column.number);

/** Changes show unless the widget hides them or the data has no comparison at all (real-time data has none). */
export const showsChanges = (widget: InteractiveWidget, data: WidgetData): boolean => !widget.hiddenChange && data.change !== null;

/** A metric's change shows with the others, unless the metric cloaks its own. */
export const showsChange = (widget: InteractiveWidget, data: WidgetData, column: MetricColumn): boolean => showsChanges(widget, data) && !column.cloakedChange;
