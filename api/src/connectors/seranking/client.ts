import type { z } from 'zod';
import { jsonBody, providerFetch } from '../../oauth/provider-fetch.js';
import { retryAfterMs } from '../linkedin_api/errors.js';
import { SourceAuthError, SourceProviderError, type ConnectorContext } from '../types.js';
import { seRankingError } from './errors.js';

/** The project API below the host. */
const API_PATH = '/v1/project-management';

export interface SeRankingAnswer<T> {
  data: T;
  /** X-Total-Count of a paged list; undefined when SE Ranking did not say. */
  totalCount?: number;
}

const keyOf = (context: ConnectorContext) => {
  const { token } = context.credentials;
  if (typeof token !== 'string' || !token) throw new SourceAuthError('SE Ranking: the source has no API key; connect it again.');
  return token;
};

/** GETs from SE Ranking's project API with the source's key (`Authorization: Token`), the answer read with `schema`. */
export function seRankingApi(apiUrl: string) {
  return async function get<T>(context: ConnectorContext, path: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<SeRankingAnswer<T>> {
    const search = Object.keys(query).length ? `?${new URLSearchParams(query)}` : '';
    const response = await providerFetch(`${apiUrl}${API_PATH}${path}${search}`, { headers: { authorization: `Token ${keyOf(context)}`, accept: 'application/json' } }, context.signal);
    const body = await jsonBody(response);
    if (!response.ok) throw seRankingError(response.status, body, retryAfterMs(response.headers));
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new SourceProviderError(`SE Ranking answered ${path} in an unexpected shape.`, 502);
    const total = Number(response.headers.get('x-total-count'));
    return { data: parsed.data, totalCount: response.headers.has('x-total-count') && Number.isInteger(total) ? total : undefined };
  };
}

export type SeRankingGet = ReturnType<typeof seRankingApi>;
