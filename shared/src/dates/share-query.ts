import { rangeTooLong, reportingDayProblem } from '../contracts/date-range.js';
import { isCalendarDay } from './calendar-day.js';
import { isPrecedingRange, monthRange, orderedRange, precedingRange, sameDayRange, wholeMonthOf, type DayRange } from './ranges.js';

export interface ViewRange {
  range: DayRange;
  compare: DayRange;
}

/** The same range compared with the same period. */
export const sameViewRange = (a: ViewRange, b: ViewRange): boolean => sameDayRange(a.range, b.range) && sameDayRange(a.compare, b.compare);

/**
 * The query of a copied dashboard URL (spec §2): startDate and endDate, or
 * month and year when the range is exactly one whole calendar month; the
 * comparison only when it is not the directly preceding period of equal length.
 */
export function shareQuery({ range, compare }: ViewRange): Record<string, string> {
  const month = wholeMonthOf(range);
  const query: Record<string, string> = month ? { month: String(month.month), year: String(month.year) } : { startDate: range.startDate, endDate: range.endDate };
  if (!isPrecedingRange(range, compare)) {
    query.compareStartDate = compare.startDate;
    query.compareEndDate = compare.endDate;
  }
  return query;
}

/** Reads a view range back from a URL query; null when it names none (the dashboard's own default applies). */
export function viewRangeFromQuery(query: URLSearchParams): ViewRange | null {
  let range: DayRange | null = null;
  const month = Number(query.get('month'));
  const year = Number(query.get('year'));
  const start = query.get('startDate');
  const end = query.get('endDate');
  if (Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(year) && year >= 1970 && year <= 9999) {
    range = monthRange(year, month);
  } else if (start && end && isCalendarDay(start) && isCalendarDay(end)) {
    range = orderedRange(start, end);
  }
  if (!range) return null;
  const compareStart = query.get('compareStartDate');
  const compareEnd = query.get('compareEndDate');
  const compare = compareStart && compareEnd && isCalendarDay(compareStart) && isCalendarDay(compareEnd) ? orderedRange(compareStart, compareEnd) : precedingRange(range);
  return reportable(range) && reportable(compare) ? { range, compare } : null;
}

/** Days the data requests take: within the reporting window and no longer than the limit; a link naming others falls back to the dashboard's default. */
const reportable = ({ startDate, endDate }: DayRange): boolean => reportingDayProblem(startDate) === null && reportingDayProblem(endDate) === null && !rangeTooLong(startDate, endDate);
