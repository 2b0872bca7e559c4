import type { z } from 'zod';
import { jsonBody, providerFetch } from '../../oauth/provider-fetch.js';
import { retryAfterMs } from '../linkedin_api/errors.js';
import { SourceAuthError, SourceProviderError, type ConnectorContext } from '../types.js';
import { rankRangerError } from './errors.js';

const keyOf = (context: ConnectorContext) => {
  const { token } = context.credentials;
  if (typeof token !== 'string' || !token) throw new SourceAuthError('Rank Ranger: the source has no API key; connect it again.');
  return token;
};

/**
 * Calls Rank Ranger's API v2: one address, the method a bare query key
 * (`/api/v2/?rank&key=…`), with `output=json` (its default is XML). An
 * answer carrying an `error` is a failure whatever its status.
 */
export function rankRangerApi(apiUrl: string) {
  return async function call<T>(context: ConnectorContext, method: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const query = new URLSearchParams({ ...params, key: keyOf(context), output: 'json' });
    const response = await providerFetch(`${apiUrl}/api/v2/?${encodeURIComponent(method)}&${query}`, { headers: { accept: 'application/json' } }, context.signal);
    const body = await jsonBody(response);
    if (!response.ok || (body && typeof body === 'object' && 'error' in body)) throw rankRangerError(response.status, body, retryAfterMs(response.headers));
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new SourceProviderError(`Rank Ranger answered ${method} in an unexpected shape.`, 502);
    return parsed.data;
  };
}

export type RankRangerCall = ReturnType<typeof rankRangerApi>;
