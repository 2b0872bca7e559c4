import { isCalendarDay } from '@pulseboard/shared/dates';
import type { RestliValue } from '../../connectors/linkedin_api/restli.js';

/** The day a Date record `(year:,month:,day:)` names; undefined when it is not a real day. */
export function dayOfDate(value: RestliValue | undefined): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { year, month, day, ...rest } = value as Record<string, RestliValue>;
  if (Object.keys(rest).length) return undefined;
  const parts = [year, month, day].map((part) => (typeof part === 'string' && /^\d{1,4}$/.test(part) ? Number(part) : NaN));
  if (parts.some(Number.isNaN)) return undefined;
  const iso = `${String(parts[0]).padStart(4, '0')}-${String(parts[1]).padStart(2, '0')}-${String(parts[2]).padStart(2, '0')}`;
  return isCalendarDay(iso) ? iso : undefined;
}
