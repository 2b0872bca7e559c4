import { eq } from 'drizzle-orm';
import { sources } from '../src/db/schema.js';
import { anyFreePort } from '../src/lib/ports.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import type { TestClient } from './helpers/client.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { ALEX, connectThroughConsent } from './helpers/google-sandbox.js';

let t: TestApp;
let baseUrl: string;
let client: TestClient;

async function signedIn(companyId?: number): Promise<TestClient> {
  const user = await createUser(t.app, { companyId: companyId ?? (await createCompany(t.app)) });
  const browser = t.client();
  await browser.signIn(user.email, PASSWORD);
  return browser;
}

/** The sandbox's control route, as the signed-in client (switches act on its company's grants). */
const control = (body: Record<string, unknown>) => client.post(`/sandbox/google/control${body.reset ? '/reset' : ''}`, body.reset ? undefined : body);

beforeAll(async () => {
  const port = await anyFreePort();
  baseUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { PORT: String(port), APP_URL: baseUrl } });
  await t.app.listen({ port, host: '127.0.0.1' });
  client = await signedIn();
});
afterEach(() => control({ reset: true }));
afterAll(() => t.close());

describe('connecting sources', () => {
  it('connects the sample data at once, and lists it without any credential', async () => {
    const created = await client.post('/api/sources', { kind: 'none', name: 'demo' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'demo', invalid: false });
    const listed = await client.get('/api/sources');
    expect(listed.json().data.map((source: { name: string }) => source.name)).toContain('demo');
    expect(listed.body).not.toMatch(/credential|token|secret/i);
  });

  it('sends an OAuth type to the consent page, and the callback stores it with its properties', async () => {
    const answer = await client.post('/api/sources', { kind: 'oauth', name: 'google_analytics' });
    expect(answer.statusCode).toBe(200);
    const { redirect } = answer.json();
    expect(redirect).toMatch(/\/sandbox\/google\/o\/oauth2\/v2\/auth\?/);
    const id = await connectThroughConsent(client, redirect);
    const source = (await client.get('/api/sources')).json().data.find((candidate: { id: number }) => candidate.id === id);
    expect(source).toMatchObject({ name: 'google_analytics', account: ALEX, invalid: false });
    expect(source.properties.length).toBeGreaterThan(0);
    expect(JSON.stringify(source)).not.toMatch(/access_token|refresh_token/);
  });

  it("refuses a type without a connector (outside sandbox mode, Google's until its client is configured), and a type connected another way", async () => {
    const plain = await createTestApp({ env: { CONNECTORS_SANDBOX: '0' } });
    try {
      const user = await createUser(plain.app, { companyId: await createCompany(plain.app) });
      const browser = plain.client();
      await browser.signIn(user.email, PASSWORD);
      expect((await browser.post('/api/sources', { kind: 'oauth', name: 'google_analytics' })).json().errors).toEqual({ name: ['Google Analytics 4 is not available yet.'] });
    } finally {
      await plain.close();
    }
    expect((await client.post('/api/sources', { kind: 'oauth', name: 'demo' })).json().errors).toEqual({ kind: ['Sample data is not connected that way.'] });
    const missing = await client.post('/api/sources', { kind: 'token', name: 'semrush', account: '', token: '' });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['account', 'token']);
  });
});

describe('properties and option lists from the provider', () => {
  it('loads properties, then options that depend on the chosen property, narrowed by searchTerm', async () => {
    const answer = await client.post('/api/sources', { kind: 'oauth', name: 'google_analytics' });
    const id = await connectThroughConsent(client, answer.json().redirect);
    const properties = (await client.get(`/api/sources/${id}/properties`)).json().data;
    const property = properties[0].id;
    const metrics = (await client.get(`/api/sources/${id}/metrics?property=${encodeURIComponent(property)}`)).json().data;
    expect(metrics.map((option: { value: string }) => option.value)).toContain('sessions');
    const narrowed = (await client.get(`/api/sources/${id}/metrics?property=${encodeURIComponent(property)}&searchTerm=session&include=totalUsers`)).json().data;
    expect(narrowed.every((option: { value: string; label: string }) => /session/i.test(option.label) || option.value === 'totalUsers')).toBe(true);
    expect(narrowed[0].value).toBe('totalUsers');
    expect((await client.get(`/api/sources/${id}/filter`)).statusCode).toBe(404);
  });

  it('marks the source invalid and empties its properties when the provider refuses (spec §4), then re-authorises it', async () => {
    const answer = await client.post('/api/sources', { kind: 'oauth', name: 'google_analytics' });
    const id = await connectThroughConsent(client, answer.json().redirect);
    await control({ switch: 'revoked', on: true });
    const refused = await client.get(`/api/sources/${id}/properties`);
    expect(refused.statusCode).toBe(502);
    const source = (await client.get('/api/sources')).json().data.find((candidate: { id: number }) => candidate.id === id);
    expect(source).toMatchObject({ invalid: true, properties: [] });
    expect((await client.pageConfig()).company?.sources.find((candidate) => candidate.id === id)?.invalid).toBe(true);
    expect((await client.get(`/api/sources/${id}/properties`)).statusCode).toBe(409);

    await control({ reset: true });
    const again = await client.put(`/api/sources/${id}`, { reauthorize: true });
    const reconnected = await connectThroughConsent(client, again.json().redirect);
    expect(reconnected).toBe(id);
    expect((await client.get('/api/sources')).json().data.find((candidate: { id: number }) => candidate.id === id).invalid).toBe(false);
  });

  it("keeps the source valid when the provider refuses an option list for the user's own choice, and says why", async () => {
    const answer = await client.post('/api/sources', { kind: 'oauth', name: 'google_analytics' });
    const id = await connectThroughConsent(client, answer.json().redirect);
    const properties = (await client.get(`/api/sources/${id}/properties`)).json().data;
    const refused = await client.get(`/api/sources/${id}/metrics?property=${encodeURIComponent('properties/999999999')}`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/^Google: /);
    expect(refused.json().message).not.toMatch(/re-authorisation/);
    const source = (await client.get('/api/sources')).json().data.find((candidate: { id: number }) => candidate.id === id);
    expect(source).toMatchObject({ invalid: false, properties });
    expect((await client.pageConfig()).company?.sources.find((candidate) => candidate.id === id)?.invalid).toBe(false);
  });

  it('answers 503 to a quota without marking the source invalid', async () => {
    const answer = await client.post('/api/sources', { kind: 'oauth', name: 'google_webmasters' });
    const id = await connectThroughConsent(client, answer.json().redirect);
    await control({ switch: 'quota', on: true });
    expect((await client.get(`/api/sources/${id}/properties`)).statusCode).toBe(503);
    expect((await client.get('/api/sources')).json().data.find((candidate: { id: number }) => candidate.id === id).invalid).toBe(false);
  });
});

describe('tenant isolation and removal', () => {
  it("answers 404 for another company's source, everywhere", async () => {
    const id = (await client.post('/api/sources', { kind: 'none', name: 'demo' })).json().data.id;
    const stranger = await signedIn();
    expect((await stranger.get(`/api/sources/${id}/properties`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/sources/${id}/metrics`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/sources/${id}`, { reauthorize: true })).statusCode).toBe(404);
    expect((await stranger.request('DELETE', `/api/sources/${id}`)).statusCode).toBe(404);
    expect((await stranger.get('/api/sources')).json().data).toEqual([]);
  });

  it('deletes a source once; a second delete is a 404', async () => {
    const id = (await client.post('/api/sources', { kind: 'none', name: 'demo' })).json().data.id;
    expect((await client.request('DELETE', `/api/sources/${id}`)).statusCode).toBe(204);
    expect((await client.request('DELETE', `/api/sources/${id}`)).statusCode).toBe(404);
  });

  it('deletes a source whose credentials can no longer be opened, and answers 404 to a change of one removed meanwhile', async () => {
    const browser = await signedIn();
    const id = await connectThroughConsent(browser, (await browser.post('/api/sources', { kind: 'oauth', name: 'google_analytics' })).json().redirect);
    const [row] = await t.app.db.select().from(sources).where(eq(sources.id, id));
    // As after a change of the credentials key: the sealed text no longer opens.
    await t.app.db.update(sources).set({ credentials: 'v1:not-what-was-sealed' }).where(eq(sources.id, id));
    expect((await browser.request('DELETE', `/api/sources/${id}`)).statusCode).toBe(204);
    await expect(t.app.sources.markInvalid(row!)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('re-authorises a sample-data source with nothing to re-authorise', async () => {
    const id = (await client.post('/api/sources', { kind: 'none', name: 'demo' })).json().data.id;
    expect((await client.put(`/api/sources/${id}`, { reauthorize: true })).statusCode).toBe(422);
  });
});
