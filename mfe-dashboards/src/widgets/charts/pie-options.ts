import type { Options } from 'highcharts';
import { formatNumber, type InteractiveWidget, type WidgetData } from '@pulseboard/shared';
import { dimensionLabel } from '../format/dimension-label.js';
import { metricColumns, SHARE_FORMAT } from '../format/metric-columns.js';
import { escapeMarkup, valueText } from './series-values.js';

/**
 * A pie (spec §3: a doughnut with `doughnut`, off by default). With a
 * dimension, its rows are the slices of the first metric; without one, each
 * metric's total is a slice. Slices are labelled with their share; a cloaked
 * metric, or "percent", shows shares only.
 */
export function pieOptions(widget: InteractiveWidget, data: WidgetData): Options {
  const columns = metricColumns(widget, data);
  const first = columns[0];
  const slices = data.dimension
    ? data.rows.map((row) => ({ name: dimensionLabel(data.dimension, row.dimension), y: first ? (row.values[first.key] ?? null) : null, column: first }))
    : columns.map((column) => ({ name: column.label, y: data.totals[column.key] ?? null, column }));
  return {
    chart: { type: 'pie' },
    tooltip: {
      pointFormatter() {
        const slice = slices[this.index];
        const share = formatNumber(this.percentage, SHARE_FORMAT);
        if (!slice?.column || widget.percent || slice.column.cloaked) return `<b>${share}</b>`;
        return `<b>${valueText(this.y, slice.column.number, false)}</b> (${share})`;
      },
    },
    plotOptions: {
      pie: {
        innerSize: widget.formatOptions.doughnut ? '58%' : '0%',
        borderWidth: 2,
        dataLabels: { enabled: true, distance: 14, format: '{point.percentage:.1f}%', style: { fontWeight: '600', textOutline: 'none' } },
        showInLegend: true,
      },
    },
    series: [{ type: 'pie', name: escapeMarkup(first?.label ?? widget.title), data: slices.map(({ name, y }) => ({ name: escapeMarkup(name), y })) }],
  };
}
