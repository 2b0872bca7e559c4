import * as z from './zod.js';
import { CALENDAR_DAY_PATTERN, daysBetween, isCalendarDay } from '../dates/calendar-day.js';

/**
 * The bounds of every date a request may name. Work grows with the days a
 * range covers (a provider call per day range, a row per day), so a view is
 * at most five years long, and its comparison as long again; and dates lie
 * in a calendar window wide enough for any report (the calendar offers five
 * years back and six ahead), so "0001-01-01" or "9999-12-31" never reach a
 * connector.
 */
export const FIRST_REPORTING_DAY = '2000-01-01';
export const LAST_REPORTING_DAY = '2099-12-31';
/** Five years, two leap days included. */
export const MAX_RANGE_DAYS = 1827;

export const DAY_FORMAT_MESSAGE = 'Give a calendar date as YYYY-MM-DD.';
export const DAY_WINDOW_MESSAGE = `Dates run from ${FIRST_REPORTING_DAY} to ${LAST_REPORTING_DAY}.`;
export const RANGE_TOO_LONG_MESSAGE = `A date range may cover at most 5 years (${MAX_RANGE_DAYS} days).`;

/** Why a day may not be used in a request, or null when it may. */
export function reportingDayProblem(value: string): string | null {
  if (!CALENDAR_DAY_PATTERN.test(value)) return DAY_FORMAT_MESSAGE;
  // Days in this form order as text; compared before the calendar check, which cannot read years below 100.
  if (value < FIRST_REPORTING_DAY || value > LAST_REPORTING_DAY) return DAY_WINDOW_MESSAGE;
  return isCalendarDay(value) ? null : DAY_FORMAT_MESSAGE;
}

/** A range longer than the limit, in either order (a reversed range is swapped later, spec §4). */
export const rangeTooLong = (startDate: string, endDate: string): boolean => Math.abs(daysBetween(startDate, endDate)) + 1 > MAX_RANGE_DAYS;

/** A calendar day in the reporting window. */
export const reportingDaySchema = z.string().check(
  z.superRefine((value, context) => {
    const problem = reportingDayProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

type DayFields = Record<string, unknown>;

/**
 * Refuses, on the end field, each pair of fields that spans more than the
 * limit. Pairs with a missing or invalid day are left to the fields' own
 * checks.
 */
export function spanCheck<T extends DayFields>(pairs: ReadonlyArray<readonly [start: keyof T & string, end: keyof T & string]>) {
  return (value: T, context: z.RefinementCtx<T>) => {
    for (const [start, end] of pairs) {
      const from = value[start];
      const to = value[end];
      if (typeof from !== 'string' || typeof to !== 'string' || reportingDayProblem(from) || reportingDayProblem(to)) continue;
      if (rangeTooLong(from, to)) context.addIssue({ code: 'custom', path: [end], message: RANGE_TOO_LONG_MESSAGE });
    }
  };
}

/** A view's range: two days in the window, at most MAX_RANGE_DAYS apart. */
export const dateRangeSchema = z.object({ startDate: reportingDaySchema, endDate: reportingDaySchema }).check(z.superRefine(spanCheck([['startDate', 'endDate']])));
export type DateRange = z.infer<typeof dateRangeSchema>;

/**
 * A view's range and, when it is not the preceding period of equal length,
 * its comparison: the share link's fields, also those of a PDF's
 * `date_range` and of a dashboard widget's data query.
 */
export const viewRangeFields = {
  startDate: reportingDaySchema,
  endDate: reportingDaySchema,
  compareStartDate: z.optional(reportingDaySchema),
  compareEndDate: z.optional(reportingDaySchema),
};

/** The pairs of viewRangeFields whose span spanCheck limits: the range and its comparison. */
export const VIEW_RANGE_SPANS = [
  ['startDate', 'endDate'],
  ['compareStartDate', 'compareEndDate'],
] as const;

export const viewRangeSchema = z.object(viewRangeFields).check(z.superRefine(spanCheck(VIEW_RANGE_SPANS)));
