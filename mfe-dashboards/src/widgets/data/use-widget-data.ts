import { useMemo } from 'react';
import useSWR from 'swr';
import type { InteractiveWidget, ViewRange, WidgetData } from '@pulseboard/shared';
import { loadPreviewData } from '../../api/dashboard-edit.js';
import { useDashboardRuntime } from '../../dashboard/dashboard-runtime.js';
import { previewQuery, shapeRows } from '../../edit/data/preview-query.js';
import { widgetDataKey, type WidgetDataKey } from './widget-data-key.js';

/** Real-time widgets ask again this often. */
export const REAL_TIME_REFRESH_MS = 60_000;

const options = (refresh: boolean) => ({
  // The previous range's chart stays up, dimmed, while the new one loads.
  keepPreviousData: true,
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  refreshInterval: refresh ? REAL_TIME_REFRESH_MS : 0,
});

/**
 * One widget's data, cached by widgetDataKey. The widgets asked for together go in one request
 * (widget-data-batcher.ts); requests wait their turn in the dashboard's queue.
 *
 * In edit mode the widget is unsaved, so its data is a preview keyed by what
 * the engine computes from (previewQuery) and the range: a change of sort,
 * row limit, format or metric options is drawn from the rows already there.
 */
export function useWidgetData(widget: InteractiveWidget, view: ViewRange, refresh: boolean) {
  const { permalink, credential, queue, widgetData, preview, onDataError } = useDashboardRuntime();
  const range = [view.range.startDate, view.range.endDate, view.compare.startDate, view.compare.endDate] as const;
  const savedKey = preview ? null : widgetDataKey(permalink, widget, view);
  const saved = useSWR<WidgetData>(
    savedKey,
    ([, , widgetId, , startDate, endDate, compareStartDate, compareEndDate]: WidgetDataKey) =>
      widgetData.load({ permalink, credential, widgetId, view: { range: { startDate, endDate }, compare: { startDate: compareStartDate, endDate: compareEndDate } } }),
    // SWR calls onError unchecked: only given when there is one.
    { ...options(refresh), ...(onDataError ? { onError: onDataError } : {}) },
  );

  const query = useMemo(() => JSON.stringify(previewQuery(widget)), [widget]);
  const previewKey = preview ? (['widget-preview', query, preview.timezone, ...range] as const) : null;
  const previewed = useSWR<WidgetData>(
    previewKey,
    ([, body, timezone, startDate, endDate, compareStartDate, compareEndDate]: NonNullable<typeof previewKey>) =>
      queue.run(() => loadPreviewData({ widget: JSON.parse(body), range: { startDate, endDate }, compare: { startDate: compareStartDate, endDate: compareEndDate }, timezone })),
    // A preview already fetched for this query and range is reused by every view of it (the grid, the edit form's preview).
    { ...options(refresh), revalidateIfStale: false },
  );
  const { orderBy, rowsLimit } = widget;
  const shaped = useMemo(() => previewed.data && shapeRows(previewed.data, { orderBy, rowsLimit }), [previewed.data, orderBy, rowsLimit]);

  return preview
    ? { data: shaped, error: previewed.error as unknown, isLoading: previewed.isLoading, mutate: previewed.mutate }
    : { data: saved.data, error: saved.error as unknown, isLoading: saved.isLoading, mutate: saved.mutate };
}
