import type { Options, XAxisOptions, YAxisOptions } from 'highcharts';
import type { DashboardColours } from '../../dashboard/dashboard-colours.js';
import Highcharts from './highcharts.js';

export interface ChartTheme {
  colors: string[];
  text: string;
  muted: string;
  grid: string;
  /** The widget's background, to separate pie slices. */
  surface: string;
}

/** Themes made, by the colours a dashboard read: its charts share one. */
const themes = new WeakMap<DashboardColours, ChartTheme>();

/** The dashboard's colours with muted text and grid lines tinted from its text colour. */
export function chartThemeOf(colours: DashboardColours): ChartTheme {
  let theme = themes.get(colours);
  if (!theme) {
    const { palette, text, surface } = colours;
    const tint = (opacity: number) => (text ? String(new Highcharts.Color(text).setOpacity(opacity).get('rgba')) : '');
    theme = { colors: palette, text, muted: tint(0.62), grid: tint(0.1), surface };
    themes.set(colours, theme);
  }
  return theme;
}

type Axes = XAxisOptions | XAxisOptions[] | YAxisOptions | YAxisOptions[] | undefined;

/** The shared axis look under each of a chart's own axes: Highcharts would let an array of axes replace it whole. */
const underEach = (shared: object, own: Axes) => (Array.isArray(own) ? own.map((axis) => Highcharts.merge(shared, axis)) : Highcharts.merge(shared, own ?? {}));

/**
 * A format's options laid over what every chart of a dashboard has in
 * common: palette, typography, quiet axes without titles, no credits, and
 * no animation in print (the PDF must capture the final drawing).
 */
export function themedOptions(options: Options, theme: ChartTheme, animate: boolean): Options {
  const label = { color: theme.muted || undefined, fontSize: '11px' };
  const axis = { gridLineColor: theme.grid || undefined, lineColor: theme.grid || undefined, tickColor: theme.grid || undefined, labels: { style: label }, title: { text: undefined } };
  const theming: Options = {
    ...(theme.colors.length ? { colors: theme.colors } : {}),
    chart: { backgroundColor: 'transparent', style: { fontFamily: 'inherit', color: theme.text }, animation: animate, spacing: [8, 4, 8, 4] },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { itemStyle: { color: theme.text || undefined, fontWeight: '500', fontSize: '12px' }, itemHoverStyle: { color: theme.text || undefined } },
    tooltip: { borderRadius: 8, shadow: false, style: { fontSize: '12px' } },
    plotOptions: { series: { animation: animate }, pie: { borderColor: theme.surface || undefined } },
  };
  return Highcharts.merge(theming, options, { xAxis: underEach(axis, options.xAxis), yAxis: underEach(axis, options.yAxis) });
}
