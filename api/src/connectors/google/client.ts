import type { z } from 'zod';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import { jsonBody, providerFetch } from '../../oauth/provider-fetch.js';
import { SourceProviderError, type ConnectorContext } from '../types.js';
import { googleApiError } from './errors.js';

/**
 * JSON calls to a Google API with the source's bearer token (refreshed as
 * needed by AccessTokens), failures mapped by googleApiError, and the answer
 * checked against the shape the connector relies on.
 */
export class GoogleApi {
  constructor(private readonly tokens: AccessTokens) {}

  get<T>(context: ConnectorContext, url: string, schema: z.ZodType<T>): Promise<T> {
    return this.call(context, url, { method: 'GET' }, schema);
  }

  /** `headers`: an API's own, like Google Ads' login-customer-id. */
  post<T>(context: ConnectorContext, url: string, body: unknown, schema: z.ZodType<T>, headers: Record<string, string> = {}): Promise<T> {
    return this.call(context, url, { method: 'POST', body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } }, schema);
  }

  private async call<T>(context: ConnectorContext, url: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
    const response = await this.tokens.send(context, (token) =>
      providerFetch(url, { ...init, headers: { ...init.headers, accept: 'application/json', authorization: `Bearer ${token}` } }, context.signal),
    );
    const body = await jsonBody(response);
    // Streaming methods (Google Ads searchStream) wrap their error in an array, like their batches.
    if (!response.ok) throw googleApiError(response.status, response.headers, Array.isArray(body) ? body[0] : body);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new SourceProviderError(`Google answered in an unexpected shape (${new URL(url).pathname})`, response.status);
    return parsed.data;
  }
}
