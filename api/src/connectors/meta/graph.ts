import { z } from 'zod';
import { sha256 } from '../../lib/tokens.js';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import { jsonBody, providerFetch } from '../../oauth/provider-fetch.js';
import { allPages } from '../paging.js';
import { SourceProviderError, SourceQuotaError, type ConnectorContext } from '../types.js';
import { GRAPH_VERSION } from './endpoints.js';
import { metaApiError } from './errors.js';
import { UsageGate } from './usage.js';

/** A Graph edge's envelope: the items and, while there are more, the cursors and the next page's URL. */
const envelope = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item).default([]),
    paging: z.object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() }).optional(),
  });

export interface GraphCallOptions {
  /** A Page token instead of the user's. */
  token?: string;
}

/**
 * GET calls to the Graph API with the source's long-lived user token (or a
 * Page token), failures mapped by metaApiError, answers checked against the
 * shape the connector relies on, and Meta's usage headers honoured: near a
 * full budget, calls for that token wait (a quota error with the wait) rather
 * than run into Meta's throttling.
 */
export class GraphApi {
  private readonly gate = new UsageGate();

  constructor(
    private readonly tokens: AccessTokens,
    private readonly graphUrl: string,
    /** Pages one edge may read (connectors/paging); small in tests. */
    private readonly maxPages?: number,
  ) {}

  async get<T>(context: ConnectorContext, path: string, params: Record<string, string>, schema: z.ZodType<T>, options: GraphCallOptions = {}): Promise<T> {
    const token = options.token ?? (await this.tokens.token(context));
    const key = sha256(token);
    const wait = this.gate.waitFor(key);
    if (wait > 0) throw new SourceQuotaError("Meta: this account's API usage is near its limit; calls resume shortly", wait);
    const url = `${this.graphUrl}/${GRAPH_VERSION}/${path}?${new URLSearchParams(params)}`;
    const response = await providerFetch(url, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } }, context.signal);
    this.gate.record(key, response.headers);
    const body = await jsonBody(response);
    if (!response.ok) throw metaApiError(response.status, body, this.gate.waitFor(key) || undefined);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new SourceProviderError(`Meta answered in an unexpected shape (${path.split('/').slice(-1)[0] ?? path})`, response.status);
    return parsed.data;
  }

  /** Every item of an edge, following the `after` cursor while Meta gives a next page, within the page budget. */
  all<T extends z.ZodType>(context: ConnectorContext, path: string, params: Record<string, string>, item: T, options: GraphCallOptions = {}): Promise<Array<z.infer<T>>> {
    return allPages(
      'Meta',
      async (after) => {
        const page = await this.get(context, path, { ...params, ...(after ? { after } : {}) }, envelope(item), options);
        return { items: page.data as Array<z.infer<T>>, nextPageToken: page.paging?.next ? page.paging.cursors?.after : undefined };
      },
      this.maxPages,
    );
  }
}
