/** A price's billing interval, as Stripe's `recurring` says it. */
export interface Recurrence {
  interval: 'day' | 'week' | 'month' | 'year';
  interval_count: number;
}

const DAY = 86_400;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * The n-th boundary of a billing cycle anchored at `anchor` (unix seconds):
 * whole months keep the anchor's day and time, clamped to the month's last
 * day (anchored on 31 January: 28 or 29 February, 31 March, 30 April), as
 * Stripe's billing cycles do, counted from the anchor so a short month does
 * not drag later periods forward.
 */
export function boundary(anchor: number, recurrence: Recurrence, n: number): number {
  const { interval, interval_count: count } = recurrence;
  if (interval === 'day') return anchor + n * count * DAY;
  if (interval === 'week') return anchor + n * count * 7 * DAY;
  const months = n * count * (interval === 'year' ? 12 : 1);
  const start = new Date(anchor * 1000);
  const monthIndex = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const day = Math.min(start.getUTCDate(), daysInMonth(year, month));
  return Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()) / 1000;
}

const APPROXIMATE_SECONDS = { day: DAY, week: 7 * DAY, month: 28 * DAY, year: 365 * DAY } as const;

/** The first boundary of the cycle strictly after `time`. */
export function nextBoundary(anchor: number, recurrence: Recurrence, time: number): number {
  const length = APPROXIMATE_SECONDS[recurrence.interval] * recurrence.interval_count;
  // Start a little before the estimate (months are 28 to 31 days) and walk forward.
  let n = Math.max(1, Math.floor((time - anchor) / length) - 1);
  while (boundary(anchor, recurrence, n - 1) > time && n > 1) n -= 1;
  while (boundary(anchor, recurrence, n) <= time) n += 1;
  return boundary(anchor, recurrence, n);
}

export const sameRecurrence = (a: Recurrence, b: Recurrence) => a.interval === b.interval && a.interval_count === b.interval_count;

/** Stripe's limit: no billing interval longer than three years. */
export function withinThreeYears({ interval, interval_count: count }: Recurrence): boolean {
  const limits = { day: 1095, week: 156, month: 36, year: 3 } as const;
  return count >= 1 && count <= limits[interval];
}
