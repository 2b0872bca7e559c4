import type { DomainView } from '@pulseboard/shared';
import type { SortDirection, SortKey } from './view-query.js';

/**
 * The domains in the chosen order. The server's rank is its own order
 * (descending, most unusual first; ascending reverses it); a metric sorts by
 * its change, domains without one last either way.
 */
export function sortDomains(domains: readonly DomainView[], sort: SortKey, dir: SortDirection): DomainView[] {
  const sign = dir === 'asc' ? 1 : -1;
  if (sort === 'rank') return dir === 'asc' ? [...domains].reverse() : [...domains];
  if (sort === 'domain') return [...domains].sort((a, b) => -sign * b.domain.localeCompare(a.domain));
  return [...domains].sort((a, b) => {
    const left = a.cells[sort]?.change ?? null;
    const right = b.cells[sort]?.change ?? null;
    if (left === null || right === null) return left === null ? (right === null ? 0 : 1) : -1;
    return sign * (left - right);
  });
}
