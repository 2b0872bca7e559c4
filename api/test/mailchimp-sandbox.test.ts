import { loadConfig, type AppConfig } from '../src/config.js';
import { mailchimpSetup } from '../src/connectors/mailchimp/endpoints.js';
import { MAILCHIMP_RETRY_AFTER_MS, mailchimpApiError } from '../src/connectors/mailchimp/errors.js';
import { readMetadata } from '../src/connectors/mailchimp/metadata.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError } from '../src/connectors/types.js';
import { authorizeUrl } from '../src/oauth/authorize-url.js';
import { exchangeCode } from '../src/oauth/token-endpoint.js';
import { SANDBOX_MAILCHIMP_CLIENT } from '../src/sandbox/mailchimp/paths.js';
import { answerFakeConsent } from './helpers/fake-consent.js';
import { REDIRECT_URI } from './helpers/google-sandbox.js';
import { mailchimpHarness } from './helpers/mailchimp-sandbox.js';

const appConfig = (env: NodeJS.ProcessEnv): AppConfig => ({ ...loadConfig(env), databaseUrl: 'postgres://unused', appKey: 'unused-app-key-0123456789' });
const harness = mailchimpHarness();
const login = (path: string, init: RequestInit = {}) => fetch(`${harness.setup.endpoints.oauth}${path}`, init);
const api = (dc: string, path: string, token = harness.credentials.access_token) => fetch(`${harness.setup.endpoints.api(dc)}/3.0/${path}`, { headers: { authorization: `Bearer ${token}` } });
const tokenForm = (params: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams({ grant_type: 'authorization_code', client_id: SANDBOX_MAILCHIMP_CLIENT.id, client_secret: SANDBOX_MAILCHIMP_CLIENT.secret, redirect_uri: REDIRECT_URI, ...params }),
});

describe('Mailchimp configuration', () => {
  it('runs the sandbox by default: the authorize page at APP_URL, the rest over loopback, the data centre a path segment', () => {
    const setup = mailchimpSetup(appConfig({ PORT: '18097', APP_URL: 'https://reports.example.com' }));
    expect(setup).toMatchObject({
      client: SANDBOX_MAILCHIMP_CLIENT,
      endpoints: { login: 'https://reports.example.com/sandbox/mailchimp/login', oauth: 'http://127.0.0.1:18097/sandbox/mailchimp/login' },
    });
    expect(setup?.endpoints.api('us6')).toBe('http://127.0.0.1:18097/sandbox/mailchimp/api/us6');
  });

  it("uses the Mailchimp app on Mailchimp's hosts, or the overrides, and offers no Mailchimp source without an app or the sandbox", () => {
    const env = { GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g', MAILCHIMP_CLIENT_ID: '2819', MAILCHIMP_CLIENT_SECRET: 'shh' };
    const real = mailchimpSetup(appConfig(env));
    expect(real).toMatchObject({ client: { id: '2819', secret: 'shh' }, endpoints: { login: 'https://login.mailchimp.com', oauth: 'https://login.mailchimp.com' } });
    expect(real?.endpoints.api('us21')).toBe('https://us21.api.mailchimp.com');
    const overridden = mailchimpSetup(appConfig({ ...env, MAILCHIMP_LOGIN_URL: 'http://127.0.0.1:9/login/', MAILCHIMP_API_URL: 'http://127.0.0.1:9/api' }));
    expect([overridden?.endpoints.login, overridden?.endpoints.oauth, overridden?.endpoints.api('us6')]).toEqual([
      'http://127.0.0.1:9/login',
      'http://127.0.0.1:9/login',
      'http://127.0.0.1:9/api/us6',
    ]);
    expect(mailchimpSetup(appConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g' }))).toBeUndefined();
    expect(() => loadConfig({ MAILCHIMP_CLIENT_SECRET: 'shh' })).toThrow('MAILCHIMP_CLIENT_ID, MAILCHIMP_CLIENT_SECRET');
    expect(() => loadConfig({ MAILCHIMP_LOGIN_URL: 'not a url' })).toThrow('MAILCHIMP_LOGIN_URL');
  });
});

describe('Mailchimp errors', () => {
  it('maps refused tokens and lost access to a new consent, too many connections to a wait, and the rest to the provider', () => {
    expect(mailchimpApiError(401, { type: 'x', title: 'API Key Invalid', status: 401, detail: 'Your API key may be invalid' })).toEqual(
      new SourceAuthError('Mailchimp: API Key Invalid: Your API key may be invalid'),
    );
    expect(mailchimpApiError(403, { title: 'Forbidden', status: 403 })).toBeInstanceOf(SourceAuthError);
    expect(mailchimpApiError(429, { title: 'Too Many Requests', status: 429 })).toEqual(new SourceQuotaError('Mailchimp: Too Many Requests', MAILCHIMP_RETRY_AFTER_MS));
    expect(mailchimpApiError(429, {}, 5_000)).toMatchObject({ retryAfterMs: 5_000 });
    expect(mailchimpApiError(404, { title: 'Resource Not Found', status: 404 })).toMatchObject({ name: 'SourceProviderError', status: 404 });
    expect(mailchimpApiError(503, '<html>')).toEqual(new SourceProviderError('Mailchimp: HTTP 503', 503));
  });
});

describe('the Mailchimp OAuth and Marketing API fakes', () => {
  it('refuses an unknown client or a bad redirect URI with an error page, and shows the fixture logins', async () => {
    const page = (params: Record<string, string>) =>
      fetch(`${harness.setup.endpoints.login}/oauth2/authorize?${new URLSearchParams({ response_type: 'code', client_id: SANDBOX_MAILCHIMP_CLIENT.id, redirect_uri: REDIRECT_URI, ...params })}`);
    const unknown = await page({ client_id: 'nobody' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Invalid client_id');
    expect((await page({ redirect_uri: 'not a url' })).status).toBe(400);
    const consent = await (await page({ state: 's' })).text();
    expect(consent).toContain('Pulseboard would like to connect to your Mailchimp account');
    expect(consent).toContain('alex.morgan@acme-agency.example');
  });

  it('exchanges a code once, for a token that never expires and names no scope, and tells its data centre', async () => {
    const back = await answerFakeConsent(authorizeUrl(harness.provider, { redirectUri: REDIRECT_URI, state: 's1' }), { decision: 'allow', account: 'sam.lee@northwind-coffee.example' });
    expect(back.searchParams.get('state')).toBe('s1');
    const code = back.searchParams.get('code') ?? '';
    expect((await login('/oauth2/token', tokenForm({ code, client_secret: 'wrong' }))).status).toBe(401);
    const answer = (await (await login('/oauth2/token', tokenForm({ code }))).json()) as { access_token: string };
    expect(answer).toEqual({ access_token: expect.any(String), expires_in: 0, scope: null });
    expect(await (await login('/oauth2/token', tokenForm({ code }))).json()).toMatchObject({ error: 'invalid_grant' });
    expect(await readMetadata(harness.setup.endpoints.oauth, answer.access_token)).toMatchObject({ dc: 'us21', accountname: 'Northwind Coffee', api_endpoint: 'https://us21.api.mailchimp.com' });
    await expect(exchangeCode(harness.provider, { code, redirectUri: REDIRECT_URI })).rejects.toThrow('Invalid authorization code');
  });

  it('answers a token it does not know with HTTP 200 and invalid_token, which is an auth error', async () => {
    const response = await login('/oauth2/metadata', { headers: { authorization: 'OAuth not-a-token' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ error: 'invalid_token' });
    await expect(readMetadata(harness.setup.endpoints.oauth, 'not-a-token')).rejects.toBeInstanceOf(SourceAuthError);
  });

  it("answers in problem+json, refusing another data centre's account and what it does not hold", async () => {
    const wrongDc = await api('us21', 'lists');
    expect(wrongDc.status).toBe(401);
    expect(wrongDc.headers.get('content-type')).toContain('application/problem+json');
    expect(await wrongDc.json()).toMatchObject({ title: 'API Key Invalid', status: 401 });
    expect((await api('us6', 'lists/c0ffee5e11/growth-history')).status).toBe(404);
    expect((await api('us6', 'lists', 'mcforged.token')).status).toBe(401);
  });

  it('bounds count, offset and send times', async () => {
    expect((await api('us6', 'lists?count=1001')).status).toBe(400);
    expect((await api('us6', 'lists?count=0')).status).toBe(400);
    expect((await api('us6', 'lists?offset=-1')).status).toBe(400);
    expect((await api('us6', 'reports?since_send_time=yesterday')).status).toBe(400);
    expect((await api('us6', 'reports?since_send_time=1990-01-01T00:00:00Z&before_send_time=2026-01-01T00:00:00Z')).status).toBe(400);
    const page = (await (await api('us6', 'reports?since_send_time=2026-09-01T00:00:00%2B00:00&before_send_time=2026-10-01T00:00:00%2B00:00&count=2&offset=1')).json()) as {
      total_items: number;
      reports: Array<{ send_time: string }>;
    };
    expect(page.total_items).toBe(9);
    expect(page.reports).toHaveLength(2);
    expect(page.reports[0]).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{10}$/), type: 'regular', opens: { open_rate: expect.any(Number) }, clicks: { click_rate: expect.any(Number) } });
    // Newest first, and none sent after now.
    expect(page.reports[0]!.send_time > page.reports[1]!.send_time).toBe(true);
    const future = await (await api('us6', 'reports?since_send_time=2030-01-01T00:00:00Z&before_send_time=2030-02-01T00:00:00Z')).json();
    expect(future).toEqual({ reports: [], total_items: 0 });
  });
});
