import type { z } from 'zod';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import { jsonBody, providerFetch } from '../../oauth/provider-fetch.js';
import { retryAfterMs } from '../linkedin_api/errors.js';
import { allPages } from '../paging.js';
import { SourceProviderError, type ConnectorContext } from '../types.js';
import { accuRankerError } from './errors.js';

/** Items asked per page, the most AccuRanker gives. */
const PAGE_SIZE = 1000;

/**
 * AccuRanker's API v4 with a source's OAuth token (refreshed before it
 * expires and once on a 401): lists are plain JSON arrays, paged by `limit`
 * and `offset`, with only the fields asked for in `fields=`.
 */
export class AccuRankerApi {
  constructor(
    private readonly tokens: AccessTokens,
    private readonly apiUrl: string,
    /** Pages one list may read (connectors/paging); small in tests. */
    private readonly maxPages?: number,
  ) {}

  /** Every item of a list, page after page until one comes back short or empty. */
  list<T extends z.ZodType>(context: ConnectorContext, path: string, fields: readonly string[], params: Record<string, string>, item: T): Promise<Array<z.infer<T>>> {
    const query = new URLSearchParams({ ...params, fields: fields.join(','), limit: String(PAGE_SIZE) });
    return allPages(
      'AccuRanker',
      async (token) => {
        const offset = Number(token ?? 0);
        query.set('offset', String(offset));
        const url = `${this.apiUrl}/api/v4${path}?${query}`;
        const response = await this.tokens.send(context, (accessToken) => providerFetch(url, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } }, context.signal));
        const body = await jsonBody(response);
        if (!response.ok) throw accuRankerError(response.status, body, retryAfterMs(response.headers));
        if (!Array.isArray(body)) throw new SourceProviderError(`AccuRanker answered ${path} in an unexpected shape.`, 502);
        const items = body.map((entry) => {
          const parsed = item.safeParse(entry);
          if (!parsed.success) throw new SourceProviderError(`AccuRanker answered ${path} in an unexpected shape.`, 502);
          return parsed.data as z.infer<T>;
        });
        // A page shorter than asked may still be followed by more (AccuRanker may cap a page below `limit`): only an empty one ends the list.
        return { items, nextPageToken: items.length > 0 ? String(offset + items.length) : undefined };
      },
      this.maxPages,
    );
  }
}
