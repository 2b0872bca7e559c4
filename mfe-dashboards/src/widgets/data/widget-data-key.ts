import type { InteractiveWidget, ViewRange } from '@pulseboard/shared';

/**
 * The cache key of a saved widget's data: the dashboard, the widget, its hash
 * and the view range. Changing the range or the widget's query (a new hash)
 * fetches again; anything else, such as the dashboard document reloading,
 * reuses what is there. The view's head start asks by the same key.
 */
export const widgetDataKey = (permalink: string, widget: Pick<InteractiveWidget, 'id' | 'hash'>, { range, compare }: ViewRange) =>
  ['widget-data', permalink, widget.id, widget.hash, range.startDate, range.endDate, compare.startDate, compare.endDate] as const;

export type WidgetDataKey = ReturnType<typeof widgetDataKey>;
