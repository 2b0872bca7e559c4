import { addDays, todayIn } from '@pulseboard/shared/dates';
import { dayIndex } from '../../connectors/demo/calendar.js';

/**
 * A report date as Google reads it: YYYY-MM-DD, "today", "yesterday" or
 * "NdaysAgo", relative to the property's time zone. Undefined: unreadable.
 */
export function resolveDate(value: string | undefined, timeZone: string, now: number): string | undefined {
  if (!value) return undefined;
  const today = todayIn(timeZone, new Date(now));
  if (value === 'today') return today;
  if (value === 'yesterday') return addDays(today, -1);
  const ago = /^(\d+)daysAgo$/.exec(value);
  if (ago) return addDays(today, -Number(ago[1]));
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** A multiplier over the seasons and years: traffic grows by `yearlyGrowth` a year from 2026 and peaks in late spring. */
export function trend(iso: string, yearlyGrowth: number): number {
  const years = (dayIndex(iso) - dayIndex('2026-01-01')) / 365.25;
  const season = 1 + 0.08 * Math.sin((2 * Math.PI * (dayIndex(iso) - 60)) / 365.25);
  return Math.pow(1 + yearlyGrowth, years) * season;
}

/** Weekdays busier than weekends, as business sites are. */
export const WEEKDAY_FACTOR = [0.78, 1.06, 1.08, 1.07, 1.04, 0.97, 0.8];
