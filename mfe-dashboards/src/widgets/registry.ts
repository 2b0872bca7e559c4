import { DEFAULT_WIDGET, preloadable, type Preloadable, type Widget, type WidgetFormat } from '@pulseboard/shared';
import type { InteractiveRendererProps, PassiveRendererProps } from './renderers/renderer-props.js';

export type InteractiveFormat = Exclude<WidgetFormat, 'textCard'>;
type Renderer<P extends object> = Preloadable<P>;

export interface FormatEntry {
  /** How the widget editor names the format. */
  label: string;
  /** Cartesian charts are one "Chart" choice of the editor, with this format as its chart type. */
  chartType?: true;
  renderer: Renderer<InteractiveRendererProps>;
}

// A dashboard downloads the code of the formats it shows (see preloadRenderers), and a page opened on one
// the code of every format (preloadEveryRenderer). The charts share one
// chunk: their Highcharts wrapper and theme are most of each, which a chunk apiece would repeat.
const cartesian = preloadable(() => import(/* webpackChunkName: "charts" */ './renderers/CartesianChart.js'));

/**
 * Every display format of an interactive widget (spec §3): its name in the
 * editor and the renderer that draws it. Typed by the contract's formats, so
 * a format added there does not compile until it has its entry here.
 */
export const INTERACTIVE_FORMATS: Record<InteractiveFormat, FormatEntry> = {
  'chart:line': { label: 'Line', chartType: true, renderer: cartesian },
  'chart:area': { label: 'Area', chartType: true, renderer: cartesian },
  'chart:bar': { label: 'Bar', chartType: true, renderer: cartesian },
  'chart:pie': { label: 'Pie chart', renderer: preloadable(() => import(/* webpackChunkName: "charts" */ './renderers/PieChart.js')) },
  'chart:radar': { label: 'Radar chart', renderer: preloadable(() => import(/* webpackChunkName: "charts" */ './renderers/RadarChart.js')) },
  'chart:gauge': { label: 'Gauge', renderer: preloadable(() => import(/* webpackChunkName: "charts" */ './renderers/GaugeChart.js')) },
  table: { label: 'Table', renderer: preloadable(() => import('./renderers/TableWidget.js')) },
  summary: { label: 'Summary (single numbers)', renderer: preloadable(() => import('./renderers/SummaryWidget.js')) },
};

/** Passive widgets have the one format, the text card. */
export const PassiveRenderer: Renderer<PassiveRendererProps> = preloadable(() => import('./renderers/TextCard.js'));

/**
 * Starts loading every format's renderer, before the dashboard has said
 * which it shows: nearly every dashboard has charts, and the other formats'
 * chunks are a few kilobytes. Their code is then there when the first data
 * arrives, instead of a widget suspending on it after the others have drawn.
 */
export function preloadEveryRenderer(): void {
  const renderers = new Set([...Object.values(INTERACTIVE_FORMATS).map((entry) => entry.renderer), PassiveRenderer]);
  for (const renderer of renderers) renderer.preload().catch(() => undefined);
}

/** The text card is the passive format; an interactive widget that names it shows as the default format, a table. */
export const shownFormat = (format: WidgetFormat): InteractiveFormat => (format === 'textCard' ? DEFAULT_WIDGET.format : format);

export const interactiveRenderer = (format: WidgetFormat) => INTERACTIVE_FORMATS[shownFormat(format)].renderer;

/**
 * Starts loading the renderers of the given widgets' formats, once each,
 * while their data is asked for: a widget whose data arrives then draws at
 * once instead of suspending on its renderer's code.
 */
export function preloadRenderers(widgets: readonly Widget[]): void {
  const renderers = new Set(widgets.map((widget) => (widget.nature === 'passive' ? PassiveRenderer : interactiveRenderer(widget.format))));
  for (const renderer of renderers) renderer.preload().catch(() => undefined);
}
