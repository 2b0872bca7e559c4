import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { PageConfig } from '@pulseboard/shared/contracts';

/** JSON (an object), a raw string, or a multipart form (FormData; light-my-request sets its boundary). */
type Payload = Record<string, unknown> | string | FormData;

interface RequestOptions {
  headers?: Record<string, string>;
  /** Send the body urlencoded, as a native form post does. */
  form?: boolean;
  /** Leave out the X-XSRF-TOKEN header a browser's fetcher would add. */
  withoutCsrf?: boolean;
  /** The address the request comes from (the loopback's otherwise). */
  remoteAddress?: string;
}

/** A browser stand-in over app.inject: keeps cookies and echoes the XSRF cookie like the shared fetcher. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(method: InjectOptions['method'], url: string, payload?: Payload, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && !options.withoutCsrf && method !== 'GET') headers['x-xsrf-token'] = xsrf;
    let body: string | FormData | undefined;
    if (payload instanceof FormData) body = payload;
    else if (payload !== undefined) {
      const form = options.form;
      headers['content-type'] ??= form ? 'application/x-www-form-urlencoded' : 'application/json';
      body = typeof payload === 'string' ? payload : form ? new URLSearchParams(payload as Record<string, string>).toString() : JSON.stringify(payload);
    }
    const response = await this.app.inject({ method, url, headers, payload: body, ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}) });
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, undefined, options);
  }

  post(url: string, payload?: Payload, options?: RequestOptions) {
    return this.request('POST', url, payload, options);
  }

  put(url: string, payload?: Payload, options?: RequestOptions) {
    return this.request('PUT', url, payload, options);
  }

  /** Loads the page config, as the shell does first, which hands out the XSRF cookie. */
  async pageConfig() {
    const response = await this.get('/api/page-config');
    return response.json<PageConfig>();
  }

  async signIn(email: string, password: string) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.pageConfig();
    const response = await this.post('/login', { email, password });
    if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
    return response;
  }
}
