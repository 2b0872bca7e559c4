import type { ReportDateRange, ReportSchedule } from '../contracts/automatic-report.js';
import { addDays, dayParts, endOfMonth, makeDay, weekdayOf, type CalendarDay } from './calendar-day.js';
import { precedingRange, rangeOfType, type DayRange } from './ranges.js';
import type { ViewRange } from './share-query.js';
import { wallClockOf, zonedTimeToInstant } from './zoned-time.js';

/** The first Monday-to-Friday of a month. */
function firstWorkDay(year: number, month: number): CalendarDay {
  let day = makeDay(year, month, 1);
  while (weekdayOf(day) > 4) day = addDays(day, 1);
  return day;
}

/** The day a monthly report goes out in a month. */
function monthlyDay(detail: ReportSchedule['detail'], year: number, month: number): CalendarDay {
  if (detail === 'LAST_DAY') return endOfMonth(makeDay(year, month, 1));
  if (detail === 'FIRST_WORK_DAY') return firstWorkDay(year, month);
  return makeDay(year, month, 1);
}

/** The days a report may go out on, from `from` on, in order: one per month or per week. */
function* sendDays(schedule: ReportSchedule, from: CalendarDay): Generator<CalendarDay> {
  if (schedule.period === 'MONTH') {
    const { year, month } = dayParts(from);
    // makeDay rolls month 13 over into January of the next year.
    for (let step = 0; ; step += 1) {
      const { year: y, month: m } = dayParts(makeDay(year, month + step, 1));
      yield monthlyDay(schedule.detail, y, m);
    }
  }
  const isoWeekday = Number(schedule.detail);
  let day = addDays(from, (isoWeekday - 1 - weekdayOf(from) + 7) % 7);
  for (;;) {
    yield day;
    day = addDays(day, 7);
  }
}

/**
 * The first instant after `after` the report goes out: the schedule's day and
 * wall-clock time in its own time zone, so "the 1st at 08:00 Paris" stays
 * 08:00 in Paris on both sides of a DST change, and a time skipped by a
 * spring-forward goes out an hour later that day.
 */
export function nextSendAt(schedule: ReportSchedule, after: Date): Date {
  // Start a day back: the zone's day may begin before `after`'s day there does.
  const from = addDays(wallClockOf(after, schedule.timezone).day, -1);
  for (const day of sendDays(schedule, from)) {
    const instant = zonedTimeToInstant(day, schedule.hour, schedule.minute, schedule.timezone);
    if (instant.getTime() > after.getTime()) return instant;
  }
  throw new Error('unreachable: send days never end');
}

/**
 * The period a report sent at `sentFor` covers, in its time zone: the "last"
 * ranges end the day before the send (the send day is not over); LAST_WEEK is
 * the Monday-to-Sunday week before the send's week. The comparison is the
 * period just before, as on the dashboard.
 */
export function reportRange(dateRange: ReportDateRange, sentFor: Date, timezone: string): ViewRange {
  const sendDay = wallClockOf(sentFor, timezone).day;
  const range: DayRange =
    dateRange === 'LAST_7_DAYS'
      ? rangeOfType('last_7_days', sendDay)
      : dateRange === 'LAST_30_DAYS'
        ? rangeOfType('last_30_days', sendDay)
        : dateRange === 'LAST_MONTH'
          ? rangeOfType('last_month', sendDay)
          : rangeOfType('weekly', addDays(sendDay, -7));
  return { range, compare: precedingRange(range) };
}
