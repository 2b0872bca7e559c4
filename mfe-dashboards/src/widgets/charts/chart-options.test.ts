import type { Options, PointOptionsObject, SeriesOptionsType, YAxisOptions } from 'highcharts';
import type { WidgetData } from '@pulseboard/shared';
import { instance, interactive, widgetData } from '../../test-support/dashboard-fixtures';
import { cartesianOptions } from './cartesian-options';
import { gaugeOptions } from './gauge-options';
import { pieOptions } from './pie-options';
import { radarOptions } from './radar-options';

const sessionsAndRevenue: WidgetData = widgetData({
  columns: [
    { key: 'web:sessions', label: 'Sessions', format: 'number' },
    { key: 'web:revenue', label: 'Revenue', format: 'money' },
  ],
  rows: [
    { dimension: '2026-02-01', values: { 'web:sessions': 300, 'web:revenue': 50 } },
    { dimension: '2026-02-02', values: { 'web:sessions': 100, 'web:revenue': 150 } },
  ],
  totals: { 'web:sessions': 400, 'web:revenue': 200 },
});

const axes = (options: Options) => options.yAxis as YAxisOptions[];
const series = (options: Options) => options.series as Array<SeriesOptionsType & { data: unknown[]; tooltip: { pointFormatter: (this: unknown) => string } }>;
const tooltipOf = (entry: ReturnType<typeof series>[number], y: number) => entry.tooltip.pointFormatter.call({ y, color: '#000' });

describe('line, area and bar charts', () => {
  it('show grid lines by default (visibleGrid), and none when turned off', () => {
    expect(axes(cartesianOptions(interactive({ id: 'w', format: 'chart:line' }), 'chart:line', widgetData()))[0]!.gridLineWidth).toBe(1);
    const off = interactive({ id: 'w', format: 'chart:line', formatOptions: { visibleGrid: false } as never });
    expect(off.formatOptions).toMatchObject({ visibleGrid: false, doughnut: false, minValue: 0, maxValue: 100 });
    expect(axes(cartesianOptions(off, 'chart:line', widgetData()))[0]!.gridLineWidth).toBe(0);
  });

  it('draw each sub-format with its series type, dates of the dimension on the axis', () => {
    const widget = interactive({ id: 'w' });
    expect(series(cartesianOptions(widget, 'chart:bar', widgetData()))[0]!.type).toBe('column');
    expect(series(cartesianOptions(widget, 'chart:area', widgetData()))[0]!.type).toBe('area');
    const line = cartesianOptions(widget, 'chart:line', widgetData());
    expect(series(line)[0]).toMatchObject({ type: 'line', name: 'Sessions', data: [300, 100] });
    expect(line.xAxis).toMatchObject({ categories: ['Feb 1', 'Feb 2'] });
  });

  it('give metrics in other units their own axis, formatted in their unit', () => {
    const options = cartesianOptions(interactive({ id: 'w' }), 'chart:line', sessionsAndRevenue);
    expect(axes(options)).toHaveLength(2);
    expect(axes(options)[1]!.opposite).toBe(true);
    expect(series(options).map((entry) => (entry as { yAxis: number }).yAxis)).toEqual([0, 1]);
    expect(tooltipOf(series(options)[1]!, 150)).toContain('$150.00');
  });

  it('hide the numbers of a cloaked metric, its axis labels and tooltip values, but keep its line', () => {
    const widget = interactive({ id: 'w', instances: [instance({ metricsOptions: { revenue: { cloaked: true } } })] });
    const options = cartesianOptions(widget, 'chart:line', sessionsAndRevenue);
    expect(axes(options)[0]!.labels?.enabled).toBe(true);
    expect(axes(options)[1]!.labels?.enabled).toBe(false);
    expect(tooltipOf(series(options)[1]!, 150)).toContain('<b>Hidden</b>');
    expect(series(options)[1]!.data).toEqual([50, 150]);
  });

  it('draw shares of the total with percent', () => {
    const options = cartesianOptions(interactive({ id: 'w', percent: true }), 'chart:line', widgetData());
    expect(series(options)[0]!.data).toEqual([75, 25]);
    expect(tooltipOf(series(options)[0]!, 75)).toContain('75%');
  });

  it('never pass data to the chart as markup', () => {
    const options = cartesianOptions(
      interactive({ id: 'w' }),
      'chart:line',
      widgetData({ dimension: { name: 'page', label: 'Page' }, rows: [{ dimension: '<img src=x onerror=alert(1)>', values: { 'web:sessions': 1 } }] }),
    );
    expect(options.xAxis).toMatchObject({ categories: ['&#60;img src=x onerror=alert(1)&#62;'] });
  });
});

describe('pie charts', () => {
  it('are full pies by default and doughnuts on request', () => {
    expect(pieOptions(interactive({ id: 'w', format: 'chart:pie' }), widgetData()).plotOptions?.pie?.innerSize).toBe('0%');
    expect(pieOptions(interactive({ id: 'w', format: 'chart:pie', formatOptions: { doughnut: true } as never }), widgetData()).plotOptions?.pie?.innerSize).toBe('58%');
  });

  it('slice the first metric by the dimension, or make a slice of each metric without one', () => {
    const byDay = series(pieOptions(interactive({ id: 'w' }), widgetData()))[0]!.data as PointOptionsObject[];
    expect(byDay).toEqual([
      { name: 'Feb 1, 2026', y: 300 },
      { name: 'Feb 2, 2026', y: 100 },
    ]);
    const totals = series(pieOptions(interactive({ id: 'w' }), { ...sessionsAndRevenue, dimension: null }))[0]!.data as PointOptionsObject[];
    expect(totals).toEqual([
      { name: 'Sessions', y: 400 },
      { name: 'Revenue', y: 200 },
    ]);
  });

  it('show only shares for a cloaked metric', () => {
    const cloaked = interactive({ id: 'w', instances: [instance({ metricsOptions: { sessions: { cloaked: true } } })] });
    const formatter = pieOptions(cloaked, widgetData()).tooltip!.pointFormatter!;
    expect(formatter.call({ index: 0, y: 300, percentage: 75 } as never)).toBe('<b>75%</b>');
    const open = pieOptions(interactive({ id: 'w' }), widgetData()).tooltip!.pointFormatter!;
    expect(open.call({ index: 0, y: 300, percentage: 75 } as never)).toBe('<b>300</b> (75%)');
  });
});

describe('radar charts', () => {
  it('hide the grid labels by default (visibleLabels) and show them on request', () => {
    const plain = radarOptions(interactive({ id: 'w', format: 'chart:radar' }), widgetData());
    expect(plain.chart?.polar).toBe(true);
    expect((plain.yAxis as YAxisOptions).labels?.enabled).toBe(false);
    expect((radarOptions(interactive({ id: 'w', formatOptions: { visibleLabels: true } as never }), widgetData()).yAxis as YAxisOptions).labels?.enabled).toBe(true);
  });
});

describe('gauges', () => {
  it('run from 0 to 100 by default, or the widget’s own bounds, showing the first metric’s total', () => {
    const plain = gaugeOptions(interactive({ id: 'w', format: 'chart:gauge' }), widgetData());
    expect(plain.yAxis).toMatchObject({ min: 0, max: 100 });
    expect(series(plain)[0]!.data).toEqual([400]);
    expect((series(plain)[0] as { dataLabels: { format: string } }).dataLabels.format).toBe('400');
    expect(gaugeOptions(interactive({ id: 'w', formatOptions: { minValue: 200, maxValue: 800 } as never }), widgetData()).yAxis).toMatchObject({ min: 200, max: 800 });
  });

  it('print no number for a cloaked metric, and N/A for a missing one', () => {
    const cloaked = interactive({ id: 'w', instances: [instance({ metricsOptions: { sessions: { cloaked: true } } })] });
    expect((series(gaugeOptions(cloaked, widgetData()))[0] as { dataLabels: { format: string } }).dataLabels.format).toBe('Hidden');
    expect((series(gaugeOptions(interactive({ id: 'w' }), widgetData({ totals: { 'web:sessions': null } })))[0] as { dataLabels: { format: string } }).dataLabels.format).toBe('N/A');
  });
});
