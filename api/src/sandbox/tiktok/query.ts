import { field } from '../google/form.js';

/** Bounds of what the fakes read from a query string. */
const MAX_JSON_LENGTH = 4_096;
const MAX_LIST_ITEMS = 100;
/** TikTok's largest page; the page size under the paging switch. */
const PAGE = { maxSize: 1000, tiny: 2 } as const;

/** A JSON-encoded parameter (`dimensions=["stat_time_day"]`): undefined when absent, null when it is not JSON of the expected kind. */
export function jsonParam(query: unknown, name: string): unknown {
  const raw = field(query, name);
  if (raw === undefined) return undefined;
  if (raw.length > MAX_JSON_LENGTH) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** A JSON list of strings, at most 100 of them; null when it is anything else. */
export function stringList(query: unknown, name: string): string[] | null | undefined {
  const value = jsonParam(query, name);
  if (value === undefined || value === null) return value;
  return Array.isArray(value) && value.length <= MAX_LIST_ITEMS && value.every((item) => typeof item === 'string') ? (value as string[]) : null;
}

/** A whole number from min to max; null when it is not one. */
function wholeNumber(query: unknown, name: string, fallback: number, max: number, min = 1): number | null {
  const raw = field(query, name);
  if (raw === undefined) return fallback;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const number = Number(raw);
  return number >= min && number <= max ? number : null;
}

/**
 * One page of a list in TikTok's shape: {list, page_info}. Null when page or
 * page_size is out of bounds.
 */
export function pageOf<T>(query: unknown, items: readonly T[], tiny: boolean): { list: T[]; page_info: Record<string, number> } | null {
  const page = wholeNumber(query, 'page', 1, 100_000);
  const asked = wholeNumber(query, 'page_size', 10, PAGE.maxSize);
  if (page === null || asked === null) return null;
  const size = tiny ? PAGE.tiny : asked;
  const list = items.slice((page - 1) * size, page * size);
  return { list, page_info: { page, page_size: size, total_number: items.length, total_page: Math.ceil(items.length / size) } };
}
