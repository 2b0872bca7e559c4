import type { Options, XAxisOptions, YAxisOptions } from 'highcharts';
import Highcharts from './highcharts.js';

export interface ChartTheme {
  /** The product palette, from the --pb-chart-N tokens. */
  colors: string[];
  text: string;
  muted: string;
  grid: string;
  /** The widget's background, to separate pie slices. */
  surface: string;
}

const PALETTE_SIZE = 8;

/**
 * Colours as the page resolves them where the chart sits: the palette tokens,
 * the dashboard's text colour (its theme or its own colour style) with muted
 * text and grid lines tinted from it, and the card's background. Highcharts
 * paints SVG attributes, which cannot read CSS variables, so they are
 * resolved here once per chart.
 */
export function readChartTheme(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  const tint = (opacity: number) => (style.color ? String(new Highcharts.Color(style.color).setOpacity(opacity).get('rgba')) : '');
  return {
    colors: Array.from({ length: PALETTE_SIZE }, (_, index) => read(`--pb-chart-${index + 1}`)).filter(Boolean),
    text: style.color,
    muted: tint(0.62),
    grid: tint(0.1),
    surface: read('--dash-surface'),
  };
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
