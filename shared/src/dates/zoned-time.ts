import { MAX_ZONE_FORMATTERS, remembered } from '../intl/remembered.js';
import { dayParts, type CalendarDay } from './calendar-day.js';

const DAY_MS = 86_400_000;

const formatterFor = remembered(
  (timezone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }),
  (timezone) => timezone,
  MAX_ZONE_FORMATTERS,
);

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds (whole seconds). */
export function offsetAt(instant: number, timezone: string): number {
  const parts = formatterFor(timezone).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time on a day in a time zone happens. Across a DST
 * change it behaves as calendars do (and as Temporal's "compatible" choice):
 * a time skipped by a spring-forward happens the gap's length later (02:30
 * becomes 03:30), and a time that happens twice in a fall-back is the first.
 */
export function zonedTimeToInstant(day: CalendarDay, hour: number, minute: number, timezone: string): Date {
  const { year, month, date } = dayParts(day);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // The wall time read as UTC is up to 14 hours from the instant it names
  // (offsets run from -12 to +14), so the offsets either side of a change are
  // read a day away; transitions are more than two days apart.
  const before = offsetAt(wall - DAY_MS, timezone);
  const after = offsetAt(wall + DAY_MS, timezone);
  const fits = [wall - before, wall - after].filter((instant) => wall - offsetAt(instant, timezone) === instant);
  if (fits.length > 0) return new Date(Math.min(...fits));
  // In a gap: the offset before the change, read after it, moves the time forward by the gap.
  return new Date(wall - before);
}

/** The wall clock of an instant in a time zone: its day, hour and minute there. */
export function wallClockOf(instant: Date, timezone: string): { day: CalendarDay; hour: number; minute: number } {
  const local = new Date(instant.getTime() + offsetAt(instant.getTime(), timezone));
  return { day: local.toISOString().slice(0, 10), hour: local.getUTCHours(), minute: local.getUTCMinutes() };
}
