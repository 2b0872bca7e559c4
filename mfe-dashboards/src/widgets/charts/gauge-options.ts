import type { Options } from 'highcharts';
import { formatNumber, type InteractiveWidget, type WidgetData } from '@pulseboard/shared';
import { metricColumns } from '../format/metric-columns.js';
import { escapeMarkup, valueText } from './series-values.js';

/**
 * A solid half-circle gauge (spec §3) of the first metric's total, between
 * `minValue` and `maxValue` (0 and 100 by default). A cloaked value still
 * fills the arc, labelled Hidden, and the bounds lose their numbers.
 */
export function gaugeOptions(widget: InteractiveWidget, data: WidgetData): Options {
  const column = metricColumns(widget, data)[0];
  const value = column ? (data.totals[column.key] ?? null) : null;
  const { minValue, maxValue } = widget.formatOptions;
  const label = column ? valueText(value, column.number, column.cloaked) : '';
  return {
    chart: { type: 'solidgauge' },
    pane: {
      center: ['50%', '78%'],
      size: '140%',
      startAngle: -90,
      endAngle: 90,
      background: [{ innerRadius: '62%', outerRadius: '100%', shape: 'arc', borderWidth: 0, backgroundColor: 'rgba(127, 127, 127, 0.14)' }],
    },
    tooltip: { enabled: false },
    yAxis: {
      min: minValue,
      max: maxValue,
      lineWidth: 0,
      tickWidth: 0,
      tickPositions: [minValue, maxValue],
      labels: { y: 16, distance: -12, formatter: ({ value: tick }) => (column?.cloaked ? '' : formatNumber(tick, column?.number)) },
    },
    series: [
      {
        type: 'solidgauge',
        name: escapeMarkup(column?.label ?? widget.title),
        innerRadius: '62%',
        data: [value],
        dataLabels: { y: -30, borderWidth: 0, useHTML: false, format: escapeMarkup(label), style: { fontSize: '22px', fontWeight: '700', textOutline: 'none' } },
      },
    ],
  };
}
