import { wholeMonthOf, type DayRange } from '@pulseboard/shared/dates';

const DAY_SPAN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Mar 1 – 31, 2026": a range of calendar days as people write it (days are UTC-free dates). */
export const formatDaySpan = (range: DayRange): string => DAY_SPAN.formatRange(asDate(range.startDate), asDate(range.endDate));

/** "March 2026" for a whole calendar month, else the day span. */
export const formatPeriod = (range: DayRange): string => (wholeMonthOf(range) ? MONTH.format(asDate(range.startDate)) : formatDaySpan(range));
