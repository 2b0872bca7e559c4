import { addDays, compareDays, daysBetween, dayParts, endOfMonth, makeDay, startOfMonth, weekdayOf, type CalendarDay } from './calendar-day.js';

export interface DayRange {
  startDate: CalendarDay;
  endDate: CalendarDay;
}

/** The calendar's range types (spec §4). */
export const RANGE_TYPES = ['monthly', 'weekly', 'last_30_days', 'last_7_days', 'last_month', 'mid_monthly', 'daily', 'custom'] as const;
export type RangeType = (typeof RANGE_TYPES)[number];

/** Number of days in a range, both ends included. */
export const rangeLength = (range: DayRange): number => daysBetween(range.startDate, range.endDate) + 1;

/** Spec §4: in custom mode a reversed start and end are swapped. */
export function orderedRange(startDate: CalendarDay, endDate: CalendarDay): DayRange {
  return compareDays(startDate, endDate) <= 0 ? { startDate, endDate } : { startDate: endDate, endDate: startDate };
}

/** Spec §4: the comparison defaults to the same number of days immediately before the range. */
export function precedingRange(range: DayRange): DayRange {
  const length = rangeLength(range);
  return { startDate: addDays(range.startDate, -length), endDate: addDays(range.startDate, -1) };
}

/** The days a view is asked for: a range, and a comparison or none (the period just before). */
export interface RequestedDays {
  startDate: CalendarDay;
  endDate: CalendarDay;
  compareStartDate?: CalendarDay | null | undefined;
  compareEndDate?: CalendarDay | null | undefined;
}

/** Spec §4: the range and the comparison asked for, each in order; without a comparison, the period just before. */
export function orderedView({ startDate, endDate, compareStartDate, compareEndDate }: RequestedDays): { range: DayRange; compare: DayRange } {
  const range = orderedRange(startDate, endDate);
  return { range, compare: compareStartDate && compareEndDate ? orderedRange(compareStartDate, compareEndDate) : precedingRange(range) };
}

/** The same days, both ends. */
export const sameDayRange = (a: DayRange, b: DayRange): boolean => a.startDate === b.startDate && a.endDate === b.endDate;

/** Whether the two ranges share a day: a dated note (a historic text card's article) is shown in every view it overlaps. */
export const rangesOverlap = (a: DayRange, b: DayRange): boolean => compareDays(a.startDate, b.endDate) <= 0 && compareDays(a.endDate, b.startDate) >= 0;

export const isPrecedingRange = (range: DayRange, compare: DayRange): boolean => sameDayRange(precedingRange(range), compare);

/** A range that is exactly one whole calendar month. */
export function wholeMonthOf(range: DayRange): { year: number; month: number } | null {
  if (range.startDate !== startOfMonth(range.startDate) || range.endDate !== endOfMonth(range.startDate)) return null;
  const { year, month } = dayParts(range.startDate);
  return { year, month };
}

export const monthRange = (year: number, month: number): DayRange => {
  const startDate = makeDay(year, month, 1);
  return { startDate, endDate: endOfMonth(startDate) };
};

/**
 * The range a range type stands for, around a reference day (the anchor the
 * user picked, or today). "monthly" and "weekly" are the month and the
 * Monday-to-Sunday week holding the reference day; the "last" types end
 * yesterday, since today is not over; mid-monthly runs from the 15th to the
 * 14th of the next month.
 */
export function rangeOfType(type: Exclude<RangeType, 'custom'>, reference: CalendarDay): DayRange {
  switch (type) {
    case 'monthly':
      return { startDate: startOfMonth(reference), endDate: endOfMonth(reference) };
    case 'weekly': {
      const monday = addDays(reference, -weekdayOf(reference));
      return { startDate: monday, endDate: addDays(monday, 6) };
    }
    case 'last_30_days':
      return { startDate: addDays(reference, -30), endDate: addDays(reference, -1) };
    case 'last_7_days':
      return { startDate: addDays(reference, -7), endDate: addDays(reference, -1) };
    case 'last_month': {
      const previous = addDays(startOfMonth(reference), -1);
      return { startDate: startOfMonth(previous), endDate: previous };
    }
    case 'mid_monthly': {
      const { year, month, date } = dayParts(reference);
      const startMonth = date >= 15 ? month : month - 1;
      return { startDate: makeDay(year, startMonth, 15), endDate: makeDay(year, startMonth + 1, 14) };
    }
    case 'daily':
      return { startDate: reference, endDate: reference };
  }
}

export interface DayRules {
  today: CalendarDay;
  /** Future days are blocked unless allowed. */
  allowFuture?: boolean;
  /** Past days are allowed by default. */
  allowPast?: boolean;
  /** Today is excluded unless requested. */
  includeToday?: boolean;
}

/** Spec §4: which days the calendar lets the user pick. */
export function isDaySelectable(day: CalendarDay, rules: DayRules): boolean {
  const order = compareDays(day, rules.today);
  if (order === 0) return rules.includeToday === true;
  if (order > 0) return rules.allowFuture === true;
  return rules.allowPast !== false;
}

/** Spec §4: the year selector covers 5 years back to 6 ahead. */
export function selectableYears(today: CalendarDay): number[] {
  const { year } = dayParts(today);
  return Array.from({ length: 12 }, (_, index) => year - 5 + index);
}
