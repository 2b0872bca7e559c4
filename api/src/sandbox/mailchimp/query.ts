import { field } from '../google/form.js';

/** Mailchimp's default and largest page of a collection; the page size under the paging switch. */
const PAGE = { defaultCount: 10, maxCount: 1000, tiny: 3 } as const;

/**
 * One page of a collection in Mailchimp's shape ({<key>: [...], total_items})
 * by count and offset; a string saying what is wrong when they are not
 * whole numbers in bounds.
 */
export function collectionPage<T>(query: unknown, key: string, items: readonly T[], tiny: boolean): Record<string, unknown> | string {
  const count = field(query, 'count') ?? String(PAGE.defaultCount);
  const offset = field(query, 'offset') ?? '0';
  if (!/^\d{1,4}$/.test(count) || Number(count) < 1 || Number(count) > PAGE.maxCount) return `count must be from 1 to ${PAGE.maxCount}`;
  if (!/^\d{1,9}$/.test(offset)) return 'offset must be a whole number';
  const size = tiny ? PAGE.tiny : Number(count);
  return { [key]: items.slice(Number(offset), Number(offset) + size), total_items: items.length };
}

/** A send time as Mailchimp reads it (ISO 8601), in epoch milliseconds; undefined when absent, null when unreadable. */
export function instantParam(query: unknown, name: string): number | null | undefined {
  const raw = field(query, name);
  if (raw === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) return null;
  const instant = Date.parse(raw);
  return Number.isNaN(instant) ? null : instant;
}
