import { formatNumber, type InteractiveWidget, type NumberFormatOptions, type WidgetData } from '@pulseboard/shared';
import { metricColumns, rowFormat, rowValue, type MetricColumn } from '../format/metric-columns.js';

const HIDDEN = 'Hidden';

/** Text for a tooltip or label: the formatted value, or "Hidden" for a cloaked metric. */
export const valueText = (value: unknown, format: NumberFormatOptions, cloaked: boolean) => (cloaked ? HIDDEN : formatNumber(value, format));

/** Highcharts puts these strings into its SVG as markup; data never may be markup. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface MetricSeries {
  column: MetricColumn;
  format: NumberFormatOptions;
  /** One value per row (per dimension value), or the column's total when the data has no dimension. */
  values: Array<number | null>;
}

/**
 * The numbers a chart draws: one series per metric column. With a dimension,
 * one point per row (shares of the total with "percent"); without one, the
 * total as a single point, so each metric is one bar or dot.
 */
export function metricSeries(widget: InteractiveWidget, data: WidgetData): MetricSeries[] {
  return metricColumns(widget, data).map((column) =>
    data.dimension
      ? { column, format: rowFormat(widget, column), values: data.rows.map((row) => rowValue(widget, column, row, data)) }
      : { column, format: column.number, values: [data.totals[column.key] ?? null] },
  );
}
