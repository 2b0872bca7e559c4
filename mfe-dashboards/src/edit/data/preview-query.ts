import type { InteractiveWidget, WidgetData, WidgetQuery } from '@pulseboard/shared';

/**
 * What the engine needs to compute an unsaved widget's data (POST
 * /api/widgets/data): its instances (source, config, inputs, prefix,
 * currency), its calculated metrics and whether it is real-time. Not the
 * metric display options, nor the order or the row limit: the preview asks
 * for every row and the editor orders and limits them itself (shapeRows), so
 * a new sort, row limit, format or metric option is drawn from the data
 * already there (spec §4: those changes restyle only). Two widgets with the
 * same query share one request.
 */
export function previewQuery(widget: InteractiveWidget): WidgetQuery {
  return {
    instances: widget.instances.map(({ metricsOptions: _display, ...instance }) => instance),
    calculatedMetrics: widget.calculatedMetrics,
    realTime: widget.realTime,
  };
}

/** Label order of the engine: "2" before "10", dates chronologically, case-insensitive text. */
const labels = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareDimensions(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return labels.compare(a, b);
}

/**
 * The preview's rows as the saved widget's data would have them: ordered by
 * the widget's column and direction (missing values last, ties by dimension,
 * as the engine orders), then limited. A column the data does not have
 * orders by the dimension.
 */
export function shapeRows(data: WidgetData, { orderBy, rowsLimit }: Pick<InteractiveWidget, 'orderBy' | 'rowsLimit'>): WidgetData {
  const column = orderBy.column === 'dimension' || data.columns.some((item) => item.key === orderBy.column) ? orderBy.column : 'dimension';
  const sign = orderBy.dir === 'asc' ? 1 : -1;
  const rows = [...data.rows].sort((a, b) => {
    if (column === 'dimension') return sign * compareDimensions(a.dimension, b.dimension);
    const x = a.values[column] ?? null;
    const y = b.values[column] ?? null;
    if (x === null || y === null) return x === y ? compareDimensions(a.dimension, b.dimension) : x === null ? 1 : -1;
    return sign * (x - y) || compareDimensions(a.dimension, b.dimension);
  });
  return { ...data, rows: rows.slice(0, rowsLimit) };
}
