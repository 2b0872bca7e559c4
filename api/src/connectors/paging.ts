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
