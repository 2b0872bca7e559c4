import useSWR from 'swr';
import { swrFetcher } from '../core.js';

export interface SelectOption {
  value: string | number;
  label: string;
}

/** What an options endpoint answers, in the API's `data` envelope. */
export interface SelectOptionsResponse {
  data: SelectOption[];
}

/**
 * The options URL for a search: `searchTerm` (empty for "any") and, while
 * something is selected, `include` with its value so the server returns the
 * selected option even when the term would filter it out. Existing query
 * parameters of `url` (e.g. a parameter's form values) are kept.
 */
function optionsUrl(url: string, searchTerm: string, include: SelectOption['value'] | null): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const params = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  params.set('searchTerm', searchTerm);
  if (include === null) params.delete('include');
  else params.set('include', String(include));
  return `${path}?${params}`;
}

/**
 * Options from a remote URL through the shared fetcher (so the API headers,
 * CSRF and reload-on-expiry apply). The previous answer stays on screen while
 * the next term loads; `loading` says the current term has no answer yet.
 */
export function useRemoteOptions(url: string, searchTerm: string, include: SelectOption['value'] | null) {
  const { data, error, isLoading } = useSWR<SelectOptionsResponse>(optionsUrl(url, searchTerm, include), swrFetcher, {
    keepPreviousData: true,
  });
  return { options: data?.data ?? [], loading: isLoading, failed: error !== undefined };
}
