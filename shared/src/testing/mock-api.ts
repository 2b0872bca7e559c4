import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Extra response headers (JSON content type is always set). */
  headers?: Record<string, string>;
  /** A newline-delimited JSON answer instead of a body: each document written as its promise resolves. */
  lines?: Array<Promise<unknown>>;
}

/** The stream of a `lines` reply: a line per document, in the order they resolve. */
function lineStream(lines: Array<Promise<unknown>>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      void Promise.all(lines.map((line) => line.then((document) => controller.enqueue(encoder.encode(`${JSON.stringify(document)}\n`))))).then(
        () => controller.close(),
        (error: unknown) => controller.error(error),
      );
    },
  });
}

export type MockHandler = (request: { body: unknown; url: URL; headers: Headers }) => MockReply | Promise<MockReply>;

export interface RecordedCall {
  method: string;
  path: string;
  /** The whole URL, for assertions on the query. */
  url: URL;
  /** Parsed JSON, the FormData of a multipart body, or undefined. */
  body: unknown;
  headers: Headers;
}

/**
 * The HTTP mock of every browser test (unit tests only): started by the
 * shared jest setup, its handlers reset after each test, and a request that
 * no handler answers fails the test instead of reaching the network.
 */
export const apiServer = setupServer();

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

function methodOf(key: string): keyof typeof METHODS {
  const method = key.slice(0, key.indexOf(' '));
  if (!(method in METHODS)) throw new Error(`mockApi: "${key}" is not "METHOD /path"`);
  return method as keyof typeof METHODS;
}

/**
 * Answers requests with handlers keyed "METHOD /path" (the path alone: the
 * query is the handler's to read) for the current test, recording each call.
 * `nextCall` resolves when a matching call arrives: the signal to wait for
 * where polling cannot run (a test faking setInterval, which waitFor polls with).
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: RecordedCall[] = [];
  const waiting = new Set<{ matches: (call: RecordedCall) => boolean; resolve: (call: RecordedCall) => void }>();
  const record = (call: RecordedCall) => {
    calls.push(call);
    for (const waiter of waiting) {
      if (!waiter.matches(call)) continue;
      waiting.delete(waiter);
      waiter.resolve(call);
    }
  };
  const nextCall = (matches: (call: RecordedCall) => boolean) =>
    new Promise<RecordedCall>((resolve) => {
      waiting.add({ matches, resolve });
    });
  apiServer.use(
    ...Object.entries(handlers).map(([key, handler]) => {
      const method = methodOf(key);
      const resolve: HttpResponseResolver = async ({ request }) => {
        const url = new URL(request.url);
        const body = await readBody(request.clone());
        record({ method, path: url.pathname, url, body, headers: request.headers });
        const reply = await handler({ body, url, headers: request.headers });
        const status = reply.status ?? 200;
        if (reply.lines) return new HttpResponse(lineStream(reply.lines), { status, headers: { 'Content-Type': 'application/x-ndjson', ...reply.headers } });
        return new HttpResponse(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
          status,
          headers: { 'Content-Type': 'application/json', ...reply.headers },
        });
      };
      return METHODS[method](key.slice(method.length + 1), resolve);
    }),
  );
  return { calls, nextCall };
}
