import { preload } from 'swr';
import type { LoadedDashboard, ViewerCredential } from '../api/dashboard-view.js';
import { createDashboardRequests } from '../widgets/data/dashboard-requests.js';
import { widgetDataKey } from '../widgets/data/widget-data-key.js';
import { preloadRenderers } from '../widgets/registry.js';
import { isLivePrint, type DashboardMode } from './dashboard-mode.js';
import { viewRangeOf } from './use-view-range.js';
import { shownWidgets, widgetSets } from './widget-sets.js';

/**
 * What a dashboard's view needs next, started as soon as its document has
 * arrived rather than once the screen's code has run: the renderers of the
 * widgets' formats and, in print, where every widget is drawn at once, every
 * widget's data. The screen's own requests then find these under way by the
 * same keys (widgetDataKey), so nothing is asked twice. The report view
 * draws the widgets near the viewport first and asks for their data itself.
 */
export function startView({ dashboard }: LoadedDashboard, credential: ViewerCredential, mode: DashboardMode, search: string): void {
  const params = new URLSearchParams(search);
  const widgets = shownWidgets(widgetSets(dashboard.widgets, mode, isLivePrint(mode, params)));
  preloadRenderers(widgets);
  if (mode !== 'print') return;
  const view = viewRangeOf(dashboard, params);
  const { widgetData } = createDashboardRequests();
  for (const widget of widgets) {
    if (widget.nature !== 'interactive') continue;
    const { permalink } = dashboard;
    // A failure reaches the widget that asks for this key; nobody else is waiting on it.
    preload(widgetDataKey(permalink, widget, view), () => widgetData.load({ permalink, credential, widgetId: widget.id, view })).catch(() => undefined);
  }
}
