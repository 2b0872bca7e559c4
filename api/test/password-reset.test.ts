import { eq } from 'drizzle-orm';
import { passwordResets, sessions } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { readMails } from './helpers/mail.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://reports.example.com/' } });
});
afterAll(() => t.close());

const NEUTRAL = 'If an account exists for that address, we have e-mailed a password reset link.';
const NEW_PASSWORD = 'brand-new-secret';

async function requestLink(email: string) {
  const client = t.client();
  await client.pageConfig();
  const response = await client.post('/password/email', { email });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: NEUTRAL });
  const mails = await readMails(t.config.dataDir);
  const link = mails.at(-1)?.match(/https:\/\/reports\.example\.com\/password\/reset\/([\w-]+)\?email=(\S+)/);
  return { mails, token: link?.[1], email: link ? decodeURIComponent(link[2] ?? '') : undefined };
}

describe('password reset', () => {
  it('mails a link, sets the new password, signs in and ends every other session', async () => {
    const user = await createUser(t.app, { companyId: await createCompany(t.app), email: 'Forgetful@Example.com' });
    const elsewhere = t.client();
    await elsewhere.signIn(user.email, PASSWORD);

    const { token, email, mails } = await requestLink('forgetful@example.com');
    expect(token).toBeDefined();
    expect(email).toBe(user.email);
    expect(mails.at(-1)).toMatch(/^To: forgetful@example\.com$/im);
    expect(mails.at(-1)).toContain('From: Pulseboard <no-reply@pulseboard.app>');
    // Only a hash of the token is stored.
    const [stored] = await t.app.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored?.tokenHash).not.toBe(token);
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const client = t.client();
    await client.pageConfig();
    const reset = await client.post('/password/reset', { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.user.id).toBe(user.id);
    expect((await client.pageConfig()).user?.id).toBe(user.id);

    const remaining = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(remaining).toHaveLength(1);
    expect((await elsewhere.pageConfig()).user).toBeNull();

    const login = t.client();
    await login.pageConfig();
    expect((await login.post('/login', { email: user.email, password: PASSWORD })).statusCode).toBe(422);
    expect((await login.post('/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);

    // The token is single-use.
    const again = await client.post('/password/reset', { token, email, password: 'another-secret', password_confirmation: 'another-secret' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ['This password reset token is invalid.'] });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = (await readMails(t.config.dataDir)).length;
    const { mails } = await requestLink('ghost@example.com');
    expect(mails).toHaveLength(before);
  });

  it('answers a known address the same when the mail server is down, so the answer tells nothing of who has an account', async () => {
    const down = await createTestApp({ env: { APP_URL: 'https://reports.example.com/', SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const user = await createUser(down.app, { companyId: await createCompany(down.app) });
      const client = down.client();
      await client.pageConfig();
      for (const email of [user.email, 'ghost@example.com']) {
        const response = await client.post('/password/email', { email });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: NEUTRAL });
      }
    } finally {
      await down.close();
    }
  });

  it('rejects a wrong token, another e-mail or an expired token', async () => {
    const user = await createUser(t.app, { companyId: await createCompany(t.app) });
    const { token, email } = await requestLink(user.email);
    const client = t.client();
    await client.pageConfig();
    const attempt = (fields: { token?: string; email?: string }) => client.post('/password/reset', { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...fields });

    expect((await attempt({ token: 'not-the-token' })).statusCode).toBe(422);
    expect((await attempt({ email: 'someone-else@example.com' })).statusCode).toBe(422);
    await t.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const expired = await attempt({});
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ email: ['This password reset token is invalid.'] });
  });

  it('validates the new password', async () => {
    const client = t.client();
    await client.pageConfig();
    const response = await client.post('/password/reset', { token: 'x', email: 'a@example.com', password: 'short', password_confirmation: 'other' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['password', 'password_confirmation']);
  });
});
