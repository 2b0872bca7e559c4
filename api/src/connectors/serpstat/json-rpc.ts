import { z } from 'zod';
import { jsonBody, providerFetch } from '../../oauth/provider-fetch.js';
import { retryAfterMs } from '../linkedin_api/errors.js';
import { SourceAuthError, SourceProviderError, type ConnectorContext } from '../types.js';
import { SERPSTAT_CODES, serpstatError } from './errors.js';

const answerSchema = z.object({
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
});

const tokenOf = (context: ConnectorContext) => {
  const { token } = context.credentials;
  if (typeof token !== 'string' || !token) throw new SourceAuthError('Serpstat: the source has no API token; connect it again.');
  return token;
};

/**
 * Serpstat's API v4: one JSON-RPC endpoint, `POST /v4/?token=` with
 * `{id, method, params}`, answering `{id, result}` or `{id, error: {code,
 * message}}`. `call` gives the result read with `schema`, or undefined when
 * Serpstat has no data for the query (errors 32015 and 32017 are empty
 * answers); every other error is mapped by serpstatError.
 */
export function serpstatRpc(apiUrl: string) {
  let sequence = 0;
  return async function call<T>(context: ConnectorContext, method: string, params: Record<string, unknown>, schema: z.ZodType<T>): Promise<T | undefined> {
    sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
    const response = await providerFetch(
      `${apiUrl}/v4/?${new URLSearchParams({ token: tokenOf(context) })}`,
      { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ id: String(sequence), method, params }) },
      context.signal,
    );
    const parsed = answerSchema.safeParse(await jsonBody(response));
    const error = parsed.success ? parsed.data.error : undefined;
    if (error && (SERPSTAT_CODES.noData as readonly number[]).includes(error.code)) return undefined;
    if (!response.ok || error || !parsed.success) throw serpstatError(response.status, error, retryAfterMs(response.headers));
    const result = schema.safeParse(parsed.data.result);
    if (!result.success) throw new SourceProviderError(`Serpstat answered ${method} in an unexpected shape.`, 502);
    return result.data;
  };
}

export type SerpstatCall = ReturnType<typeof serpstatRpc>;
