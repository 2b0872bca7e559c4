import { z } from 'zod';
import { addDays } from '@pulseboard/shared/dates';
import type { DateRange } from '@pulseboard/shared/contracts';

/** An insights answer of a Page or an Instagram account: a daily series or a range total per metric. */
export const insightsSchema = z.object({
  data: z
    .array(
      z.object({
        name: z.string(),
        values: z.array(z.object({ value: z.coerce.number().default(0), end_time: z.string() })).optional(),
        total_value: z.object({ value: z.coerce.number().default(0) }).optional(),
      }),
    )
    .default([]),
});
export type Insights = z.infer<typeof insightsSchema>;

/**
 * The range cut into calls of at most `maxDays` days: `since` the first day,
 * `until` the day after the last (Meta's until is where the range ends).
 */
export function insightWindows(range: DateRange, maxDays: number): Array<{ since: string; until: string }> {
  const windows: Array<{ since: string; until: string }> = [];
  for (let start = range.startDate; start <= range.endDate; start = addDays(start, maxDays)) {
    const last = addDays(start, maxDays - 1);
    windows.push({ since: start, until: addDays(last < range.endDate ? last : range.endDate, 1) });
  }
  return windows;
}

/** The day a daily value is for: Meta stamps it with the moment that day ends (midnight Pacific, the next day's 07:00 or 08:00 UTC). */
const dayOfEndTime = (endTime: string) => addDays(endTime.slice(0, 10), -1);

/** Daily values of each metric, keyed by day. */
export function dailyValues(answers: readonly Insights[]): Map<string, Record<string, number>> {
  const days = new Map<string, Record<string, number>>();
  for (const answer of answers) {
    for (const metric of answer.data) {
      for (const point of metric.values ?? []) {
        const day = dayOfEndTime(point.end_time);
        days.set(day, { ...days.get(day), [metric.name]: point.value });
      }
    }
  }
  return days;
}
