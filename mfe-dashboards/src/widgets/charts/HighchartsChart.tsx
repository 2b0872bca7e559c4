import { useMemo } from 'react';
import HighchartsReact from 'highcharts-react-official';
import type { Options } from 'highcharts';
import { useDashboardRuntime } from '../../dashboard/dashboard-runtime.js';
import Highcharts from './highcharts.js';
import { chartThemeOf, themedOptions } from './chart-theme.js';
import styles from './HighchartsChart.module.css';

/**
 * The chart's container props, one object for every render: highcharts-react
 * updates (and so redraws) the chart whenever the identity of its options,
 * update arguments or container props changes, and a fresh object here made
 * every re-render of a widget redraw its chart from scratch.
 */
const CONTAINER_PROPS = { className: styles.canvas };

/**
 * A chart filling its widget: the format's options laid over the theme of
 * the dashboard's colours (drawn once the dashboard has read them).
 * `label` names the chart for screen readers (the widget's title is the visible one).
 */
export function HighchartsChart({ options, label }: { options: Options; label: string }) {
  const { print, colours } = useDashboardRuntime();
  const merged = useMemo(
    () => (colours ? themedOptions(Highcharts.merge(options, { lang: { accessibility: { defaultChartTitle: label } } }), chartThemeOf(colours), !print) : null),
    [colours, print, label, options],
  );
  return <div className={styles.chart}>{merged ? <HighchartsReact highcharts={Highcharts} options={merged} containerProps={CONTAINER_PROPS} /> : null}</div>;
}
