import { eq } from 'drizzle-orm';
import { users, type User } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import type { TestClient } from './helpers/client.js';
import { fileForm, PNG } from './helpers/images.js';
import { readMails } from './helpers/mail.js';

let t: TestApp;
let admin: User;
let member: User;
let teammate: User;
let foreigner: User;
beforeAll(async () => {
  t = await createTestApp();
  const companyId = await createCompany(t.app, 'Home');
  admin = await createUser(t.app, { companyId, role: 'admin', name: 'Ada Admin' });
  member = await createUser(t.app, { companyId, name: 'Mel Member' });
  teammate = await createUser(t.app, { companyId, name: 'Tim Teammate' });
  foreigner = await createUser(t.app, { companyId: await createCompany(t.app, 'Elsewhere'), name: 'Fay Foreign' });
});
afterAll(() => t.close());

async function as(user: User, password = PASSWORD): Promise<TestClient> {
  const client = t.client();
  await client.signIn(user.email, password);
  return client;
}

const stored = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

describe('PUT /api/users/{id}', () => {
  it('lets users update themselves', async () => {
    const response = await (await as(member)).put(`/api/users/${member.id}`, { name: '  Mel Renamed ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: member.id, name: 'Mel Renamed', roleName: 'member', role: 2 });
    expect((await stored(member.id))?.name).toBe('Mel Renamed');
  });

  it('lets an admin update a teammate', async () => {
    const response = await (await as(admin)).put(`/api/users/${teammate.id}`, { name: 'Tim Updated' });
    expect(response.statusCode).toBe(200);
    expect((await stored(teammate.id))?.name).toBe('Tim Updated');
  });

  it('forbids a non-admin to edit someone else', async () => {
    const response = await (await as(member)).put(`/api/users/${teammate.id}`, { name: 'Hijacked' });
    expect(response.statusCode).toBe(403);
    expect((await stored(teammate.id))?.name).not.toBe('Hijacked');
  });

  it('hides users of other companies, even from admins', async () => {
    const response = await (await as(admin)).put(`/api/users/${foreigner.id}`, { name: 'Hijacked' });
    expect(response.statusCode).toBe(404);
    expect((await stored(foreigner.id))?.name).toBe('Fay Foreign');
  });

  it('clears a withdrawn consent and stamps a given one once', async () => {
    const client = await as(member);
    const withdrawn = await client.put(`/api/users/${member.id}`, { terms_consent: false });
    expect(withdrawn.json().data).toMatchObject({ termsConsent: false, ageConsent: true });
    expect((await stored(member.id))?.termsConsentAt).toBeNull();

    const ageConsentAt = (await stored(member.id))?.ageConsentAt;
    const given = await client.put(`/api/users/${member.id}`, { terms_consent: true, age_consent: true });
    expect(given.json().data).toMatchObject({ termsConsent: true, ageConsent: true });
    expect((await stored(member.id))?.ageConsentAt).toEqual(ageConsentAt);
  });

  it("leaves a teammate's consents to the teammate: an admin may send them as they are, not give or withdraw them", async () => {
    const client = await as(admin);
    await t.app.db.update(users).set({ ageConsentAt: null }).where(eq(users.id, teammate.id));
    const given = await client.put(`/api/users/${teammate.id}`, { age_consent: true, terms_consent: false });
    expect(given.statusCode).toBe(422);
    expect(given.json().errors).toEqual({
      age_consent: ['Only the user themself may give or withdraw their consent.'],
      terms_consent: ['Only the user themself may give or withdraw their consent.'],
    });
    expect(await stored(teammate.id)).toMatchObject({ ageConsentAt: null, termsConsentAt: expect.any(Date) });
    const unchanged = await client.put(`/api/users/${teammate.id}`, { name: 'Tim T.', age_consent: false, terms_consent: true });
    expect(unchanged.json().data).toMatchObject({ name: 'Tim T.', ageConsent: false, termsConsent: true });
  });

  it('rejects unknown fields and bad values with 422', async () => {
    const client = await as(member);
    const unknown = await client.put(`/api/users/${member.id}`, { roleName: 'admin' });
    expect(unknown.statusCode).toBe(422);
    const empty = await client.put(`/api/users/${member.id}`, { name: '' });
    expect(empty.json().errors).toEqual({ name: ['The name field is required.'] });
    expect((await client.put('/api/users/abc', { name: 'x' })).statusCode).toBe(422);
    expect((await stored(member.id))?.roleName).toBe('member');
  });
});

describe('changing a password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const changer = await createUser(t.app, { companyId: member.companyId, name: 'Cara Changer' });
    const here = await as(changer);
    const elsewhere = await as(changer);
    const wrong = await here.put(`/api/users/${changer.id}`, { current_password: 'not it', password: 'a brand new secret', password_confirmation: 'a brand new secret' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
    const missing = await here.put(`/api/users/${changer.id}`, { password: 'a brand new secret', password_confirmation: 'a brand new secret' });
    expect(missing.json().errors).toEqual({ current_password: ['The current password field is required.'] });

    const changed = await here.put(`/api/users/${changer.id}`, { current_password: PASSWORD, password: 'a brand new secret', password_confirmation: 'a brand new secret' });
    expect(changed.statusCode).toBe(200);
    expect((await here.get('/api/company')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/company')).statusCode).toBe(401);
    await expect(as(changer)).rejects.toThrow(/sign-in .* failed/);
    await as(changer, 'a brand new secret');
  });

  it("is the user's own: an admin cannot set a teammate's password", async () => {
    const response = await (await as(admin)).put(`/api/users/${teammate.id}`, { current_password: PASSWORD, password: 'taken over secret', password_confirmation: 'taken over secret' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: ['Only the user themself may change their password.'] });
  });
});

describe('changing the e-mail address', () => {
  it('takes the new address only once the link mailed to it is opened, then ends the sessions', async () => {
    const mover = await createUser(t.app, { companyId: member.companyId, name: 'Max Mover' });
    const client = await as(mover);
    const newEmail = `moved-${Date.now()}@example.com`;
    const response = await client.put(`/api/users/${mover.id}`, { email: newEmail });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(mover.email);
    expect((await stored(mover.id))?.email).toBe(mover.email);

    const mail = (await readMails(t.config.dataDir)).filter((text) => text.includes(`To: ${newEmail}`)).at(-1) ?? '';
    const token = mail.match(/\/email\/confirm\/([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    const wrong = await t.client().get('/email/confirm/not-a-token');
    expect(wrong.statusCode).toBe(302);
    expect(wrong.headers.location).toBe('/login?email=invalid');

    const confirmed = await t.client().get(`/email/confirm/${token}`);
    expect(confirmed.headers.location).toBe('/login?email=confirmed');
    expect((await stored(mover.id))?.email).toBe(newEmail);
    expect((await client.get('/api/company')).statusCode).toBe(401);
    await expect(as({ ...mover, email: newEmail })).resolves.toBeDefined();
    // The link works once.
    expect((await t.client().get(`/email/confirm/${token}`)).headers.location).toBe('/login?email=invalid');
  });

  it('tells the old address, and a password reset drops the change: a stolen session cannot keep the account', async () => {
    const owner = await createUser(t.app, { companyId: member.companyId, name: 'Olive Owner' });
    const thief = await as(owner);
    const newEmail = `taker-${Date.now()}@example.com`;
    expect((await thief.put(`/api/users/${owner.id}`, { email: newEmail })).statusCode).toBe(200);
    const mails = await readMails(t.config.dataDir);
    const token = mails
      .map((text) => text.match(/\/email\/confirm\/([\w-]+)/)?.[1])
      .filter(Boolean)
      .at(-1);
    const warning = mails.filter((text) => text.includes(`To: ${owner.email}`)).at(-1) ?? '';
    expect(warning).toContain(newEmail);
    expect(warning).toContain('If you did not ask for this, reset your password now');
    expect(warning).not.toContain('/email/confirm/');

    // The owner resets the password from the link mailed to the old address.
    const guest = t.client();
    await guest.pageConfig();
    expect((await guest.post('/password/email', { email: owner.email })).statusCode).toBe(200);
    const reset = (await readMails(t.config.dataDir)).at(-1)?.match(/\/password\/reset\/([\w-]+)\?email=(\S+)/);
    const password = 'mine-again-secret';
    expect((await guest.post('/password/reset', { token: reset?.[1], email: owner.email, password, password_confirmation: password })).statusCode).toBe(200);
    expect((await t.client().get(`/email/confirm/${token}`)).headers.location).toBe('/login?email=invalid');
    expect((await stored(owner.id))?.email).toBe(owner.email);
  });

  it('mails no link for a request that is refused as a whole: the last admin stepping down with a new address', async () => {
    const soleAdmin = await createUser(t.app, { companyId: await createCompany(t.app, 'Solo'), role: 'admin' });
    const newEmail = `solo-${Date.now()}@example.com`;
    const refused = await (await as(soleAdmin)).put(`/api/users/${soleAdmin.id}`, { email: newEmail, role_name: 'member' });
    expect(refused.statusCode).toBe(422);
    expect((await readMails(t.config.dataDir)).filter((text) => text.includes(newEmail))).toEqual([]);
  });

  it('takes 5 requests naming an address an hour from a user, then 429; other updates are not counted', async () => {
    const asker = await createUser(t.app, { companyId: member.companyId, name: 'Ask Often' });
    const client = await as(asker);
    for (let request = 1; request <= 5; request += 1) expect((await client.put(`/api/users/${asker.id}`, { email: `often-${request}-${Date.now()}@example.com` })).statusCode).toBe(200);
    const sixth = await client.put(`/api/users/${asker.id}`, { email: `often-6-${Date.now()}@example.com` });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect((await client.put(`/api/users/${asker.id}`, { name: 'Still Renamed' })).statusCode).toBe(200);
    // The profile form sends the address in use with every save: that is no change, and not counted.
    expect((await client.put(`/api/users/${asker.id}`, { name: 'Saved Again', email: asker.email.toUpperCase() })).statusCode).toBe(200);
  });

  it("refuses an address in use and someone else's address change", async () => {
    const taken = await (await as(member)).put(`/api/users/${member.id}`, { email: teammate.email.toUpperCase() });
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });
    const byAdmin = await (await as(admin)).put(`/api/users/${teammate.id}`, { email: 'elsewhere@example.com' });
    expect(byAdmin.json().errors).toEqual({ email: ['Only the user themself may change their e-mail address.'] });
  });
});

describe('the avatar', () => {
  it("is one of the company's uploaded images, or none", async () => {
    const client = await as(member);
    const uploaded = (await client.post('/api/files/avatar', fileForm('file', PNG, 'me.png', 'image/png'))).json().data as { url: string };
    expect(uploaded.url).toMatch(/\/files\/\d+\/avatar-/);
    const set = await client.put(`/api/users/${member.id}`, { avatar: uploaded.url });
    expect(set.json().data.avatar).toBe(uploaded.url);
    const foreign = await client.put(`/api/users/${member.id}`, { avatar: `/files/${foreigner.companyId}/${uploaded.url.split('/').at(-1)}` });
    expect(foreign.json().errors).toEqual({ avatar: ['Upload the image first; only images uploaded to this company can be used.'] });
    expect((await client.put(`/api/users/${member.id}`, { avatar: null })).json().data.avatar).toBeNull();
  });
});
