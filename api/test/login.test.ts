import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema.js';
import { sha256 } from '../src/lib/tokens.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

let t: TestApp;
let email: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_LOGIN_MAX: '1000' } });
  const user = await createUser(t.app, { companyId: await createCompany(t.app), email: 'Login.User@Example.com', name: 'Lou Login' });
  email = user.email;
  userId = user.id;
});
afterAll(() => t.close());

const sessionRow = async (token: string | undefined) =>
  (
    await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256(token ?? '')))
  )[0];

describe('POST /login', () => {
  it('signs in (e-mail in any case) on a new HttpOnly session', async () => {
    const client = t.client();
    await client.pageConfig();
    const response = await client.post('/login', { email: 'login.user@example.com', password: PASSWORD, remember: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ id: userId, email, name: 'Lou Login', roleName: 'member', role: 2 });

    const cookie = response.cookies.find((c) => c.name === 'pulseboard_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 14 * 24 * 3600 });
    expect(cookie?.secure).toBeFalsy();
    const row = await sessionRow(cookie?.value);
    expect(row).toMatchObject({ userId, persistent: true });
    // The database keeps only the hash of the cookie token.
    expect(row?.id).not.toBe(cookie?.value);
  });

  it('rotates the session: the previous token no longer works', async () => {
    const client = t.client();
    await client.signIn(email, PASSWORD);
    const first = client.cookies.get('pulseboard_session');
    await client.signIn(email, PASSWORD);
    const second = client.cookies.get('pulseboard_session');
    expect(second).not.toBe(first);
    expect(await sessionRow(first)).toBeUndefined();
    expect(await sessionRow(second)).toBeDefined();
  });

  it('marks the cookie Secure behind a TLS proxy when proxies are trusted', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const user = await createUser(proxied.app, { companyId: await createCompany(proxied.app) });
      const client = proxied.client();
      const headers = { 'x-forwarded-proto': 'https' };
      await client.get('/api/page-config', { headers });
      const response = await client.post('/login', { email: user.email, password: PASSWORD }, { headers });
      expect(response.cookies.find((c) => c.name === 'pulseboard_session')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('answers 422 on the email field for a wrong password or an unknown account', async () => {
    const client = t.client();
    await client.pageConfig();
    for (const attempt of [
      { email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: PASSWORD },
    ]) {
      const response = await client.post('/login', attempt);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ email: ['These credentials do not match our records.'] });
      expect(response.cookies.find((c) => c.name === 'pulseboard_session')).toBeUndefined();
    }
  });

  it('limits attempts per address and e-mail with a 429', async () => {
    const limitedApp = await createTestApp({ env: { RATE_LIMIT_LOGIN_MAX: '3' } });
    try {
      const user = await createUser(limitedApp.app, { companyId: await createCompany(limitedApp.app) });
      const client = limitedApp.client();
      await client.pageConfig();
      const target = { email: 'limited@example.com', password: 'guess' };
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await client.post('/login', target)).statusCode);
      expect(statuses).toEqual([422, 422, 422, 429]);
      const limited = await client.post('/login', { ...target, email: 'LIMITED@example.com' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in /);
      expect(limited.headers['retry-after']).toBeDefined();
      // Another account from the same address is not locked out.
      expect((await client.post('/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    } finally {
      await limitedApp.close();
    }
  });
});

describe('POST /logout', () => {
  it('deletes the session, clears the cookie and issues a guest XSRF token', async () => {
    const client = t.client();
    await client.signIn(email, PASSWORD);
    const token = client.cookies.get('pulseboard_session');
    const xsrf = client.cookies.get('XSRF-TOKEN');

    const response = await client.post('/logout');
    expect(response.statusCode).toBe(204);
    expect(await sessionRow(token)).toBeUndefined();
    expect(response.cookies.find((c) => c.name === 'pulseboard_session')?.maxAge).toBe(0);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(xsrf);
    expect((await client.pageConfig()).user).toBeNull();
  });

  it('succeeds without a session', async () => {
    const client = t.client();
    await client.pageConfig();
    const response = await client.post('/logout', undefined, { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(204);
  });
});

describe('sessions', () => {
  it('slides the expiry forward on use and drops an expired session', async () => {
    const client = t.client();
    await client.signIn(email, PASSWORD);
    const token = client.cookies.get('pulseboard_session');
    const id = sha256(token ?? '');
    const soon = new Date(Date.now() + 60_000);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: soon, lastSeen: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.id, id));

    expect((await client.pageConfig()).user?.id).toBe(userId);
    const slid = await sessionRow(token);
    expect((slid?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(13.9 * 86_400_000);

    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    expect((await client.pageConfig()).user).toBeNull();
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('keeps a session without "remember" to the browser session (no Max-Age)', async () => {
    const client = t.client();
    const response = await client.signIn(email, PASSWORD);
    const cookie = response.cookies.find((c) => c.name === 'pulseboard_session');
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    expect((await sessionRow(cookie?.value))?.persistent).toBe(false);
  });
});
