import { addDays, compareDays, dayParts, endOfMonth, makeDay, startOfMonth, weekdayOf, type CalendarDay, type DayRange } from '@pulseboard/shared';

/** The weeks of a month, Monday first (as weekly ranges run); null pads the days of other months. */
export function monthWeeks(month: CalendarDay): Array<Array<CalendarDay | null>> {
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const cells: Array<CalendarDay | null> = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; compareDays(day, last) <= 0; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export const inRange = (day: CalendarDay, range: DayRange) => compareDays(day, range.startDate) >= 0 && compareDays(day, range.endDate) <= 0;

/** The same day of another month, kept within that month (31 March − 1 month is 28 or 29 February). */
export function shiftMonths(day: CalendarDay, months: number): CalendarDay {
  const { year, month, date } = dayParts(day);
  const target = makeDay(year, month + months, 1);
  return makeDay(dayParts(target).year, dayParts(target).month, Math.min(date, dayParts(endOfMonth(target)).date));
}

const asDate = (day: CalendarDay) => new Date(`${day}T00:00:00Z`);
const FULL_DAY = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const MONTH_NAME = new Intl.DateTimeFormat(undefined, { month: 'long', timeZone: 'UTC' });
const MONTH_SHORT = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' });

export const fullDayName = (day: CalendarDay) => FULL_DAY.format(asDate(day));
export const monthName = (day: CalendarDay) => MONTH_NAME.format(asDate(day));
export const shortMonthName = (month: number) => MONTH_SHORT.format(asDate(makeDay(2000, month, 1)));
