import { isCalendarDay, orderedRange, precedingRange, rangeOfType, type CalendarDay, type Dashboard, type DayRange, type ViewRange } from '@pulseboard/shared';

/** A custom dashboard saved without its dates shows this instead. */
const CUSTOM_FALLBACK = 'last_30_days';

const storedRange = (startDate: string | null, endDate: string | null): DayRange | null =>
  startDate && endDate && isCalendarDay(startDate) && isCalendarDay(endDate) ? orderedRange(startDate, endDate) : null;

/**
 * The view of a URL that names no range: the dashboard's range type around
 * today in the dashboard's time zone, compared with the period just before.
 * A custom dashboard keeps its saved dates and saved comparison; other types
 * move with the calendar, so a saved comparison would be stale and is not used.
 */
export function defaultViewRange(dashboard: Pick<Dashboard, 'rangeType' | 'startDate' | 'endDate' | 'compareStartDate' | 'compareEndDate'>, today: CalendarDay): ViewRange {
  if (dashboard.rangeType !== 'custom') {
    const range = rangeOfType(dashboard.rangeType, today);
    return { range, compare: precedingRange(range) };
  }
  const range = storedRange(dashboard.startDate, dashboard.endDate) ?? rangeOfType(CUSTOM_FALLBACK, today);
  return { range, compare: storedRange(dashboard.compareStartDate, dashboard.compareEndDate) ?? precedingRange(range) };
}
