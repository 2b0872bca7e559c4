import { MAX_ZONE_FORMATTERS, remembered } from '../intl/remembered.js';

/**
 * Calendar days as "YYYY-MM-DD" strings. A report's range is a set of whole
 * days in the dashboard's time zone, so day arithmetic is done on the date
 * alone (in UTC, where no day is 23 or 25 hours long); the time zone matters
 * only for knowing which day "today" is.
 */
export type CalendarDay = string;

const DAY_MS = 86_400_000;
/** How a calendar day is written. */
export const CALENDAR_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(day: CalendarDay): number {
  const match = CALENDAR_DAY_PATTERN.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtc(ms: number): CalendarDay {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isCalendarDay(value: string): boolean {
  if (!CALENDAR_DAY_PATTERN.test(value)) return false;
  return fromUtc(toUtc(value)) === value;
}

export const addDays = (day: CalendarDay, days: number): CalendarDay => fromUtc(toUtc(day) + days * DAY_MS);

/** Whole days from `from` to `to` (to − from). */
export const daysBetween = (from: CalendarDay, to: CalendarDay): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

export const compareDays = (a: CalendarDay, b: CalendarDay): number => toUtc(a) - toUtc(b);

export function dayParts(day: CalendarDay): { year: number; month: number; date: number } {
  const date = new Date(toUtc(day));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, date: date.getUTCDate() };
}

export const makeDay = (year: number, month: number, date: number): CalendarDay => fromUtc(Date.UTC(year, month - 1, date));

export const startOfMonth = (day: CalendarDay): CalendarDay => {
  const { year, month } = dayParts(day);
  return makeDay(year, month, 1);
};

/** The last day of the month: day 0 of the next month. */
export const endOfMonth = (day: CalendarDay): CalendarDay => {
  const { year, month } = dayParts(day);
  return makeDay(year, month + 1, 0);
};

/** Monday-based weekday: 0 Monday … 6 Sunday. */
export const weekdayOf = (day: CalendarDay): number => (new Date(toUtc(day)).getUTCDay() + 6) % 7;

/** One formatter per time zone: a view asks for today on every render of its range and its date picker. */
const dayFormatterFor = remembered(
  (timezone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  (timezone) => timezone,
  MAX_ZONE_FORMATTERS,
);

/** Today in a time zone, as the wall clock there says. */
export function todayIn(timezone: string, now: Date = new Date()): CalendarDay {
  const parts = dayFormatterFor(timezone).formatToParts(now);
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${value('year')}-${value('month')}-${value('day')}`;
}
