import { z } from 'zod';
import { jsonBody, providerFetch } from '../../oauth/provider-fetch.js';
import { retryAfterMs } from '../linkedin_api/errors.js';
import { pageBudget } from '../paging.js';
import { SourceAuthError, SourceProviderError, type ConnectorContext } from '../types.js';
import { salesflareError } from './errors.js';

/** What a Salesflare source stores: the account's API key, as the token. */
const credentialsSchema = z.object({ token: z.string().min(1) });

/** Items asked for a page. */
const PAGE_SIZE = 100;

export type SalesflareQuery = Readonly<Record<string, string>>;

/**
 * Calls to Salesflare's API (api.salesflare.com) with the account's API key
 * as the bearer token, failures mapped by salesflareError, answers checked
 * against the shape the connector relies on. Lists are top-level JSON arrays.
 */
export class SalesflareApi {
  constructor(
    private readonly apiUrl: string,
    /** Pages one list may read (connectors/paging); small in tests. */
    private readonly maxPages?: number,
  ) {}

  async get<T>(context: ConnectorContext, path: string, query: SalesflareQuery, schema: z.ZodType<T>): Promise<T> {
    const key = credentialsSchema.safeParse(context.credentials);
    if (!key.success) throw new SourceAuthError('The Salesflare source has no API key; connect it again.');
    const search = new URLSearchParams(query).toString();
    const url = `${this.apiUrl}/${path}${search ? `?${search}` : ''}`;
    const response = await providerFetch(url, { headers: { accept: 'application/json', authorization: `Bearer ${key.data.token}` } }, context.signal);
    const body = await jsonBody(response);
    if (!response.ok) throw salesflareError(response.status, body, retryAfterMs(response.headers));
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new SourceProviderError(`Salesflare answered in an unexpected shape (${path})`, response.status);
    return parsed.data;
  }

  /**
   * Every item of a list, page by page with `limit` and `offset`, within the
   * page budget. The last page is an empty one or one shorter than the
   * longest before it: Salesflare may serve fewer items than asked, so a
   * first page shorter than the limit is not taken as the end.
   */
  async all<T extends z.ZodType>(context: ConnectorContext, path: string, query: SalesflareQuery, item: T): Promise<Array<z.infer<T>>> {
    const items: Array<z.infer<T>> = [];
    const nextPage = pageBudget('Salesflare', this.maxPages);
    let longest = 0;
    for (;;) {
      nextPage();
      const page = await this.get(context, path, { ...query, limit: String(PAGE_SIZE), offset: String(items.length) }, z.array(item));
      items.push(...(page as Array<z.infer<T>>));
      if (page.length === 0 || page.length < longest) return items;
      longest = page.length;
    }
  }
}
