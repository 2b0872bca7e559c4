import type { Dashboard, Widget } from '@pulseboard/shared';
import { applyEditGrid } from './layout/edit-layout.js';
import { mergeInto } from './merge/merge-widgets.js';

/** Orders 0 to n-1 in the given order, as the save form wants them; unchanged widgets stay the same objects. */
const renumber = (widgets: readonly Widget[]) => widgets.map((widget, order) => (widget.order === order ? widget : { ...widget, order }));
const byOrder = (widgets: readonly Widget[]) => [...widgets].sort((a, b) => a.order - b.order);

export const replaceWidget = (dashboard: Dashboard, widget: Widget): Dashboard => ({
  ...dashboard,
  widgets: dashboard.widgets.map((item) => (item.id === widget.id ? widget : item)),
});

export const addWidget = (dashboard: Dashboard, widget: Widget): Dashboard => ({ ...dashboard, widgets: renumber([...byOrder(dashboard.widgets), widget]) });

export const removeWidget = (dashboard: Dashboard, widgetId: string): Dashboard => ({ ...dashboard, widgets: renumber(byOrder(dashboard.widgets).filter((widget) => widget.id !== widgetId)) });

export const mergeWidget = (dashboard: Dashboard, targetId: string, sourceId: string): Dashboard => ({ ...dashboard, widgets: mergeInto(dashboard.widgets, targetId, sourceId) });

/**
 * One set's grid after a drag or resize (the editor draws the real-time and
 * the normal widgets as two grids, as the view does). The set's widgets take
 * the grid's order; the dashboard's orders then run through the real-time
 * set first, as the view reads them.
 */
export function arrangeSet(dashboard: Dashboard, realTime: boolean, cells: ReadonlyArray<{ i: string; x: number; y: number; w: number; h: number }>): Dashboard {
  const set = dashboard.widgets.filter((widget) => widget.realTime === realTime);
  const arranged = byOrder(applyEditGrid(set, cells));
  const others = byOrder(dashboard.widgets.filter((widget) => widget.realTime !== realTime));
  return { ...dashboard, widgets: renumber(realTime ? [...arranged, ...others] : [...others, ...arranged]) };
}

/** An id no widget of the dashboard has. */
export function newWidgetId(dashboard: Dashboard): string {
  const taken = new Set(dashboard.widgets.map((widget) => widget.id));
  for (;;) {
    const id = `w${Math.random().toString(36).slice(2, 10)}`;
    if (!taken.has(id)) return id;
  }
}
