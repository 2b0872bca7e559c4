import { useCallback, useMemo } from 'react';
import { defaultViewRange, shareQuery, todayIn, useSearchParams, viewRangeFromQuery, type CalendarDay, type Dashboard, type ViewRange } from '@pulseboard/shared';

/** The query keys a view range is written with (spec §2); other keys of the URL are left alone. */
const VIEW_KEYS = ['startDate', 'endDate', 'compareStartDate', 'compareEndDate', 'month', 'year'];

/** The range a dashboard shows for an address's query, on the day `today` is in its time zone. */
export function viewRangeOf(dashboard: Dashboard, params: URLSearchParams, today: CalendarDay = todayIn(dashboard.timezone)): ViewRange {
  const locked = dashboard.embed?.rangeLocked ?? false;
  return (locked ? null : viewRangeFromQuery(params)) ?? defaultViewRange(dashboard, today);
}

/**
 * The range (and comparison) on screen lives in the URL, written exactly as
 * the share link writes it, so the link, a reload, the back button, the
 * print render and the widgets' data all read one state. Without one in the
 * URL the dashboard's default applies.
 *
 * Embedded, a frame's history entries would join the page's own back button,
 * so a new range replaces the address instead; and a range the embed token
 * locks (the dashboard's custom range) wins over the frame's query.
 */
export function useViewRange(dashboard: Dashboard, { embedded = false } = {}): [ViewRange, (view: ViewRange) => void] {
  const [params, setParams] = useSearchParams();
  const today = todayIn(dashboard.timezone);
  const view = useMemo(() => viewRangeOf(dashboard, params, today), [params, dashboard, today]);
  const setView = useCallback(
    (next: ViewRange) =>
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          for (const key of VIEW_KEYS) query.delete(key);
          for (const [key, value] of Object.entries(shareQuery(next))) query.set(key, value);
          return query;
        },
        { replace: embedded },
      ),
    [setParams, embedded],
  );
  return [view, setView];
}
