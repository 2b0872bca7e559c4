import { z } from 'zod';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import { jsonBody, providerFetch } from '../../oauth/provider-fetch.js';
import { retryAfterMs } from '../linkedin_api/errors.js';
import { allPages } from '../paging.js';
import { SourceProviderError, type ConnectorContext } from '../types.js';
import { zendeskSellError } from './errors.js';

/** Sell's largest page of any collection. */
const PER_PAGE = 100;

/** One resource: {data, meta}. */
const resource = <T>(data: z.ZodType<T>) => z.object({ data }) as z.ZodType<{ data: T }>;

/** A collection page: {items: [{data, meta}], meta: {count, links: {next_page}}}; next_page is there while more follow. */
const collection = <T>(data: z.ZodType<T>) =>
  z.object({
    items: z.array(z.object({ data })),
    meta: z.object({ links: z.object({ next_page: z.string().nullish() }).default({}) }).default({ links: {} }),
  }) as z.ZodType<{ items: Array<{ data: T }>; meta: { links: { next_page?: string | null } } }>;

export type SellQuery = Readonly<Record<string, string>>;

/**
 * Calls to Zendesk Sell's API v2: every call with the user's token
 * (refreshed by AccessTokens) and the User-Agent Sell requires, failures
 * mapped by zendeskSellError, answers unwrapped from their `data` envelopes
 * and checked against the shape the connector relies on.
 */
export class ZendeskSellApi {
  constructor(
    private readonly tokens: AccessTokens,
    private readonly apiUrl: string,
    private readonly userAgent: string,
    /** Pages one collection may read (connectors/paging); small in tests. */
    private readonly maxPages?: number,
  ) {}

  private async get<T>(context: ConnectorContext, path: string, query: SellQuery, schema: z.ZodType<T>): Promise<T> {
    const search = new URLSearchParams(query).toString();
    const url = `${this.apiUrl}/v2/${path}${search ? `?${search}` : ''}`;
    const headers = { accept: 'application/json', 'user-agent': this.userAgent };
    const response = await this.tokens.send(context, (token) => providerFetch(url, { headers: { ...headers, authorization: `Bearer ${token}` } }, context.signal));
    const body = await jsonBody(response);
    if (!response.ok) throw zendeskSellError(response.status, body, retryAfterMs(response.headers));
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new SourceProviderError(`Zendesk Sell answered in an unexpected shape (${path})`, response.status);
    return parsed.data;
  }

  /** The `data` of one resource (users/self, accounts/self). */
  async one<T>(context: ConnectorContext, path: string, data: z.ZodType<T>): Promise<T> {
    return (await this.get(context, path, {}, resource(data))).data;
  }

  /**
   * The `data` of every item of a collection, page by page while Sell gives
   * a next page, within the page budget; `enough` ends the reading early
   * once a page shows the rest cannot matter (deals sorted by update).
   */
  all<T>(context: ConnectorContext, path: string, query: SellQuery, data: z.ZodType<T>, enough?: (page: T[]) => boolean): Promise<T[]> {
    return allPages(
      'Zendesk Sell',
      async (token) => {
        const page = Number(token ?? 1);
        const answer = await this.get(context, path, { ...query, page: String(page), per_page: String(PER_PAGE) }, collection(data));
        const items = answer.items.map((item) => item.data);
        const more = Boolean(answer.meta.links.next_page) && items.length > 0 && !enough?.(items);
        return { items, nextPageToken: more ? String(page + 1) : undefined };
      },
      this.maxPages,
    );
  }
}
