import { anyFreePort } from '../src/lib/ports.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import type { TestClient } from './helpers/client.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { ALEX, SAM, connectThroughConsent } from './helpers/google-sandbox.js';

let t: TestApp;
let agency: TestClient;
let rival: TestClient;

async function signedIn(companyName: string): Promise<TestClient> {
  const user = await createUser(t.app, { companyId: await createCompany(t.app, companyName) });
  const browser = t.client();
  await browser.signIn(user.email, PASSWORD);
  return browser;
}

/** A Google Analytics source of `as`'s company, connected to the fixture account ALEX. */
async function connectAnalytics(as: TestClient): Promise<number> {
  const answer = await as.post('/api/sources', { kind: 'oauth', name: 'google_analytics' });
  return connectThroughConsent(as, answer.json().redirect);
}

beforeAll(async () => {
  const port = await anyFreePort();
  t = await createTestApp({ env: { PORT: String(port), APP_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  agency = await signedIn('Agency');
  rival = await signedIn('Rival');
});
afterEach(async () => {
  await agency.post('/sandbox/google/control/reset');
  await rival.post('/sandbox/google/control/reset');
});
afterAll(() => t.close());

describe('the sandbox control route', () => {
  it('refuses anonymous callers with 401', async () => {
    const anonymous = t.client();
    await anonymous.pageConfig();
    expect((await anonymous.get('/sandbox/google/control')).statusCode).toBe(401);
    expect((await anonymous.post('/sandbox/google/control', { switch: 'quota', on: true })).statusCode).toBe(401);
    expect((await anonymous.post('/sandbox/google/control/reset')).statusCode).toBe(401);
  });

  it('refuses a POST without the CSRF token with 419', async () => {
    expect((await agency.post('/sandbox/google/control', { switch: 'quota', on: true }, { withoutCsrf: true })).statusCode).toBe(419);
    expect((await agency.post('/sandbox/google/control/reset', undefined, { withoutCsrf: true })).statusCode).toBe(419);
    expect((await agency.get('/sandbox/google/control')).json().switches).toEqual({});
  });

  it('answers 422 for an unknown switch, account or value', async () => {
    const bad = [
      { switch: 'nonsense', on: true },
      { switch: 'quota', on: 'yes' },
      { switch: 'quota', on: true, account: 'nobody@example.com' },
    ];
    for (const body of bad) expect((await agency.post('/sandbox/google/control', body)).statusCode).toBe(422);
  });

  it("acts on the caller's company only, though both companies use the same Google account", async () => {
    const ours = await connectAnalytics(agency);
    const theirs = await connectAnalytics(rival);

    const switched = await agency.post('/sandbox/google/control', { account: ALEX, switch: 'quota', on: true });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().switches).toEqual({ [ALEX]: ['quota'] });
    expect((await agency.get(`/api/sources/${ours}/properties`)).statusCode).toBe(503);
    expect((await rival.get(`/api/sources/${theirs}/properties`)).statusCode).toBe(200);
    expect((await rival.get('/sandbox/google/control')).json().switches).toEqual({});

    // The rival's reset and its own switches leave the agency's alone.
    await rival.post('/sandbox/google/control/reset');
    await rival.post('/sandbox/google/control', { account: SAM, switch: 'empty', on: true });
    expect((await agency.get('/sandbox/google/control')).json().switches).toEqual({ [ALEX]: ['quota'] });
    expect((await agency.get(`/api/sources/${ours}/properties`)).statusCode).toBe(503);

    // A switch for all accounts is still only the caller's.
    await agency.post('/sandbox/google/control/reset');
    await rival.post('/sandbox/google/control', { switch: 'revoked', on: true });
    expect((await rival.get(`/api/sources/${theirs}/properties`)).statusCode).toBe(502);
    expect((await agency.get(`/api/sources/${ours}/properties`)).statusCode).toBe(200);
  });
});
