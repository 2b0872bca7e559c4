import { eq, sql } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = (email: string) => ({
  name: 'Csrf Probe',
  email,
  password: 'secret-pass',
  password_confirmation: 'secret-pass',
  terms_consent: true,
  age_consent: true,
});

const userCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

describe('CSRF protection', () => {
  it('hands out a readable XSRF-TOKEN cookie with the page config', async () => {
    const response = await t.client().get('/api/page-config');
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('answers 419 without a token and changes nothing', async () => {
    const client = t.client();
    await client.pageConfig();
    const before = await userCount();
    const response = await client.post('/register', registration('no-token@example.com'), { withoutCsrf: true });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
    expect(await userCount()).toBe(before);
  });

  it('answers 419 when the header does not match the cookie', async () => {
    const client = t.client();
    await client.pageConfig();
    const other = t.client();
    await other.pageConfig();
    // A well-formed token, but another browser's.
    const response = await client.post('/register', registration('mismatch@example.com'), {
      withoutCsrf: true,
      headers: { 'x-xsrf-token': other.cookies.get('XSRF-TOKEN') ?? '' },
    });
    expect(response.statusCode).toBe(419);
    expect(await t.app.db.select().from(users).where(eq(users.email, 'mismatch@example.com'))).toHaveLength(0);
  });

  it('answers 419 for a forged token even when cookie and header agree', async () => {
    const client = t.client();
    client.cookies.set('XSRF-TOKEN', 'nonce.forged-signature');
    const response = await client.post('/register', registration('forged@example.com'));
    expect(response.statusCode).toBe(419);
  });

  it('accepts X-CSRF-TOKEN and a _token form field as alternatives', async () => {
    const client = t.client();
    await client.pageConfig();
    const token = client.cookies.get('XSRF-TOKEN') ?? '';
    const viaHeader = await client.post('/password/email', { email: 'x@example.com' }, { withoutCsrf: true, headers: { 'x-csrf-token': token } });
    expect(viaHeader.statusCode).toBe(200);
    const viaField = await client.post('/password/email', { email: 'x@example.com', _token: token }, { withoutCsrf: true, form: true });
    expect(viaField.statusCode).toBe(200);
  });

  it('binds the token to the session: signing in re-issues it and the guest token stops working', async () => {
    const companyId = await createCompany(t.app);
    const user = await createUser(t.app, { companyId });
    const client = t.client();
    await client.pageConfig();
    const guestToken = client.cookies.get('XSRF-TOKEN');
    await client.signIn(user.email, PASSWORD);
    const userToken = client.cookies.get('XSRF-TOKEN');
    expect(userToken).toBeDefined();
    expect(userToken).not.toBe(guestToken);

    const stale = await client.put(`/api/users/${user.id}`, { name: 'Changed' }, { withoutCsrf: true, headers: { 'x-xsrf-token': guestToken ?? '' } });
    expect(stale.statusCode).toBe(419);
    const fresh = await client.put(`/api/users/${user.id}`, { name: 'Changed' });
    expect(fresh.statusCode).toBe(200);
  });

  it('leaves safe methods alone', async () => {
    expect((await t.client().get('/api/remotes')).statusCode).toBe(200);
  });
});
