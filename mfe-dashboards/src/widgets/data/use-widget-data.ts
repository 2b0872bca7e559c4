import useSWR from 'swr';
import type { InteractiveWidget, ViewRange, WidgetData } from '@pulseboard/shared';
import { loadWidgetData } from '../../api/dashboard-view.js';
import { useDashboardRuntime } from '../../dashboard/dashboard-runtime.js';

/** Real-time widgets ask again this often. */
export const REAL_TIME_REFRESH_MS = 60_000;

/**
 * One widget's data. The cache key is the dashboard, the widget, its hash and
 * the view range: changing the range or the widget's query (a new hash)
 * fetches again; anything else, such as the dashboard document reloading,
 * reuses what is there. Requests wait their turn in the dashboard's queue.
 */
export function useWidgetData(widget: InteractiveWidget, view: ViewRange, refresh: boolean) {
  const { permalink, token, queue } = useDashboardRuntime();
  const key = ['widget-data', permalink, widget.id, widget.hash, view.range.startDate, view.range.endDate, view.compare.startDate, view.compare.endDate] as const;
  return useSWR<WidgetData>(
    key,
    ([, , widgetId, , startDate, endDate, compareStartDate, compareEndDate]: typeof key) =>
      queue.run(() => loadWidgetData(permalink, widgetId, { range: { startDate, endDate }, compare: { startDate: compareStartDate, endDate: compareEndDate } }, token)),
    {
      // The previous range's chart stays up, dimmed, while the new one loads.
      keepPreviousData: true,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      refreshInterval: refresh ? REAL_TIME_REFRESH_MS : 0,
    },
  );
}
