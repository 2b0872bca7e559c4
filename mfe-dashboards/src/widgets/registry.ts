import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { DEFAULT_WIDGET, type WidgetFormat } from '@pulseboard/shared';
import type { InteractiveRendererProps, PassiveRendererProps } from './renderers/renderer-props.js';

type InteractiveFormat = Exclude<WidgetFormat, 'textCard'>;
type Renderer<P> = LazyExoticComponent<ComponentType<P>>;

// One chunk per renderer: a dashboard downloads the code of the formats it shows, and only when a widget of that format comes near the viewport.
const cartesian = lazy(() => import('./renderers/CartesianChart.js'));

/** Each display format of an interactive widget (spec §3) and the renderer that draws it. */
export const INTERACTIVE_RENDERERS: Record<InteractiveFormat, Renderer<InteractiveRendererProps>> = {
  'chart:line': cartesian,
  'chart:area': cartesian,
  'chart:bar': cartesian,
  'chart:pie': lazy(() => import('./renderers/PieChart.js')),
  'chart:radar': lazy(() => import('./renderers/RadarChart.js')),
  'chart:gauge': lazy(() => import('./renderers/GaugeChart.js')),
  table: lazy(() => import('./renderers/TableWidget.js')),
  summary: lazy(() => import('./renderers/SummaryWidget.js')),
};

/** Passive widgets have the one format, the text card. */
export const PassiveRenderer: Renderer<PassiveRendererProps> = lazy(() => import('./renderers/TextCard.js'));

/** The text card is the passive format; an interactive widget that names it shows as the default format, a table. */
export const interactiveRenderer = (format: WidgetFormat) => INTERACTIVE_RENDERERS[format === 'textCard' ? DEFAULT_WIDGET.format : format];
