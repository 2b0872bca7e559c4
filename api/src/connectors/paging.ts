import { SourceProviderError } from './types.js';

/**
 * Pages one provider query may read: at the providers' page sizes (GA4
 * 100,000 rows, Search Console 25,000) far more than any widget shows, so a
 * provider (or an account) that never stops paging cannot hold a request or
 * fill the memory.
 */
const MAX_PAGES = 40;

/** Counts the pages of one query; the call past the limit fails as the provider's error. */
export function pageBudget(provider: string, maxPages = MAX_PAGES): () => void {
  let read = 0;
  return () => {
    read += 1;
    if (read > maxPages) throw new SourceProviderError(`${provider} has more than ${maxPages} pages of rows for this query: narrow it with a filter, a dimension or a shorter range.`);
  };
}

/** One page of a list method: its items and the token of the next page, if any. */
export interface ListPage<T> {
  items: T[];
  nextPageToken?: string;
}

/** Every item of a token-paged list method, within the page budget. */
export async function allPages<T>(provider: string, readPage: (pageToken: string | undefined) => Promise<ListPage<T>>, maxPages?: number): Promise<T[]> {
  const items: T[] = [];
  const nextPage = pageBudget(provider, maxPages);
  let pageToken: string | undefined;
  do {
    nextPage();
    const page = await readPage(pageToken);
    items.push(...page.items);
    pageToken = page.nextPageToken || undefined;
  } while (pageToken);
  return items;
}
