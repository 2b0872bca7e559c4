import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1', APP_URL: 'http://reports.example:8080', REMOTE_GROUPS_URL: 'https://cdn.example/remotes/groups/remoteEntry.js' } });
});
afterAll(() => t.close());

/** The CSP as directive name to sources. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it.each(['/healthz', '/api/page-config', '/api/nothing-here', '/dashboards/abc'])('are on every answer: %s', async (url) => {
    const response = await t.client().get(url, { headers: { accept: 'text/html' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const csp = directives(response.headers['content-security-policy']);
    // Scripts: the app and the remotes' CDN only; never inline, never eval.
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws://reports.example:8080', 'https://cdn.example']);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('adds HSTS only when the request came over TLS', async () => {
    expect((await t.client().get('/healthz')).headers['strict-transport-security']).toBeUndefined();
    const overTls = await t.client().get('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
