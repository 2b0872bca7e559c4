import { campaignWindowParamSchema, DEFAULT_CAMPAIGN_WINDOW, useSearchParams, type CampaignWindow } from '@pulseboard/shared';

/** What the table is sorted by: the server's rank (most unusual first), the domain's name, or a metric's change. */
export type SortKey = 'rank' | 'domain' | string;
export type SortDirection = 'asc' | 'desc';

export interface ViewQuery {
  days: CampaignWindow;
  sort: SortKey;
  dir: SortDirection;
}

/**
 * The group view's window and sort, kept in the address so a shared or
 * reloaded link opens the same view: `?days=30&sort=sessions&dir=asc`.
 * Defaults (7 days, the server's rank) are left out of it.
 */
export function useViewQuery(): [ViewQuery, (change: Partial<ViewQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query: ViewQuery = {
    days: campaignWindowParamSchema.parse(params.get('days') ?? undefined),
    sort: params.get('sort') ?? 'rank',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
  };
  const change = (next: Partial<ViewQuery>) => {
    const merged = { ...query, ...next };
    const search = new URLSearchParams();
    if (merged.days !== DEFAULT_CAMPAIGN_WINDOW) search.set('days', String(merged.days));
    if (merged.sort !== 'rank') {
      search.set('sort', merged.sort);
      search.set('dir', merged.dir);
    }
    setParams(search, { replace: true });
  };
  return [query, change];
}
