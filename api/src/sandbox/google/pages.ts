import { field } from './form.js';

/** Page tokens are opaque to clients; the fake's just carry the offset. */
const encodeToken = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');

function decodeToken(token: string): number | undefined {
  try {
    const offset = (JSON.parse(Buffer.from(token, 'base64url').toString()) as { offset?: unknown }).offset;
    return typeof offset === 'number' && offset >= 0 ? offset : undefined;
  } catch {
    return undefined;
  }
}

export interface PageRules {
  defaultSize: number;
  maxSize: number;
  /** The paging switch: one item per page, so clients must follow nextPageToken. */
  short: boolean;
}

/**
 * One page of a Google list method (pageSize, pageToken → items, nextPageToken),
 * or undefined for a page token the fake did not hand out.
 */
export function listPage<T>(items: T[], query: unknown, rules: PageRules): { items: T[]; nextPageToken?: string } | undefined {
  const requested = Number(field(query, 'pageSize') ?? rules.defaultSize) || rules.defaultSize;
  const pageSize = rules.short ? 1 : Math.min(Math.max(requested, 1), rules.maxSize);
  const token = field(query, 'pageToken');
  const offset = token ? decodeToken(token) : 0;
  if (offset === undefined) return undefined;
  const next = offset + pageSize < items.length ? encodeToken(offset + pageSize) : undefined;
  return { items: items.slice(offset, offset + pageSize), ...(next ? { nextPageToken: next } : {}) };
}
