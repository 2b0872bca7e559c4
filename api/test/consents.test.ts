import { eq } from 'drizzle-orm';
import { companies, coupons, dashboards, type User } from '../src/db/schema.js';
import { CONSENTS_REQUIRED_MESSAGE } from '../src/plugins/app/consents.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import type { TestClient } from './helpers/client.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { fileForm, PNG } from './helpers/images.js';
import { readMails } from './helpers/mail.js';

/**
 * Spec §2 guard 2 and §6, held by the API and not only by the browser's guard: a signed-in user without both
 * consents may call what their own user page, the subscription page and the shell around them need, and is
 * refused everything else until the user page records the consents.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.insert(coupons).values({ code: 'CONSENTS5', type: 'price.discount', value: 5, name: '$5 off' });
});
afterAll(() => t.close());

const REFUSED = { message: CONSENTS_REQUIRED_MESSAGE };

/** An admin who has not given the consents, alone in a company of their own, signed in. */
async function withoutConsents(): Promise<{ user: User; client: TestClient }> {
  const companyId = await createCompany(t.app, 'Not yet agreed');
  const user = await createUser(t.app, { companyId, role: 'admin', consents: false });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  return { user, client };
}

const dashboardsOf = (companyId: number) => t.app.db.select().from(dashboards).where(eq(dashboards.companyId, companyId));

describe('a signed-in user without both consents', () => {
  it('is refused the other routes with 403 and where to give them, and nothing is made', async () => {
    const { user, client } = await withoutConsents();
    const teammate = await createUser(t.app, { companyId: user.companyId });
    expect((await client.get('/api/dashboards')).json()).toEqual(REFUSED);
    const created = await client.post('/api/dashboards', { name: 'Not yet' });
    expect({ status: created.statusCode, body: created.json() }).toEqual({ status: 403, body: REFUSED });
    expect(await dashboardsOf(user.companyId)).toEqual([]);
    expect((await client.get('/api/sources')).statusCode).toBe(403);
    // The routes the two pages use, but not as they use them: a teammate, another kind of image, deleting the company.
    expect((await client.put(`/api/users/${teammate.id}`, { name: 'Renamed' })).json()).toEqual(REFUSED);
    expect((await client.post('/api/files/logo', fileForm('file', PNG, 'logo.png', 'image/png'))).json()).toEqual(REFUSED);
    expect((await client.request('DELETE', '/api/company', { delete: true, password: PASSWORD })).json()).toEqual(REFUSED);
    expect(await t.app.db.select().from(companies).where(eq(companies.id, user.companyId))).toHaveLength(1);
  });

  it('still has the page config, the shell and the own user page', async () => {
    const { user, client } = await withoutConsents();
    expect((await client.pageConfig()).user).toMatchObject({ id: user.id, termsConsent: false, ageConsent: false });
    expect((await client.get(`/api/users/${user.id}/identities`)).json().data).toEqual({ identities: [], hasPassword: true });
    const avatar = await client.post('/api/files/avatar', fileForm('file', PNG, 'me.png', 'image/png'));
    expect(avatar.statusCode).toBe(201);
    const saved = await client.put(`/api/users/${user.id}`, { name: 'Still Deciding', avatar: avatar.json().data.url });
    expect(saved.json().data).toMatchObject({ name: 'Still Deciding', avatar: avatar.json().data.url, termsConsent: false });
    expect((await client.post('/api/messages/dismissals', { key: '126:1' })).statusCode).toBe(204);
    expect((await client.post('/broadcasting/auth', { socket_id: '123.456', channel_name: `private-company.${user.companyId}` })).statusCode).toBe(200);
    const password = 'a new secret here';
    expect((await client.put(`/api/users/${user.id}`, { current_password: PASSWORD, password, password_confirmation: password })).statusCode).toBe(200);
  });

  it('still has the subscription page', async () => {
    const { client } = await withoutConsents();
    expect((await client.get('/api/company/subscription')).statusCode).toBe(200);
    expect((await client.get('/api/company/subscription/quote?dashboards=5&interval=1')).statusCode).toBe(200);
    expect((await client.post('/api/company/coupon', { coupon: 'CONSENTS5' })).statusCode).toBe(200);
    expect((await client.request('DELETE', '/api/company/coupon/CONSENTS5')).statusCode).toBe(200);
    // Nothing to cancel or restore: the route's own answer, past the consents.
    expect((await client.request('DELETE', '/api/company', { cancel: true })).statusCode).toBe(409);
    expect((await client.post('/api/company/subscription/restore')).statusCode).toBe(409);
  });

  it('has every route once the user page records both consents', async () => {
    const { user, client } = await withoutConsents();
    expect((await client.get('/api/dashboards')).statusCode).toBe(403);
    const given = await client.put(`/api/users/${user.id}`, { terms_consent: true, age_consent: true });
    expect(given.json().data).toMatchObject({ termsConsent: true, ageConsent: true });
    expect((await client.get('/api/dashboards')).statusCode).toBe(200);
    expect((await client.post('/api/dashboards', { name: 'Agreed' })).statusCode).toBe(201);
  });
});

describe('a member who has not given both consents', () => {
  it('sees a dashboard of the company by its permalink as the public does: a private one is not found', async () => {
    const companyId = await createCompany(t.app, 'Sharing');
    const admin = t.client();
    await admin.signIn((await createUser(t.app, { companyId, role: 'admin' })).email, PASSWORD);
    const { permalink } = (await admin.post('/api/dashboards', { name: 'Members only' })).json().data as { permalink: string };
    const member = t.client();
    await member.signIn((await createUser(t.app, { companyId, consents: false })).email, PASSWORD);
    expect((await member.get(`/api/dashboards/${permalink}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/dashboards/${permalink}`)).statusCode).toBe(200);
  });
});

describe('an invited teammate', () => {
  it('joins through the e-mailed link without consents, and gives them on the user page', async () => {
    const companyId = await createCompany(t.app, 'Inviting');
    const admin = t.client();
    await admin.signIn((await createUser(t.app, { companyId, role: 'admin' })).email, PASSWORD);
    const email = `joiner-${Date.now()}@example.com`;
    const invited = await admin.post('/api/users', { name: 'Jo Joiner', email, role_name: 'member', can_create_automatic_reports: false });
    expect(invited.statusCode).toBe(201);
    const mail = (await readMails(t.config.dataDir)).filter((text) => text.includes(email)).at(-1) ?? '';
    const token = mail.match(/\/password\/reset\/([\w-]+)\?/)?.[1];

    const teammate = t.client();
    await teammate.pageConfig();
    const joined = await teammate.post('/password/reset', { token, email, password: 'joiner secret', password_confirmation: 'joiner secret' });
    expect(joined.json().data.user).toMatchObject({ termsConsent: false, ageConsent: false });
    expect((await teammate.get('/api/dashboards')).json()).toEqual(REFUSED);
    const { id } = invited.json().data as { id: number };
    expect((await teammate.put(`/api/users/${id}`, { terms_consent: true, age_consent: true })).statusCode).toBe(200);
    expect((await teammate.get('/api/dashboards')).statusCode).toBe(200);
  });
});
