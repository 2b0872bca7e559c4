import { z } from 'zod';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import { jsonBody, providerFetch } from '../../oauth/provider-fetch.js';
import { allPages } from '../paging.js';
import { SourceProviderError, type ConnectorContext } from '../types.js';
import { tikTokApiUrl } from './endpoints.js';
import { tikTokApiError } from './errors.js';

/** TikTok's envelope around every answer, success or failure. */
const envelopeSchema = z.object({ code: z.number(), message: z.string().optional(), request_id: z.string().optional(), data: z.unknown().optional() });

const pageInfoSchema = z.object({ page: z.number(), page_size: z.number(), total_number: z.number(), total_page: z.number() });

/** A paged list's data: the items and where this page sits. */
const pagedData = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item).default([]), page_info: pageInfoSchema });

/** Query parameters as TikTok takes them: arrays and objects JSON-encoded (`dimensions=["stat_time_day"]`). */
export type TikTokParams = Readonly<Record<string, string | number | readonly unknown[]>>;

const encode = (params: TikTokParams) =>
  new URLSearchParams(Object.entries(params).map(([name, value]): [string, string] => [name, typeof value === 'object' ? JSON.stringify(value) : String(value)]));

/**
 * One call to the Marketing API: the envelope's `code` checked whatever the
 * HTTP status, failures mapped by tikTokApiError, and `data` checked against
 * the shape the caller relies on.
 */
export async function tikTokRequest<T>(url: string, init: RequestInit, path: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  const response = await providerFetch(url, init, signal);
  const envelope = envelopeSchema.safeParse(await jsonBody(response));
  if (!envelope.success) {
    if (!response.ok) throw tikTokApiError(0, undefined, response.status);
    throw new SourceProviderError(`TikTok answered in an unexpected shape (${path})`, response.status);
  }
  if (envelope.data.code !== 0 || !response.ok) throw tikTokApiError(envelope.data.code, envelope.data.message, response.status);
  const data = schema.safeParse(envelope.data.data);
  if (!data.success) throw new SourceProviderError(`TikTok answered in an unexpected shape (${path})`, response.status);
  return data.data;
}

/**
 * GET calls to TikTok's Marketing API with the source's token in the
 * Access-Token header (not a bearer token); TikTok's tokens do not expire,
 * so AccessTokens only reads them.
 */
export class TikTokApi {
  constructor(
    private readonly tokens: AccessTokens,
    private readonly apiUrl: string,
    /** Pages one list may read (connectors/paging); small in tests. */
    private readonly maxPages?: number,
  ) {}

  async get<T>(context: ConnectorContext, path: string, params: TikTokParams, schema: z.ZodType<T>): Promise<T> {
    const token = await this.tokens.token(context);
    const init = { headers: { accept: 'application/json', 'access-token': token } };
    return tikTokRequest(`${tikTokApiUrl(this.apiUrl, path)}?${encode(params)}`, init, path, schema, context.signal);
  }

  /** Every item of a paged list, page by page up to the last TikTok announces, within the page budget. */
  all<T extends z.ZodType>(context: ConnectorContext, path: string, params: TikTokParams, item: T, pageSize: number): Promise<Array<z.infer<T>>> {
    return allPages(
      'TikTok',
      async (token) => {
        const page = Number(token ?? 1);
        const answer = await this.get(context, path, { ...params, page, page_size: pageSize }, pagedData(item));
        const more = answer.list.length > 0 && page < answer.page_info.total_page;
        return { items: answer.list as Array<z.infer<T>>, nextPageToken: more ? String(page + 1) : undefined };
      },
      this.maxPages,
    );
  }
}
