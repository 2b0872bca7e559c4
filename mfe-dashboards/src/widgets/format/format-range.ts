import type { DayRange } from '@pulseboard/shared';

const DAY_FORMAT = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Mar 1 – 31, 2026": a range of calendar days as one readable span (days are UTC dates, whatever the viewer's zone). */
export function formatRange({ startDate, endDate }: DayRange): string {
  return DAY_FORMAT.formatRange(asDate(startDate), asDate(endDate));
}
