import type { FastifyRequest } from 'fastify';
import type { RestliValue } from '../../connectors/linkedin_api/restli.js';
import type { RestliRequest } from './restli-query.js';

/** A query parameter given as a plain value; undefined when absent, null when it is a list or a record. */
export function plainParam(query: RestliRequest, name: string): string | null | undefined {
  const value: RestliValue | undefined = query.params.get(name);
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : null;
}

/** A list parameter's plain values; null when it is not a list of plain values. */
export function listParam(query: RestliRequest, name: string): string[] | null | undefined {
  const value = query.params.get(name);
  if (value === undefined) return undefined;
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null;
}

/** A record parameter; null when it is not a record. */
export function recordParam(query: RestliRequest, name: string): Record<string, RestliValue> | null | undefined {
  const value = query.params.get(name);
  if (value === undefined) return undefined;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, RestliValue>) : null;
}

/** A whole number at least `min`, from a leaf; null when it is not one. */
export function wholeNumber(value: RestliValue | undefined, min = 0): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  const number = Number(value);
  return number >= min ? number : null;
}

/** LinkedIn's default and largest page of a collection; the page size under the paging switch. */
const PAGE = { defaultCount: 10, maxCount: 1000, short: 1 } as const;

/**
 * One page of a collection in LinkedIn's envelope: {paging: {start, count,
 * total, links}, elements}, `links` holding the next page's address while
 * there is more. A string when start or count is not a whole number.
 */
export function collectionPage<T>(request: FastifyRequest, query: RestliRequest, items: T[], short: boolean): { paging: Record<string, unknown>; elements: T[] } | string {
  const start = query.params.has('start') ? wholeNumber(query.params.get('start')) : 0;
  const asked = query.params.has('count') ? wholeNumber(query.params.get('count'), 1) : PAGE.defaultCount;
  if (start === null || asked === null) return 'start and count must be whole numbers, count at least 1';
  const count = short ? PAGE.short : Math.min(asked, PAGE.maxCount);
  const elements = items.slice(start, start + count);
  const links = [];
  if (start + count < items.length) {
    // The same query at the next start, its Rest.li values kept as they came.
    const [path, raw = ''] = request.url.split('?');
    const kept = raw.split('&').filter((pair) => pair && !/^(start|count)=/.test(pair));
    links.push({ type: 'application/json', rel: 'next', href: `${path}?${[...kept, `start=${start + count}`, `count=${count}`].join('&')}` });
  }
  return { paging: { start, count, total: items.length, links }, elements };
}
