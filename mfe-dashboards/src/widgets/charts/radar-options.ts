import type { Options, SeriesOptionsType } from 'highcharts';
import type { InteractiveWidget, WidgetData } from '@pulseboard/shared';
import { dimensionLabel } from '../format/dimension-label.js';
import { escapeMarkup, metricSeries, valueText } from './series-values.js';

/**
 * A radar (spec §3): the dimension's values around a polygon grid, one
 * filled outline per metric. The grid's value labels show only with
 * `visibleLabels` (off by default): the shape is the message.
 */
export function radarOptions(widget: InteractiveWidget, data: WidgetData): Options {
  const series = metricSeries(widget, data);
  const categories = data.dimension ? data.rows.map((row) => escapeMarkup(dimensionLabel(data.dimension, row.dimension, 'short'))) : [''];
  return {
    chart: { polar: true, type: 'area' },
    pane: { size: '78%' },
    xAxis: { categories, tickmarkPlacement: 'on', lineWidth: 0 },
    yAxis: { gridLineInterpolation: 'polygon', lineWidth: 0, min: 0, labels: { enabled: widget.formatOptions.visibleLabels } },
    legend: { enabled: series.length > 1 },
    tooltip: { shared: true },
    plotOptions: { area: { fillOpacity: 0.18, marker: { radius: 2 } } },
    series: series.map(({ column, format, values }): SeriesOptionsType => ({
      type: 'area',
      name: escapeMarkup(column.label),
      data: values,
      tooltip: {
        pointFormatter() {
          return `<span style="color:${this.color as string}">●</span> ${escapeMarkup(column.label)}: <b>${valueText(this.y, format, column.cloaked)}</b><br/>`;
        },
      },
    })),
  };
}
