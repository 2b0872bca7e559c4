/**
 * Calendar days as plain numbers (days since 1970-01-01), on top of the
 * shared calendar-day helpers (UTC, so no time zone or daylight-saving shift
 * can add or drop a day): a dashboard's "day" is a label in its own zone, and
 * the sample data is keyed by it.
 */
import { addDays, daysBetween as daysFromTo, makeDay, weekdayOf } from '@pulseboard/shared/dates';

const EPOCH = '1970-01-01';

export interface Day {
  /** YYYY-MM-DD. */
  iso: string;
  /** Days since 1970-01-01 (negative before). */
  index: number;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  /** 0-based day of the year. */
  dayOfYear: number;
}

export const dayIndex = (iso: string): number => daysFromTo(EPOCH, iso);

export function dayAt(index: number): Day {
  const iso = addDays(EPOCH, index);
  const startOfYear = makeDay(Number(iso.slice(0, 4)), 1, 1);
  return { iso, index, weekday: (weekdayOf(iso) + 1) % 7, dayOfYear: daysFromTo(startOfYear, iso) };
}

/** Every day from start to end, both included. */
export function daysBetween(startIso: string, endIso: string): Day[] {
  const days: Day[] = [];
  for (let index = dayIndex(startIso), last = dayIndex(endIso); index <= last; index += 1) days.push(dayAt(index));
  return days;
}
