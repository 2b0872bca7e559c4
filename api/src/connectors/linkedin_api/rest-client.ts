import { z } from 'zod';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import { jsonBody, providerFetch } from '../../oauth/provider-fetch.js';
import { allPages } from '../paging.js';
import { SourceProviderError, type ConnectorContext } from '../types.js';
import { LINKEDIN_VERSION } from './endpoints.js';
import { linkedInApiError, retryAfterMs } from './errors.js';
import { restliQuery, type RestliValue } from './restli.js';

/** A collection answer: the elements and where this page sits in the whole. */
const collection = <T extends z.ZodType>(element: T) =>
  z.object({
    elements: z.array(element).default([]),
    paging: z.object({ start: z.number().default(0), count: z.number().optional(), total: z.number().optional(), links: z.array(z.object({ rel: z.string() })).default([]) }).optional(),
  });

export type RestliParams = Readonly<Record<string, RestliValue>>;

/**
 * Calls to LinkedIn's versioned REST API (api.linkedin.com/rest): every call
 * with the member's token (refreshed by AccessTokens), the one LinkedIn-Version
 * and Rest.li 2.0 encoding; failures mapped by linkedInApiError, answers
 * checked against the shape the connector relies on.
 */
export class LinkedInApi {
  constructor(
    private readonly tokens: AccessTokens,
    private readonly apiUrl: string,
    /** Pages one collection may read (connectors/paging); small in tests. */
    private readonly maxPages?: number,
  ) {}

  /** GET /rest/{resource}; the resource's own path segments already encoded. */
  async get<T>(context: ConnectorContext, resource: string, params: RestliParams, schema: z.ZodType<T>, fields?: readonly string[]): Promise<T> {
    const query = restliQuery(params, fields);
    const url = `${this.apiUrl}/rest/${resource}${query ? `?${query}` : ''}`;
    const headers = { accept: 'application/json', 'linkedin-version': LINKEDIN_VERSION, 'x-restli-protocol-version': '2.0.0' };
    const response = await this.tokens.send(context, (token) => providerFetch(url, { headers: { ...headers, authorization: `Bearer ${token}` } }, context.signal));
    const body = await jsonBody(response);
    if (!response.ok) throw linkedInApiError(response.status, body, retryAfterMs(response.headers));
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new SourceProviderError(`LinkedIn answered in an unexpected shape (${resource.split('/')[0]})`, response.status);
    return parsed.data;
  }

  /** The elements of a collection answer that is not paged (analytics, statistics). */
  async elements<T extends z.ZodType>(context: ConnectorContext, resource: string, params: RestliParams, element: T, fields?: readonly string[]): Promise<Array<z.infer<T>>> {
    return (await this.get(context, resource, params, collection(element), fields)).elements as Array<z.infer<T>>;
  }

  /** Every element of a collection, page by page with `start` and `count` while LinkedIn says there is more, within the page budget. */
  all<T extends z.ZodType>(context: ConnectorContext, resource: string, params: RestliParams, element: T, pageSize: number): Promise<Array<z.infer<T>>> {
    return allPages(
      'LinkedIn',
      async (token) => {
        const start = Number(token ?? 0);
        const page = await this.get(context, resource, { ...params, start, count: pageSize }, collection(element));
        const next = start + page.elements.length;
        const paging = page.paging;
        const more = page.elements.length > 0 && (paging?.total !== undefined ? next < paging.total : paging?.links.some((link) => link.rel === 'next'));
        return { items: page.elements as Array<z.infer<T>>, nextPageToken: more ? String(next) : undefined };
      },
      this.maxPages,
    );
  }
}
