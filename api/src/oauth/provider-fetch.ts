import { SourceProviderError } from '../connectors/types.js';

/** A provider that does not answer within this is treated as down. */
const PROVIDER_TIMEOUT_MS = 30_000;

/**
 * fetch for provider calls: bounded in time, cancelled with the request that
 * needed it, and a network failure reported as the provider's.
 */
export async function providerFetch(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    // The caller's own cancellation is not the provider's fault: let it through as is.
    if (signal?.aborted) throw error;
    const reason = timeout.aborted ? 'did not answer in time' : 'could not be reached';
    throw new SourceProviderError(`${new URL(url).host} ${reason}`);
  }
}

/** The body as JSON, or null when it is not JSON (an HTML error page of a proxy, say). */
export async function jsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
