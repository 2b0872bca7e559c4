export interface MockReply {
  status?: number;
  body?: unknown;
  /** Extra response headers (JSON content type is always set). */
  headers?: Record<string, string>;
}

export type MockHandler = (request: { body: unknown; url: URL; headers: Headers }) => MockReply | Promise<MockReply>;

export interface RecordedCall {
  method: string;
  path: string;
  /** The whole URL, for assertions on the query. */
  url: URL;
  body: unknown;
  headers: Headers;
}

/**
 * Replaces fetch with handlers keyed "METHOD /path" (unit tests only). Calls
 * with no handler fail the test loudly rather than hanging.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: RecordedCall[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path: url.pathname, url, body, headers });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`mockApi: no handler for ${method} ${url.pathname}`);
    const reply = await handler({ body, url, headers });
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  }) as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
