import { isCalendarDay, type CalendarDay } from './calendar-day.js';
import { orderedRange, precedingRange, rangeOfType, type DayRange, type RangeType } from './ranges.js';
import type { ViewRange } from './share-query.js';

/** A custom dashboard saved without its dates shows this instead. */
const CUSTOM_FALLBACK = 'last_30_days';

/** What a dashboard stores about its range: its type and, for a custom one, its dates. */
export interface StoredRange {
  rangeType: RangeType;
  startDate: string | null;
  endDate: string | null;
  compareStartDate: string | null;
  compareEndDate: string | null;
}

const storedRange = (startDate: string | null, endDate: string | null): DayRange | null =>
  startDate && endDate && isCalendarDay(startDate) && isCalendarDay(endDate) ? orderedRange(startDate, endDate) : null;

/**
 * The view of a URL that names no range: the dashboard's range type around
 * today in the dashboard's time zone, compared with the period just before.
 * A custom dashboard keeps its saved dates and saved comparison; other types
 * move with the calendar, so a saved comparison would be stale and is not used.
 * The dashboard screen and the PDF export both start from it.
 */
export function defaultViewRange(dashboard: StoredRange, today: CalendarDay): ViewRange {
  if (dashboard.rangeType !== 'custom') {
    const range = rangeOfType(dashboard.rangeType, today);
    return { range, compare: precedingRange(range) };
  }
  const range = storedRange(dashboard.startDate, dashboard.endDate) ?? rangeOfType(CUSTOM_FALLBACK, today);
  return { range, compare: storedRange(dashboard.compareStartDate, dashboard.compareEndDate) ?? precedingRange(range) };
}
