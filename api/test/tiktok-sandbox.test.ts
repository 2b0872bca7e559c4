import { loadConfig, type AppConfig } from '../src/config.js';
import { tikTokSetup } from '../src/connectors/tiktok/endpoints.js';
import { TIKTOK_RETRY_AFTER_MS, tikTokApiError } from '../src/connectors/tiktok/errors.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type ConnectorQuery } from '../src/connectors/types.js';
import { exchangeCode } from '../src/oauth/token-endpoint.js';
import { tikTokSandboxState } from '../src/sandbox/tiktok/index.js';
import { SANDBOX_TIKTOK_APP } from '../src/sandbox/tiktok/paths.js';
import { answerFakeConsent, connectThroughFake } from './helpers/fake-consent.js';
import { REDIRECT_URI, contextOf } from './helpers/google-sandbox.js';
import { tikTokHarness } from './helpers/tiktok-sandbox.js';

const appConfig = (env: NodeJS.ProcessEnv): AppConfig => ({ ...loadConfig(env), databaseUrl: 'postgres://unused', appKey: 'unused-app-key-0123456789' });
const harness = tikTokHarness();
const api = (path: string, headers: Record<string, string> = { 'access-token': harness.credentials.access_token }) =>
  fetch(`${harness.setup.endpoints.api}/open_api/v1.3/${path}`, { headers }).then((response) => response.json() as Promise<{ code: number; message: string; data: Record<string, unknown> }>);
const post = (path: string, body: Record<string, string>) =>
  fetch(`${harness.setup.endpoints.api}/open_api/v1.3/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
    (response) => response.json() as Promise<{ code: number; message: string; data: Record<string, unknown> }>,
  );
const REPORT = 'report/integrated/get/?advertiser_id=7012345678901234561&report_type=BASIC&data_level=AUCTION_ADVERTISER';
const query: ConnectorQuery = { config: { property: '7012345678901234561', metrics: ['clicks'] }, range: { startDate: '2026-09-01', endDate: '2026-09-07' }, timezone: 'UTC', realTime: false };

describe('TikTok configuration', () => {
  it('runs the sandbox by default: the consent page at APP_URL, the API over loopback', () => {
    expect(tikTokSetup(appConfig({ PORT: '18097', APP_URL: 'https://reports.example.com' }))).toEqual({
      app: SANDBOX_TIKTOK_APP,
      endpoints: { auth: 'https://reports.example.com/sandbox/tiktok/business-api', api: 'http://127.0.0.1:18097/sandbox/tiktok/business-api' },
    });
  });

  it("uses the TikTok app on TikTok's host, or the overrides, and offers no TikTok source without an app or the sandbox", () => {
    const env = { GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g', TIKTOK_APP_ID: '7391', TIKTOK_APP_SECRET: 'shh' };
    expect(tikTokSetup(appConfig(env))).toEqual({ app: { id: '7391', secret: 'shh' }, endpoints: { auth: 'https://business-api.tiktok.com', api: 'https://business-api.tiktok.com' } });
    expect(tikTokSetup(appConfig({ ...env, TIKTOK_AUTH_URL: 'http://127.0.0.1:9/auth/', TIKTOK_API_URL: 'http://127.0.0.1:9/api' }))?.endpoints).toEqual({
      auth: 'http://127.0.0.1:9/auth',
      api: 'http://127.0.0.1:9/api',
    });
    expect(tikTokSetup(appConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g' }))).toBeUndefined();
    expect(() => loadConfig({ TIKTOK_APP_ID: '7391' })).toThrow('TIKTOK_APP_ID, TIKTOK_APP_SECRET');
    expect(() => loadConfig({ TIKTOK_API_URL: 'not a url' })).toThrow('TIKTOK_API_URL');
  });
});

describe('TikTok errors', () => {
  it('maps dead tokens and lost permissions to a new consent, throttling to a wait, and the rest to the provider', () => {
    for (const code of [40102, 40104, 40105, 40001]) expect(tikTokApiError(code, 'refused', 200)).toBeInstanceOf(SourceAuthError);
    expect(tikTokApiError(40002, 'Parameter error', 200)).toBeInstanceOf(SourceProviderError);
    expect(tikTokApiError(40100, 'Too many requests', 200)).toEqual(new SourceQuotaError('TikTok: Too many requests', TIKTOK_RETRY_AFTER_MS));
    expect(tikTokApiError(50000, 'System error', 200)).toMatchObject({ name: 'SourceProviderError', status: 503 });
    expect(tikTokApiError(40000, 'Invalid parameter', 200)).toMatchObject({ name: 'SourceProviderError', status: 400, message: 'TikTok: Invalid parameter' });
    expect(tikTokApiError(0, undefined, 502)).toEqual(new SourceProviderError('TikTok: error HTTP 502', 502));
    expect(tikTokApiError(0, undefined, 429)).toBeInstanceOf(SourceQuotaError);
  });
});

describe('the TikTok consent page and token endpoint fakes', () => {
  it('refuses an unknown app or a redirect URI outside the registered prefix with an error page', async () => {
    const page = (params: Record<string, string>) =>
      fetch(`${harness.setup.endpoints.auth}/portal/auth?${new URLSearchParams({ app_id: SANDBOX_TIKTOK_APP.id, state: 's', redirect_uri: REDIRECT_URI, ...params })}`);
    const unknown = await page({ app_id: '1' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Invalid app');
    expect((await page({ redirect_uri: 'not a url' })).status).toBe(400);
    const consent = await page({});
    expect(consent.status).toBe(200);
    const html = await consent.text();
    expect(html).toContain('Pulseboard would like to access your TikTok For Business account');
    expect(html).toContain('Reporting: read the reports of your ads');
    expect(html).toContain('sam.lee@northwind-coffee.example');
  });

  it('sends auth_code back with the state, takes each code once with the app secret, and says a cancel was declined', async () => {
    const url = harness.provider.consentUrl!({ redirectUri: REDIRECT_URI, state: 'state-1' });
    const back = await answerFakeConsent(url, { decision: 'allow' });
    expect(back.searchParams.get('state')).toBe('state-1');
    const code = back.searchParams.get('auth_code') ?? '';
    expect(await post('oauth2/access_token/', { app_id: SANDBOX_TIKTOK_APP.id, secret: 'wrong', auth_code: code })).toMatchObject({ code: 40101 });
    const exchange = () => post('oauth2/access_token/', { app_id: SANDBOX_TIKTOK_APP.id, secret: SANDBOX_TIKTOK_APP.secret, auth_code: code });
    expect(await exchange()).toMatchObject({
      code: 0,
      message: 'OK',
      data: { access_token: expect.any(String), advertiser_ids: ['7012345678901234561', '7012345678901234562', '7012345678901234563'], scope: [1, 2, 4] },
    });
    expect(await exchange()).toMatchObject({ code: 40110 });
    await expect(exchangeCode(harness.provider, { code: 'used-or-unknown', redirectUri: REDIRECT_URI })).rejects.toThrow('TikTok: The auth_code is invalid');
    const cancelled = await answerFakeConsent(url, { decision: 'cancel' });
    expect(Object.fromEntries(cancelled.searchParams)).toEqual({ error: 'access_denied', state: 'state-1' });
  });

  it('wants the token in Access-Token, not as a bearer token, and revokes the whole grant', async () => {
    expect(await api('oauth2/advertiser/get/?app_id=x&secret=y', { authorization: `Bearer ${harness.credentials.access_token}` })).toMatchObject({ code: 40105 });
    const alex = await connectThroughFake(harness.provider);
    await harness.provider.revoke!(alex.access_token);
    await expect(harness.connector.query(contextOf(alex), query)).rejects.toThrow('TikTok: The access token has been revoked');
    // A revoked token revoked again is no failure; the first connection, issued before, is revoked with the grant.
    await harness.provider.revoke!(alex.access_token);
    await expect(harness.connector.query(contextOf(harness.credentials), query)).rejects.toBeInstanceOf(SourceAuthError);
    harness.credentials = await connectThroughFake(harness.provider);
  });

  it('keeps tokens working across a restart of the fake with the same key, and no other', async () => {
    const before = tikTokSandboxState({ appKey: 'an-app-key-of-at-least-32-characters!' });
    const token = before.issue({ kind: 'access', userId: '7301234567890123457', companyId: null, clientId: SANDBOX_TIKTOK_APP.id, scopes: [] });
    expect(tikTokSandboxState({ appKey: 'an-app-key-of-at-least-32-characters!' }).verify(token)).toMatchObject({ userId: '7301234567890123457' });
    expect(tikTokSandboxState({ appKey: 'another-app-key-of-32-characters!!!!' }).verify(token)).toBe('invalid');
  });

  it('bounds every input of the report: spans, page sizes, lists and filters', async () => {
    const daily = '&dimensions=["advertiser_id","stat_time_day"]&metrics=["spend"]';
    expect(await api(`${REPORT}${daily}&start_date=2026-09-01&end_date=2026-09-30`)).toMatchObject({ code: 0 });
    expect(await api(`${REPORT}${daily}&start_date=2026-09-01&end_date=2026-10-01`)).toMatchObject({ code: 40000, message: expect.stringContaining('30 days') });
    const whole = '&dimensions=["advertiser_id"]&metrics=["spend"]';
    expect(await api(`${REPORT}${whole}&start_date=2025-09-01&end_date=2026-09-01`)).toMatchObject({ code: 40000, message: expect.stringContaining('365 days') });
    expect(await api(`${REPORT}${whole}&start_date=2026-09-01&end_date=2026-09-02&page_size=1001`)).toMatchObject({ code: 40000 });
    expect(await api(`${REPORT}${whole}&start_date=2026-09-02&end_date=2026-09-01`)).toMatchObject({ code: 40000 });
    expect(await api(`${REPORT}&dimensions=["campaign_id"]&metrics=["spend"]&start_date=2026-09-01&end_date=2026-09-02`)).toMatchObject({ code: 40000 });
    expect(await api(`${REPORT}${whole}&start_date=2026-09-01&end_date=2026-09-02&filtering=[{"field_name":"ad_ids","filter_type":"IN","filter_value":"[\\"1\\"]"}]`)).toMatchObject({ code: 40000 });
    expect(await api(`advertiser/info/?advertiser_ids=${encodeURIComponent(JSON.stringify(Array.from({ length: 101 }, (_, index) => String(index))))}`)).toMatchObject({ code: 40000 });
    expect(await api(`${REPORT}&dimensions=${'['.repeat(5000)}&metrics=["spend"]&start_date=2026-09-01&end_date=2026-09-02`)).toMatchObject({ code: 40000 });
    const answer = await api(`${REPORT}${whole}&start_date=2026-09-01&end_date=2026-09-02`);
    expect(answer.data).toMatchObject({
      list: [{ dimensions: { advertiser_id: '7012345678901234561' }, metrics: { spend: expect.stringMatching(/^\d+\.\d\d$/) } }],
      page_info: { page: 1, total_page: 1 },
    });
  });
});
