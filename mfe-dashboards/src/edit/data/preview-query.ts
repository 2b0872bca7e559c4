import { limitRows, orderRows, type InteractiveWidget, type WidgetData, type WidgetQuery } from '@pulseboard/shared';

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

/**
 * The preview's rows as the saved widget's data would have them: ordered by
 * the widget's column and direction (missing values last, ties by dimension,
 * with the engine's own rule), then limited. A column the data does not have
 * orders by the dimension.
 */
export function shapeRows(data: WidgetData, { orderBy, rowsLimit }: Pick<InteractiveWidget, 'orderBy' | 'rowsLimit'>): WidgetData {
  const column = orderBy.column === 'dimension' || data.columns.some((item) => item.key === orderBy.column) ? orderBy.column : 'dimension';
  return { ...data, rows: limitRows(orderRows(data.rows, { column, dir: orderBy.dir }), rowsLimit) };
}
