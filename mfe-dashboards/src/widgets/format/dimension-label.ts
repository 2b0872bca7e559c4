import { isCalendarDay, type WidgetData } from '@pulseboard/shared';

const SHORT = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * How a row's dimension value reads: days of a date dimension as dates
 * ("Mar 3" on chart axes, "Mar 3, 2026" in tables), anything else as sent.
 */
export function dimensionLabel(dimension: WidgetData['dimension'], value: string | null, style: 'short' | 'long' = 'long'): string {
  if (value === null) return '—';
  if (dimension?.name === 'date' && isCalendarDay(value)) return (style === 'short' ? SHORT : LONG).format(new Date(`${value}T00:00:00Z`));
  return value;
}
