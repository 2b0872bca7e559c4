import { addDays, todayIn } from '@pulseboard/shared/dates';
import { dayIndex } from '../../connectors/demo/calendar.js';
import { field } from '../google/form.js';

/**
 * The `fields` parameter: top-level names, with any nested selection
 * (`instagram_business_account{id,username}`) kept whole. Undefined: none asked.
 */
export function requestedFields(query: unknown): string[] | undefined {
  const raw = field(query, 'fields');
  if (!raw) return undefined;
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of raw) {
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    if (char === ',' && depth === 0) {
      names.push(current.trim());
      current = '';
    } else current += char;
  }
  names.push(current.trim());
  return names.filter(Boolean);
}

/** Keeps the fields asked for (the id always); none asked: the default fields. */
export function pick(object: Record<string, unknown>, fields: string[] | undefined, defaults: string[]): Record<string, unknown> {
  const wanted = new Set(['id', ...(fields ?? defaults).map((name) => name.replace(/\{.*$/, ''))]);
  return Object.fromEntries(Object.entries(object).filter(([name, value]) => wanted.has(name) && value !== undefined));
}

/** A `since` or `until` as Meta reads it: a date (YYYY-MM-DD) or a Unix time in seconds, as the UTC day it falls on. */
export function graphDay(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) return value;
  if (/^\d{1,12}$/.test(value)) return new Date(Number(value) * 1000).toISOString().slice(0, 10);
  return undefined;
}

export const daysApart = (since: string, until: string) => dayIndex(until) - dayIndex(since);

/** The last 30 days up to yesterday, Meta's default range. */
export function lastThirtyDays(now: number): { since: string; until: string } {
  const today = todayIn('UTC', new Date(now));
  return { since: addDays(today, -30), until: addDays(today, -1) };
}

/** A JSON parameter (time_range, filtering): absent, `{ value }`, or null when it is not JSON. */
export function jsonParameter(query: unknown, name: string): { value: unknown } | null | undefined {
  const raw = field(query, name);
  if (raw === undefined) return undefined;
  try {
    return { value: JSON.parse(raw) as unknown };
  } catch {
    return null;
  }
}
