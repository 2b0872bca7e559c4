import { addDays, todayIn } from '@pulseboard/shared/dates';
import type { DateRange } from '@pulseboard/shared/contracts';
import { SourceProviderError } from '../types.js';

/** LinkedIn serves an organisation's statistics for the past 12 months only. */
const STATISTICS_DAYS = 365;

/** Today as LinkedIn's statistics count days (UTC). */
export const todayUtc = (now: number) => todayIn('UTC', new Date(now));

/** The first day LinkedIn still has statistics for. */
export const earliestStatisticsDay = (now: number) => addDays(todayUtc(now), -STATISTICS_DAYS);

/**
 * The part of the range LinkedIn can answer: clipped to its 12 months and to
 * today; undefined when it lies wholly in the future. A range wholly older
 * than 12 months is refused with a message saying so (a provider error: the
 * source is fine).
 */
export function statisticsWindow(range: DateRange, now: number): DateRange | undefined {
  const earliest = earliestStatisticsDay(now);
  const today = todayUtc(now);
  if (range.endDate < earliest) throw new SourceProviderError(`LinkedIn keeps Page statistics for the past 12 months only: choose a range from ${earliest} on.`, 400);
  const window = { startDate: range.startDate < earliest ? earliest : range.startDate, endDate: range.endDate > today ? today : range.endDate };
  return window.startDate <= window.endDate ? window : undefined;
}

/** The moment a UTC day starts, in epoch milliseconds (LinkedIn's time ranges). */
export const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The time intervals of a daily statistics call over the window: from its first midnight to the midnight after its last day. */
export const dailyIntervals = (window: DateRange) => ({ timeRange: { start: midnight(window.startDate), end: midnight(addDays(window.endDate, 1)) }, timeGranularityType: 'DAY' });

/** The UTC day a statistics element's time range starts on. */
export const dayOfMillis = (millis: number) => new Date(millis).toISOString().slice(0, 10);
