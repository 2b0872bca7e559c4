/**
 * Calendar days as plain numbers (days since 1970-01-01), computed in UTC so
 * no time zone or daylight-saving shift can add or drop a day: a dashboard's
 * "day" is a label in its own zone, and the sample data is keyed by it.
 */

const DAY_MS = 86_400_000;

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

/** Date.UTC would read years 0-99 as 1900-1999; setUTCFullYear takes them as written. */
function utcMs(year: number, month: number, day: number): number {
  return new Date(0).setUTCFullYear(year, month, day);
}

export function dayIndex(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return Math.round(utcMs(year, month - 1, day) / DAY_MS);
}

export function dayAt(index: number): Day {
  const date = new Date(index * DAY_MS);
  const iso = date.toISOString().slice(0, 10);
  return { iso, index, weekday: date.getUTCDay(), dayOfYear: index - Math.round(utcMs(date.getUTCFullYear(), 0, 1) / DAY_MS) };
}

/** Every day from start to end, both included. */
export function daysBetween(startIso: string, endIso: string): Day[] {
  const days: Day[] = [];
  for (let index = dayIndex(startIso), last = dayIndex(endIso); index <= last; index += 1) days.push(dayAt(index));
  return days;
}
