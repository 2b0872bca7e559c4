import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchUserUrl, UserUrlRefused, type UserUrlPolicy } from '../../src/lib/user-url-fetch.js';

/** A loopback server answering each path with its handler; the headers it was sent, by path. */
async function server(routes: Record<string, (respond: (status: number, headers: Record<string, string>, body?: string | Buffer) => void) => void>) {
  const seen = new Map<string, IncomingHttpHeaders>();
  const http: Server = createServer((request, response) => {
    seen.set(request.url ?? '', request.headers);
    const route = routes[request.url ?? ''];
    if (!route) return response.writeHead(404).end();
    route((status, headers, body) => response.writeHead(status, headers).end(body));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { origin, seen, close: () => new Promise<void>((resolve) => http.close(() => resolve())) };
}

const addresses: Record<string, string[]> = {
  'shop.internal.test': ['192.168.1.20'],
  'metadata.test': ['169.254.169.254'],
  'half-private.test': ['203.0.113.10', '10.0.0.3'],
  'v6-local.test': ['::1'],
};

function policy(trusted: string[] = [], changes: Partial<UserUrlPolicy> = {}): UserUrlPolicy {
  return {
    resolve: async (host) => addresses[host] ?? [],
    allowHttp: false,
    trustedPrefixes: trusted,
    timeoutMs: 2_000,
    maxBytes: 64 * 1024,
    maxRedirects: 3,
    ...changes,
  };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: unknown) => (error instanceof UserUrlRefused ? error.message : `unexpected ${String(error)}`),
  );

describe('fetching an address a user gave', () => {
  it('refuses plain http unless the test setting allows it, and names the scheme', async () => {
    expect(await refusal(fetchUserUrl('http://shop.example.com/wp-json/', {}, policy()))).toBe('Only https addresses are fetched, not http.');
    expect(await refusal(fetchUserUrl('ftp://shop.example.com/', {}, policy([], { allowHttp: true })))).toBe('Only https addresses are fetched, not ftp.');
  });

  it.each([
    ['https://shop.internal.test/', 'shop.internal.test points to a private or local address, which is never fetched.'],
    ['https://metadata.test/latest/meta-data', 'metadata.test points to a private or local address, which is never fetched.'],
    ['https://half-private.test/', 'half-private.test points to a private or local address, which is never fetched.'],
    ['https://v6-local.test/', 'v6-local.test points to a private or local address, which is never fetched.'],
    ['https://127.0.0.1/', '127.0.0.1 points to a private or local address, which is never fetched.'],
    ['https://[::ffff:10.0.0.1]/', '::ffff:a00:1 points to a private or local address, which is never fetched.'],
    ['https://unknown.test/', 'The name unknown.test has no address.'],
  ])('refuses %s before connecting', async (url, message) => {
    expect(await refusal(fetchUserUrl(url, {}, policy()))).toBe(message);
  });

  it('reads a trusted address, and refuses redirects from it to private, local or plain-http addresses', async () => {
    const store = await server({
      '/ok': (respond) => respond(200, { 'content-type': 'application/json' }, '{"ok":true}'),
      '/to-private': (respond) => respond(302, { location: 'https://shop.internal.test/wp-json/' }),
      '/to-literal': (respond) => respond(301, { location: 'https://10.1.2.3/' }),
      '/to-http': (respond) => respond(307, { location: 'http://203.0.113.7/' }),
      '/loop': (respond) => respond(302, { location: '/loop' }),
    });
    try {
      const trusted = policy([`${store.origin}/`]);
      const answer = await fetchUserUrl(`${store.origin}/ok`, {}, trusted);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body.toString())).toEqual({ ok: true });
      expect(await refusal(fetchUserUrl(`${store.origin}/to-private`, {}, trusted))).toBe('shop.internal.test points to a private or local address, which is never fetched.');
      expect(await refusal(fetchUserUrl(`${store.origin}/to-literal`, {}, trusted))).toBe('10.1.2.3 points to a private or local address, which is never fetched.');
      expect(await refusal(fetchUserUrl(`${store.origin}/to-http`, {}, trusted))).toBe('Only https addresses are fetched, not http.');
      expect(await refusal(fetchUserUrl(`${store.origin}/loop`, {}, trusted))).toBe('More than 3 redirects.');
    } finally {
      await store.close();
    }
  });

  it('refuses an answer larger than the bound, declared or streamed, and one that takes too long', async () => {
    const big = Buffer.alloc(100 * 1024, 'x');
    const store = await server({
      '/declared': (respond) => respond(200, { 'content-length': String(big.length) }, big),
      '/streamed': (respond) => respond(200, { 'transfer-encoding': 'chunked' }, big),
      '/slow': () => undefined,
    });
    try {
      const trusted = policy([`${store.origin}/`], { timeoutMs: 300 });
      expect(await refusal(fetchUserUrl(`${store.origin}/declared`, {}, trusted))).toBe('The answer is larger than 64 KB, the most that is read.');
      expect(await refusal(fetchUserUrl(`${store.origin}/streamed`, {}, trusted))).toBe('The answer is larger than 64 KB, the most that is read.');
      expect(await refusal(fetchUserUrl(`${store.origin}/slow`, {}, trusted))).toBe('No answer within 0.3 s.');
    } finally {
      await store.close();
    }
  });

  it('sends the credentials to the address given, never to another origin it redirects to', async () => {
    const other = await server({ '/landing': (respond) => respond(200, {}, 'ok') });
    const store = await server({ '/moved': (respond) => respond(301, { location: `${other.origin}/landing` }) });
    try {
      const trusted = policy([`${store.origin}/`, `${other.origin}/`]);
      await fetchUserUrl(`${store.origin}/moved`, { headers: { authorization: 'Basic secret' } }, trusted);
      expect(store.seen.get('/moved')?.authorization).toBe('Basic secret');
      expect(other.seen.get('/landing')?.authorization).toBeUndefined();
    } finally {
      await Promise.all([store.close(), other.close()]);
    }
  });
});
