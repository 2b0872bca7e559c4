import { z } from 'zod';
import { jsonBody, providerFetch } from '../../oauth/provider-fetch.js';
import { retryAfterMs } from '../linkedin_api/errors.js';
import { SourceAuthError, SourceLimitError, SourceProviderError, SourceQuotaError, type ConnectorContext } from '../types.js';

/** Ahrefs' error body: `{"error": "..."}`. */
const errorSchema = z.object({ error: z.string() });

/**
 * A 403 about the API units: the workspace's or key's monthly units are
 * spent. The reference names no such answer; Ahrefs' v3 documentation
 * refuses it with 403 and an `error` that speaks of units, so it is told
 * from a refused key by that wording.
 */
const UNITS_WORDING = /\bunits?\b/i;

const credentialsSchema = z.object({ token: z.string().min(1) });

function keyOf(context: ConnectorContext): string {
  const parsed = credentialsSchema.safeParse(context.credentials);
  if (!parsed.success) throw new SourceAuthError('The source has no Ahrefs API key; connect it again.');
  return parsed.data.token;
}

function failure(status: number, body: unknown, headers: Headers): Error {
  const detail = errorSchema.safeParse(body);
  const said = detail.success ? `Ahrefs: ${detail.data.error}` : `Ahrefs answered ${status}.`;
  if (status === 403 && detail.success && UNITS_WORDING.test(detail.data.error)) {
    return new SourceLimitError(`${said}: the Ahrefs plan's API units are used up; figures come back once units are added or the plan renews.`);
  }
  if (status === 401 || status === 403) return new SourceAuthError(said);
  if (status === 429) return new SourceQuotaError(said, retryAfterMs(headers));
  return new SourceProviderError(said, status);
}

/**
 * GETs from Ahrefs' API v3 with the source's API key as a Bearer token,
 * answers checked against `schema` (an unexpected shape is the provider's
 * error). The key travels in the Authorization header only.
 */
export function ahrefsApi(baseUrl: string) {
  return async function get<T>(context: ConnectorContext, path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = `${baseUrl}${path}?${new URLSearchParams(params)}`;
    const response = await providerFetch(url, { headers: { authorization: `Bearer ${keyOf(context)}`, accept: 'application/json' } }, context.signal);
    const body = await jsonBody(response);
    if (!response.ok) throw failure(response.status, body, response.headers);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new SourceProviderError(`Ahrefs answered ${path} in an unexpected shape.`);
    return parsed.data;
  };
}

export type AhrefsGet = ReturnType<typeof ahrefsApi>;
