import { SourceProviderError } from '../connectors/types.js';

/** A provider that does not answer within this is treated as down (PROVIDER_TIMEOUT_SECONDS; set once at start-up). */
let providerTimeoutMs = 30_000;

/** Every provider call of the process shares one bound, so the setting lives here rather than travel with each call. */
export function setProviderTimeout(timeoutMs: number): void {
  providerTimeoutMs = timeoutMs;
}

export function providerTimeout(): number {
  return providerTimeoutMs;
}

/**
 * fetch for provider calls: bounded in time, cancelled with the request that
 * needed it, and a network failure reported as the provider's.
 */
export async function providerFetch(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(providerTimeoutMs);
  try {
    return await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    // The caller's own cancellation is not the provider's fault: let it through as is.
    if (signal?.aborted) throw error;
    const reason = timeout.aborted ? 'did not answer in time' : 'could not be reached';
    throw new SourceProviderError(`${new URL(url).host} ${reason}`);
  }
}

/** Largest provider answer read: well above a full page of any provider's report, far below what would strain memory. */
const MAX_PROVIDER_BODY_BYTES = 64 * 1024 * 1024;

/** The body as text, read no further than `maxBytes`: a provider answering without end fails as the provider's error. */
export async function boundedText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw new SourceProviderError(`${new URL(response.url || 'http://provider').host} answered with more than ${Math.round(maxBytes / (1024 * 1024))} MB`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as JSON, or null when it is not JSON (an HTML error page of a proxy, say). */
export async function jsonBody(response: Response, maxBytes = MAX_PROVIDER_BODY_BYTES): Promise<unknown> {
  const text = await boundedText(response, maxBytes);
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
