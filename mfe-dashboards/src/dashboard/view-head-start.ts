import { preload } from 'swr';
import { firstShownWidgets, isLivePrint, sameViewRange, type DashboardMode, widgetsNearFirstScreen } from '@pulseboard/shared';
import type { LoadedDashboard, ViewerCredential } from '../api/dashboard-view.js';
import { createDashboardRequests } from '../widgets/data/dashboard-requests.js';
import type { FirstWidgetsData } from '../widgets/data/first-widgets-data.js';
import { widgetDataKey } from '../widgets/data/widget-data-key.js';
import { viewRangeOf } from './use-view-range.js';
import { shownWidgets, widgetSets } from './widget-sets.js';

/**
 * What a dashboard's view needs next, started as soon as its document has
 * arrived rather than once the screen's code has run and laid the widgets
 * out: the data of the widgets it draws first (in print every widget, which
 * it draws at once; otherwise those the layout puts near the first screen).
 * The screen's own requests then find these under way by the same keys
 * (widgetDataKey), so nothing is asked twice. The widgets whose data was
 * asked for beside the document (`first`) take it from that answer.
 */
export function startView({ dashboard }: LoadedDashboard, credential: ViewerCredential, mode: DashboardMode, search: string, first: FirstWidgetsData | null): void {
  const params = new URLSearchParams(search);
  const sets = widgetSets(dashboard.widgets, mode, isLivePrint(mode, params));
  const widgets = shownWidgets(sets);
  const drawnFirst = mode === 'print' ? widgets : widgetsNearFirstScreen([sets.realTime, sets.normal], window.innerHeight);
  const view = viewRangeOf(dashboard, params);
  const { widgetData } = createDashboardRequests();
  const answered = first && sameViewRange(first.view, view) ? first : null;
  const answeredIds = new Set(answered ? firstShownWidgets(dashboard.widgets, answered.viewportHeight).map(({ id }) => id) : []);
  for (const widget of drawnFirst) {
    if (widget.nature !== 'interactive') continue;
    const { permalink } = dashboard;
    const load = () => widgetData.load({ permalink, credential, widgetId: widget.id, view });
    const fromFirst = answered && answeredIds.has(widget.id) ? answered : null;
    // A failure reaches the widget that asks for this key; nobody else is waiting on it.
    preload(widgetDataKey(permalink, widget, view), () => (fromFirst ? fromFirst.dataOf(widget.id, widget.hash).then((data) => data ?? load()) : load())).catch(() => undefined);
  }
}
