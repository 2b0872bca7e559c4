import { loadConfig, type AppConfig } from '../src/config.js';
import { LINKEDIN_VERSION, linkedInSetup } from '../src/connectors/linkedin_api/endpoints.js';
import { linkedInApiError, retryAfterMs } from '../src/connectors/linkedin_api/errors.js';
import { linkedInOAuthProvider } from '../src/connectors/linkedin_api/oauth.js';
import { LINKEDIN_ADS_SCOPES } from '../src/connectors/linkedin/catalogue.js';
import { linkedInAdsConnector } from '../src/connectors/linkedin/connector.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError } from '../src/connectors/types.js';
import { grantsAll } from '../src/oauth/provider.js';
import { exchangeCode, refreshCredentials } from '../src/oauth/token-endpoint.js';
import { LinkedInSandboxState } from '../src/sandbox/linkedin/index.js';
import { SANDBOX_LINKEDIN_CLIENT } from '../src/sandbox/linkedin/paths.js';
import { REDIRECT_URI, SAM } from './helpers/google-sandbox.js';
import { answerLinkedInConsent, connectLinkedIn, linkedInHarness } from './helpers/linkedin-sandbox.js';

const appConfig = (env: NodeJS.ProcessEnv): AppConfig => ({ ...loadConfig(env), databaseUrl: 'postgres://unused', appKey: 'unused-app-key-0123456789' });
const harness = linkedInHarness(LINKEDIN_ADS_SCOPES, (apiUrl, tokens) => linkedInAdsConnector({ apiUrl, tokens }));
const consentUrl = (params: Record<string, string>) =>
  `${harness.provider.authorizeUrl}?${new URLSearchParams({ client_id: harness.provider.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'r_ads r_ads_reporting', state: 's1', ...params })}`;
const rest = (path: string, headers: Record<string, string>) => fetch(`${harness.sandbox.setup.endpoints.api}/rest/${path}`, { headers });
const bearer = () => ({ authorization: `Bearer ${harness.credentials.access_token}` });

describe('LinkedIn configuration', () => {
  it('runs the sandbox by default: the consent page at APP_URL, the token endpoint and the API over loopback', () => {
    expect(linkedInSetup(appConfig({ PORT: '18097', APP_URL: 'https://reports.example.com' }))).toEqual({
      client: SANDBOX_LINKEDIN_CLIENT,
      endpoints: { www: 'https://reports.example.com/sandbox/linkedin/www', oauth: 'http://127.0.0.1:18097/sandbox/linkedin/www', api: 'http://127.0.0.1:18097/sandbox/linkedin/api' },
    });
  });

  it("uses the sign-in LinkedIn app on LinkedIn's hosts, or the overrides, and offers no LinkedIn sources without an app or the sandbox", () => {
    const env = { GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g', LINKEDIN_CLIENT_ID: '86abc', LINKEDIN_CLIENT_SECRET: 'shh' };
    expect(linkedInSetup(appConfig(env))).toEqual({
      client: { id: '86abc', secret: 'shh' },
      endpoints: { www: 'https://www.linkedin.com', oauth: 'https://www.linkedin.com', api: 'https://api.linkedin.com' },
    });
    const overridden = linkedInSetup(appConfig({ ...env, LINKEDIN_WWW_URL: 'http://127.0.0.1:9/www/', LINKEDIN_API_URL: 'http://127.0.0.1:9/api' }));
    expect(overridden?.endpoints).toEqual({ www: 'http://127.0.0.1:9/www', oauth: 'http://127.0.0.1:9/www', api: 'http://127.0.0.1:9/api' });
    expect(linkedInSetup(appConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g' }))).toBeUndefined();
    expect(() => loadConfig({ LINKEDIN_API_URL: 'not a url' })).toThrow('LINKEDIN_API_URL');
  });
});

describe('LinkedIn errors', () => {
  it('maps dead tokens and lost permissions to a new consent, throttling to a wait, and the rest to the provider', () => {
    expect(linkedInApiError(401, { status: 401, serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' })).toBeInstanceOf(SourceAuthError);
    expect(linkedInApiError(401, { status: 401, serviceErrorCode: 65601, code: 'REVOKED_ACCESS_TOKEN' })).toBeInstanceOf(SourceAuthError);
    expect(linkedInApiError(403, { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions' })).toBeInstanceOf(SourceAuthError);
    expect(linkedInApiError(429, { status: 429, message: 'Throttled' }, 30_000)).toEqual(new SourceQuotaError('LinkedIn: Throttled', 30_000));
    expect(linkedInApiError(500, { status: 500, message: 'Internal Server Error' })).toMatchObject({ name: 'SourceProviderError', status: 500 });
    expect(linkedInApiError(400, { status: 400, message: 'Invalid param' })).toMatchObject({ name: 'SourceProviderError', status: 400, message: 'LinkedIn: Invalid param' });
    expect(linkedInApiError(504, '<html>gateway</html>')).toEqual(new SourceProviderError('LinkedIn: HTTP 504', 504));
  });

  it('reads Retry-After in seconds or as a date', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '120' }), now)).toBe(120_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Wed, 25 Nov 2026 10:01:00 GMT' }), now)).toBe(60_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });

  it('checks the granted scopes, which LinkedIn lists comma-separated', () => {
    expect(grantsAll('r_ads,r_ads_reporting', LINKEDIN_ADS_SCOPES)).toBe(true);
    expect(grantsAll('r_ads', LINKEDIN_ADS_SCOPES)).toBe(false);
    expect(grantsAll('openid profile', ['openid'])).toBe(true);
  });
});

describe('the LinkedIn sandbox', () => {
  it('keeps a token valid across a restart with the same APP_KEY, and refuses one signed with another or of the wrong kind', () => {
    const before = LinkedInSandboxState.forAppKey('key-one-0123456789');
    const grant = { userId: 'Xk3pLm9QaZ', companyId: 7, clientId: '1', scopes: ['r_ads'] };
    const token = before.issue({ ...grant, kind: 'access' }, 60);
    expect(LinkedInSandboxState.forAppKey('key-one-0123456789').verify(token, 'access')).toMatchObject({ userId: 'Xk3pLm9QaZ', companyId: 7 });
    expect(LinkedInSandboxState.forAppKey('key-two-0123456789').verify(token, 'access')).toBe('invalid');
    expect(before.verify(token, 'refresh')).toBe('invalid');
    expect(before.verify(`${token.slice(0, -2)}xx`, 'access')).toBe('invalid');
  });

  it('bounds what it holds in memory', () => {
    const state = new LinkedInSandboxState();
    const consent = { clientId: '1', redirectUri: REDIRECT_URI, scopes: ['r_ads'], companyId: null };
    for (let index = 0; index < 2_500; index += 1) state.issueCode(consent, state.users[0]!);
    for (let index = 0; index < 2_500; index += 1) state.openConsent(consent);
    expect(state.memory).toMatchObject({ consents: 1_000, codes: 1_000 });
  });

  it("answers the consent page's refusals as LinkedIn does: an unknown client, a scope the app lacks, a cancel", async () => {
    const unknownClient = await fetch(consentUrl({ client_id: '999' }));
    expect(unknownClient.status).toBe(400);
    expect(await unknownClient.text()).toContain('Invalid client_id');
    const unauthorised = await fetch(consentUrl({ scope: 'r_ads w_member_social' }), { redirect: 'manual' });
    expect(new URL(unauthorised.headers.get('location') ?? '').searchParams.get('error')).toBe('unauthorized_scope_error');
    const cancelled = await answerLinkedInConsent(consentUrl({}), { decision: 'cancel' });
    expect(Object.fromEntries(cancelled.searchParams)).toEqual({ error: 'user_cancelled_authorize', error_description: 'The user cancelled the authorization', state: 's1' });
  });

  it('takes a code once, for its own redirect URI and client secret, and refreshes only a live grant', async () => {
    const back = await answerLinkedInConsent(consentUrl({}), { decision: 'allow', account: SAM });
    const code = back.searchParams.get('code') ?? '';
    await expect(exchangeCode(harness.provider, { code, redirectUri: `${REDIRECT_URI}x` })).rejects.toMatchObject({ status: 400 });
    await expect(exchangeCode(harness.provider, { code, redirectUri: REDIRECT_URI })).rejects.toMatchObject({ status: 400 });
    const wrongSecret = linkedInOAuthProvider({ ...harness.sandbox.setup, client: { ...harness.sandbox.setup.client, secret: 'nope' } }, LINKEDIN_ADS_SCOPES);
    await expect(connectLinkedIn(wrongSecret)).rejects.toMatchObject({ name: 'SourceProviderError', status: 401 });
    const fresh = await connectLinkedIn(harness.provider, SAM);
    const refreshed = await refreshCredentials(harness.provider, fresh);
    expect(refreshed.access_token).not.toBe(fresh.access_token);
    expect(refreshed.refresh_token).toBe(fresh.refresh_token);
    await harness.provider.revoke?.(fresh.access_token);
    await expect(refreshCredentials(harness.provider, fresh)).rejects.toBeInstanceOf(SourceAuthError);
    await expect(harness.provider.revoke?.(fresh.access_token)).resolves.toBeUndefined();
  });

  it('requires the LinkedIn-Version header, an active version, Rest.li 2.0 and a token, with LinkedIn error bodies', async () => {
    const restli = { 'x-restli-protocol-version': '2.0.0' };
    const missing = await rest('adAccounts?q=search', { ...bearer(), ...restli });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ status: 400, code: 'VERSION_MISSING' });
    const retired = await rest('adAccounts?q=search', { ...bearer(), ...restli, 'linkedin-version': '202301' });
    expect(retired.status).toBe(426);
    expect(await retired.json()).toMatchObject({ code: 'NONEXISTENT_VERSION', message: 'Requested version 202301 is not active' });
    const noToken = await rest('adAccounts?q=search', { ...restli, 'linkedin-version': LINKEDIN_VERSION });
    expect(await noToken.json()).toMatchObject({ status: 401, serviceErrorCode: 65600 });
    const oldProtocol = await rest('adAccounts?q=search', { ...bearer(), 'linkedin-version': LINKEDIN_VERSION });
    expect(oldProtocol.status).toBe(400);
    const unencoded = await rest('adAnalytics?q=analytics&pivot=ACCOUNT&timeGranularity=ALL&accounts=List(urn:li:sponsoredAccount:508000001)', {
      ...bearer(),
      ...restli,
      'linkedin-version': LINKEDIN_VERSION,
    });
    expect(unencoded.status).toBe(400);
    expect(((await unencoded.json()) as { message: string }).message).toContain('Invalid query parameters');
    const ok = await rest('adAccounts?q=search&count=2', { ...bearer(), ...restli, 'linkedin-version': LINKEDIN_VERSION });
    const body = (await ok.json()) as { paging: unknown; elements: unknown[] };
    expect(body.paging).toMatchObject({ start: 0, count: 2, total: 3, links: [expect.objectContaining({ rel: 'next', href: expect.stringContaining('q=search&start=2&count=2') })] });
    expect(body.elements[0]).toMatchObject({ id: 508000001, name: 'Acme Outdoor', currency: 'USD', status: 'ACTIVE' });
  });

  it('answers unknown ids and malformed values with 4xx, never a 500', async () => {
    const scopes = ['r_ads', 'r_ads_reporting', 'rw_organization_admin', 'r_organization_social'];
    const token = harness.sandbox.state.issue({ kind: 'access', userId: 'Xk3pLm9QaZ', companyId: null, clientId: SANDBOX_LINKEDIN_CLIENT.id, scopes }, 60);
    const headers = { authorization: `Bearer ${token}`, 'x-restli-protocol-version': '2.0.0', 'linkedin-version': LINKEDIN_VERSION };
    const statuses = [];
    for (const path of [
      'organizations/__proto__',
      'networkSizes/urn%3Ali%3Aorganization%3A__proto__?edgeType=COMPANY_FOLLOWED_BY_MEMBER',
      'adAccounts/constructor',
      'adAccounts/508000001/adCreatives?q=search',
      'adAnalytics?q=analytics&pivot=ACCOUNT&timeGranularity=ALL&dateRange=List(1)&accounts=List(urn%3Ali%3AsponsoredAccount%3A508000001)',
      'adAnalytics?q=analytics&pivot=ACCOUNT&timeGranularity=ALL&dateRange=(start:(year:2026,month:2,day:30))&accounts=List(urn%3Ali%3AsponsoredAccount%3A508000001)',
      'adAnalytics?q=analytics&pivot=ACCOUNT&timeGranularity=ALL&dateRange=(start:(year:2026,month:2,day:3))&accounts=List(urn%3Ali%3AsponsoredAccount%3A508000001)&fields=spend',
      'adAccounts?q=search&start=-1',
    ]) {
      statuses.push((await rest(path, headers)).status);
    }
    expect(statuses).toEqual([404, 404, 403, 400, 400, 400, 400, 400]);
  });
});
