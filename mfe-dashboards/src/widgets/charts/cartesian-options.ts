import type { Options, SeriesOptionsType, YAxisOptions } from 'highcharts';
import { formatNumber, type InteractiveWidget, type WidgetData } from '@pulseboard/shared';
import { dimensionLabel } from '../format/dimension-label.js';
import { escapeMarkup, metricSeries, valueText } from './series-values.js';

export type CartesianFormat = 'chart:line' | 'chart:area' | 'chart:bar';

const SERIES_TYPES = { 'chart:line': 'line', 'chart:area': 'area', 'chart:bar': 'column' } as const;

/**
 * Line, area and bar charts (spec §3). Metrics measured alike share a value
 * axis; a metric in other units (money beside sessions) gets its own, on
 * alternating sides. The grid lines follow `visibleGrid` (on by default);
 * an axis whose metrics are all cloaked shows no numbers.
 */
export function cartesianOptions(widget: InteractiveWidget, format: CartesianFormat, data: WidgetData): Options {
  const series = metricSeries(widget, data);
  const axisKeys = [...new Set(series.map(({ format: number }) => `${number.format}:${number.timeUnit ?? ''}`))];
  const axisOf = (index: number) => axisKeys.indexOf(`${series[index]!.format.format}:${series[index]!.format.timeUnit ?? ''}`);

  const yAxis: YAxisOptions[] = axisKeys.map((_, axis) => {
    const onAxis = series.filter((_entry, index) => axisOf(index) === axis);
    const numberFormat = onAxis[0]!.format;
    const hidden = onAxis.every(({ column }) => column.cloaked);
    return {
      opposite: axis % 2 === 1,
      gridLineWidth: axis === 0 && widget.formatOptions.visibleGrid ? 1 : 0,
      labels: { enabled: !hidden, formatter: ({ value }) => formatNumber(value, numberFormat) },
    };
  });

  return {
    chart: { type: SERIES_TYPES[format] },
    xAxis: { categories: data.dimension ? data.rows.map((row) => escapeMarkup(dimensionLabel(data.dimension, row.dimension, 'short'))) : [''], gridLineWidth: 0 },
    yAxis,
    legend: { enabled: series.length > 1 },
    tooltip: { shared: true },
    plotOptions: {
      area: { fillOpacity: 0.14, marker: { enabled: false } },
      line: { marker: { enabled: data.rows.length <= 1 } },
      column: { borderRadius: 3, borderWidth: 0, pointPadding: 0.08, groupPadding: 0.12 },
    },
    series: series.map(({ column, format: numberFormat, values }, index): SeriesOptionsType => ({
      type: SERIES_TYPES[format],
      name: escapeMarkup(column.label),
      yAxis: axisOf(index),
      data: values,
      tooltip: {
        pointFormatter() {
          return `<span style="color:${this.color as string}">●</span> ${escapeMarkup(column.label)}: <b>${valueText(this.y, numberFormat, column.cloaked)}</b><br/>`;
        },
      },
    })),
  };
}
