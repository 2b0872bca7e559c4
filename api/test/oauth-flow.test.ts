import type Echo from 'laravel-echo';
import { eq } from 'drizzle-orm';
import { companyChannel, type CompanySourceUpdated } from '@pulseboard/shared/contracts';
import { ANALYTICS_SCOPE } from '../src/connectors/google_analytics/catalogue.js';
import { connectorContext } from '../src/connectors/context.js';
import { SourceAuthError } from '../src/connectors/types.js';
import { oauthStates, sources, type User } from '../src/db/schema.js';
import type { AuthorizationStart } from '../src/oauth/service.js';
import { anyFreePort } from '../src/lib/ports.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import type { TestClient } from './helpers/client.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { ALEX, openConsent, submitConsent } from './helpers/google-sandbox.js';
import { connectEcho, first } from './helpers/realtime.js';

let t: TestApp;
let baseUrl: string;
let companyId: number;
let admin: User;
let client: TestClient;

beforeAll(async () => {
  const port = await anyFreePort();
  baseUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { PORT: String(port), APP_URL: baseUrl } });
  await t.app.listen({ port, host: '127.0.0.1' });
  companyId = await createCompany(t.app, 'Agency');
  admin = await createUser(t.app, { companyId, role: 'admin' });
  client = t.client();
  await client.signIn(admin.email, PASSWORD);
});

afterAll(() => t.close());

const start = (extra: Partial<AuthorizationStart> = {}) => t.app.oauth.authorizationUrl({ type: 'google_analytics', companyId, userId: admin.id, ...extra });

/** Consent in the fake as a browser would, answering the callback URL the fake redirects to. */
async function consent(url: string, decision: 'allow' | 'deny' = 'allow', scopes?: string[]): Promise<string> {
  const { consentId, html } = await openConsent(url);
  const requested = new URL(url).searchParams.get('scope')?.split(' ') ?? [];
  const back = await submitConsent(url, { consentId, decision, account: ALEX, scopes: scopes ?? requested });
  expect(`${back.origin}${back.pathname}`).toBe(`${baseUrl}/api/sources/oauth/google_analytics/callback`);
  expect(html).toContain('Pulseboard wants to access your Google Account');
  return `${back.pathname}${back.search}`;
}

async function callback(path: string, as = client): Promise<URL> {
  const response = await as.get(path, { headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string, baseUrl);
}

const sourceRow = async (id: number) => (await t.app.db.select().from(sources).where(eq(sources.id, id)))[0];
const sourceCount = async () => (await t.app.db.select().from(sources).where(eq(sources.companyId, companyId))).length;

describe('connecting Google Analytics through the sandbox', () => {
  let connectedId: number;

  it('goes from the consent screen to a stored source with sealed credentials and its properties', async () => {
    const url = await start();
    const authorize = new URL(url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${baseUrl}/sandbox/google/o/oauth2/v2/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ access_type: 'offline', prompt: 'consent', response_type: 'code', code_challenge_method: 'S256' });
    expect(authorize.searchParams.get('scope')).toContain(ANALYTICS_SCOPE);

    const page = await openConsent(url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('See and download your Google Analytics data');
    expect(page.html).toMatch(/<button[^>]*value="allow"[^>]*>Allow<\/button>/);
    expect(page.html).toMatch(/<button[^>]*value="deny"[^>]*>Deny<\/button>/);

    const landing = await callback(await consent(url));
    expect(landing.pathname).toBe('/company/sources');
    connectedId = Number(landing.searchParams.get('connected'));
    expect(connectedId).toBeGreaterThan(0);

    const row = await sourceRow(connectedId);
    const stored = t.app.sources.credentialsOf(row!);
    expect(stored).toMatchObject({ access_token: expect.stringMatching(/^ya29\./), refresh_token: expect.stringMatching(/^1\/\//), scope: expect.stringContaining(ANALYTICS_SCOPE) });
    expect(stored.expires_at).toBeGreaterThan(Date.now() + 3_000_000);
    expect(row?.credentials).toMatch(/^v2\./);
    for (const secret of [stored.access_token, stored.refresh_token, 'ya29', 'refresh_token']) expect(row?.credentials).not.toContain(secret);
    expect(row).toMatchObject({ name: 'google_analytics', account: ALEX, invalid: false });
    expect(row?.properties.map((property) => property.id)).toEqual(['310000001', '310000002', '310000003', '310000004']);
  });

  it('refuses a state used twice, an expired one, and one started by another user', async () => {
    const url = await start();
    const path = await consent(url);
    expect((await callback(path)).searchParams.has('connected')).toBe(true);
    const count = await sourceCount();
    expect((await callback(path)).searchParams.get('error')).toBe('the authorisation link is not valid or was already used');

    const late = await consent(await start());
    await t.app.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await callback(late)).searchParams.get('error')).toMatch(/more than 10 minutes/);

    const colleague = await createUser(t.app, { companyId });
    const other = t.client();
    await other.signIn(colleague.email, PASSWORD);
    expect((await callback(await consent(await start()), other)).searchParams.get('error')).toBe('the authorisation was started by another user');
    expect((await callback(await consent(await start()), t.client())).searchParams.get('error')).toMatch(/signed out/);
    expect(await sourceCount()).toBe(count);
  });

  it('refuses a code whose PKCE verifier does not match', async () => {
    const path = await consent(await start());
    await t.app.db.update(oauthStates).set({ codeVerifier: 'x'.repeat(43) });
    const count = await sourceCount();
    expect((await callback(path)).searchParams.get('error')).toBe('Google did not confirm the authorisation');
    expect(await sourceCount()).toBe(count);
  });

  it('reports Deny and a consent without the data scope', async () => {
    const count = await sourceCount();
    expect((await callback(await consent(await start(), 'deny'))).searchParams.get('error')).toBe('access was declined on the consent screen');
    const emailOnly = await consent(await start(), 'allow', ['https://www.googleapis.com/auth/userinfo.email']);
    expect((await callback(emailOnly)).searchParams.get('error')).toBe('access to your Google Analytics 4 data was not granted');
    expect(await sourceCount()).toBe(count);
  });

  it('stores rotated credentials when a token expires in the fake, and refuses a revoked grant', async () => {
    const before = (await sourceRow(connectedId))!;
    const control = async (body: Record<string, unknown>) => (await client.post('/sandbox/google/control', body)).statusCode;
    expect(await control({ account: ALEX, switch: 'expired', on: true })).toBe(200);
    const connector = t.app.connectors.get('google_analytics')!;
    await connector.listProperties(connectorContext(t.app, before));
    const after = (await sourceRow(connectedId))!;
    expect(after.credentials).not.toBe(before.credentials);
    const rotated = t.app.sources.credentialsOf(after);
    expect(rotated.access_token).not.toBe(t.app.sources.credentialsOf(before).access_token);
    expect(rotated.refresh_token).toBe(t.app.sources.credentialsOf(before).refresh_token);

    await control({ account: ALEX, switch: 'revoked', on: true });
    await expect(connector.listProperties(connectorContext(t.app, after))).rejects.toBeInstanceOf(SourceAuthError);
    expect(await control({ switch: 'nonsense', on: true })).toBe(422);
    await t.app.sandbox?.google.reset();
  });

  it('re-authorises an invalid source: valid again, new credentials, and the company hears of it', async () => {
    const row = (await sourceRow(connectedId))!;
    await t.app.sources.markInvalid(row);
    const echo: Echo<'pusher'> = await connectEcho((await client.pageConfig()).realtime.key, baseUrl, client);
    try {
      const channel = echo.private(companyChannel(companyId));
      await first<void>((done) => channel.subscribed(done), 'the subscription');
      const update = first<CompanySourceUpdated>((done) => channel.listen('CompanySourceUpdated', done), 'CompanySourceUpdated');

      const landing = await callback(await consent(await start({ sourceId: connectedId })));
      expect(landing.searchParams.get('connected')).toBe(String(connectedId));
      const event = await update;
      expect(event.id).toBe(connectedId);
      expect(event.sources.find((source) => source.id === connectedId)).toMatchObject({ invalid: false });
    } finally {
      echo.disconnect();
    }
    const updated = (await sourceRow(connectedId))!;
    expect(updated.invalid).toBe(false);
    expect(updated.properties).toHaveLength(4);
    expect(t.app.sources.credentialsOf(updated).access_token).not.toBe(t.app.sources.credentialsOf(row).access_token);
  });

  it('does not re-authorise a source of another company', async () => {
    const otherCompany = await createCompany(t.app, 'Elsewhere');
    const foreign = await t.app.sources.create({ companyId: otherCompany, name: 'google_analytics', account: null, credentials: null });
    const landing = await callback(await consent(await start({ sourceId: foreign.id })));
    expect(landing.searchParams.get('error')).toBe('the source to re-authorise no longer exists');
  });
});
