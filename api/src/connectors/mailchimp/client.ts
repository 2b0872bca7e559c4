import { z } from 'zod';
import { sha256 } from '../../lib/tokens.js';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import { jsonBody, providerFetch } from '../../oauth/provider-fetch.js';
import { KeyedLimiter } from '../../query/limiter.js';
import { retryAfterMs } from '../linkedin_api/errors.js';
import { allPages } from '../paging.js';
import { SourceProviderError, type ConnectorContext } from '../types.js';
import { DATA_CENTRE, type MailchimpEndpoints } from './endpoints.js';
import { mailchimpApiError } from './errors.js';
import { readMetadata } from './metadata.js';

/** Mailchimp allows 10 connections open at once per user; an 11th is refused with a 429. */
const MAX_CONNECTIONS = 10;

/**
 * Calls to the Marketing API (3.0) of the account's data centre, with the
 * source's token (which never expires), at most 10 at a time per token (a
 * dashboard of many widgets queues rather than trips Mailchimp's limit),
 * failures mapped by mailchimpApiError and answers checked against the
 * shape the connector relies on.
 */
export class MailchimpApi {
  private readonly connections = new KeyedLimiter(MAX_CONNECTIONS);

  constructor(
    private readonly tokens: AccessTokens,
    private readonly endpoints: MailchimpEndpoints,
    /** Pages one collection may read (connectors/paging); small in tests. */
    private readonly maxPages?: number,
  ) {}

  /** The data centre kept with the credentials; a source without one learns it from the metadata endpoint and keeps it. */
  private async dataCentre(context: ConnectorContext, token: string): Promise<string> {
    const stored = context.credentials.dc;
    if (typeof stored === 'string' && DATA_CENTRE.test(stored)) return stored;
    const { dc } = await this.connections.run(sha256(token), () => readMetadata(this.endpoints.oauth, token, context.signal), context.signal);
    await context.onCredentialsRefreshed({ ...context.credentials, dc });
    return dc;
  }

  async get<T>(context: ConnectorContext, path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const token = await this.tokens.token(context);
    const url = `${this.endpoints.api(await this.dataCentre(context, token))}/3.0/${path}?${new URLSearchParams(params)}`;
    return this.connections.run(
      sha256(token),
      async () => {
        const response = await providerFetch(url, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } }, context.signal);
        const body = await jsonBody(response);
        if (!response.ok) throw mailchimpApiError(response.status, body, retryAfterMs(response.headers));
        const parsed = schema.safeParse(body);
        if (!parsed.success) throw new SourceProviderError(`Mailchimp answered in an unexpected shape (${path.split('/')[0]})`, response.status);
        return parsed.data;
      },
      context.signal,
    );
  }

  /** Every item of a collection (`key`: lists, reports, history), `count` at a time by `offset` until `total_items`, within the page budget. */
  all<T extends z.ZodType>(context: ConnectorContext, path: string, params: Record<string, string>, key: string, item: T, pageSize: number): Promise<Array<z.infer<T>>> {
    // The collection's items come under a name of its own ("lists", "reports", "history").
    const page = z.preprocess(
      (body) => (body && typeof body === 'object' ? { items: (body as Record<string, unknown>)[key], total_items: (body as Record<string, unknown>).total_items } : body),
      z.object({ items: z.array(item).default([]), total_items: z.number().default(0) }),
    );
    return allPages(
      'Mailchimp',
      async (token) => {
        const offset = Number(token ?? 0);
        const answer = await this.get(context, path, { ...params, count: String(pageSize), offset: String(offset) }, page);
        const items = answer.items as Array<z.infer<T>>;
        const next = offset + items.length;
        return { items, nextPageToken: items.length > 0 && next < answer.total_items ? String(next) : undefined };
      },
      this.maxPages,
    );
  }
}
