import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@pulseboard/shared';
import type { DashboardSort, ListQuery, SortDirection } from '../api/dashboards.js';

/** The sort menu: each entry is a column and a direction, named the way people think of it. */
export const SORT_OPTIONS = [
  { sort: 'updated', dir: 'desc', label: 'Last updated' },
  { sort: 'created', dir: 'desc', label: 'Newest first' },
  { sort: 'name', dir: 'asc', label: 'Name, A to Z' },
  { sort: 'name', dir: 'desc', label: 'Name, Z to A' },
] as const satisfies ReadonlyArray<{ sort: DashboardSort; dir: SortDirection; label: string }>;

export const sortValue = ({ sort, dir }: Pick<ListQuery, 'sort' | 'dir'>) => `${sort}-${dir}`;

function parse(params: URLSearchParams): ListQuery {
  const option = SORT_OPTIONS.find((candidate) => sortValue(candidate) === `${params.get('sort')}-${params.get('dir')}`) ?? SORT_OPTIONS[0];
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    status: params.get('status') === 'archived' ? 'archived' : 'active',
    sort: option.sort,
    dir: option.dir,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function serialise(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status !== 'active') params.set('status', query.status);
  if (sortValue(query) !== sortValue(SORT_OPTIONS[0])) {
    params.set('sort', query.sort);
    params.set('dir', query.dir);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/**
 * The list's search, tab, sort and page live in the URL, so a reload, the
 * back button and a shared link all show the same list. Any change other
 * than the page goes back to page 1.
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parse(params), [params]);
  const update = useCallback(
    (patch: Partial<ListQuery>, options: { replace?: boolean } = {}) => {
      setParams((current) => serialise({ ...parse(current), page: 1, ...patch }), { replace: options.replace ?? false });
    },
    [setParams],
  );
  return { query, update };
}
