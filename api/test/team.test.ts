import { eq } from 'drizzle-orm';
import { dashboards, sessions, userIdentities, users, type User } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import type { TestClient } from './helpers/client.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { readMails } from './helpers/mail.js';

let t: TestApp;
let companyId: number;
let admin: User;
let member: User;
let foreigner: User;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://reports.example.com' } });
  companyId = await createCompany(t.app, 'Home Agency');
  admin = await createUser(t.app, { companyId, role: 'admin', name: 'Ada Admin' });
  member = await createUser(t.app, { companyId, name: 'Mel Member' });
  foreigner = await createUser(t.app, { companyId: await createCompany(t.app, 'Elsewhere'), role: 'admin', name: 'Fay Foreign' });
});
afterAll(() => t.close());

async function as(user: Pick<User, 'email'>, password = PASSWORD): Promise<TestClient> {
  const client = t.client();
  await client.signIn(user.email, password);
  return client;
}

/** A visitor who has loaded a page, so it holds the CSRF token forms send. */
async function guest(): Promise<TestClient> {
  const client = t.client();
  await client.pageConfig();
  return client;
}

const stored = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

/** The newest invitation link e-mailed to `email`: its token and the address it carries. */
async function invitationLink(email: string) {
  const mail = (await readMails(t.config.dataDir)).filter((text) => text.includes(email)).at(-1) ?? '';
  const match = mail.match(/https:\/\/reports\.example\.com\/password\/reset\/([\w-]+)\?email=([^&\s]+)&invitation=1/);
  return { mail, token: match?.[1], email: match ? decodeURIComponent(match[2] ?? '') : undefined };
}

const invite = (client: TestClient, fields: Partial<Record<string, unknown>> = {}) =>
  client.post('/api/users', { name: 'Ivy Invited', email: `ivy-${Date.now()}@example.com`, role_name: 'member', can_create_automatic_reports: false, ...fields });

describe('GET /api/users', () => {
  it("lists the admin's own company only, with roles, permissions and status", async () => {
    const response = await (await as(admin)).get('/api/users');
    expect(response.statusCode).toBe(200);
    const listed = response.json().data as Array<{ id: number; roleName: string; status: string }>;
    expect(listed.map((user) => user.id)).toEqual(expect.arrayContaining([admin.id, member.id]));
    expect(listed.map((user) => user.id)).not.toContain(foreigner.id);
    expect(listed.find((user) => user.id === admin.id)).toMatchObject({ roleName: 'admin', status: 'active', invitationExpiresAt: null, canCreateAutomaticReports: true });
  });

  it('is refused to non-admins', async () => {
    expect((await (await as(member)).get('/api/users')).statusCode).toBe(403);
  });
});

describe('inviting a teammate', () => {
  it('creates the user without a password, mails a 7-day link that sets one, and the teammate then signs in', async () => {
    const email = `new.teammate-${Date.now()}@example.com`;
    const response = await invite(await as(admin), { name: 'Nina New', email });
    expect(response.statusCode).toBe(201);
    const invited = response.json().data;
    expect(invited).toMatchObject({ name: 'Nina New', email, roleName: 'member', status: 'invited', canCreateAutomaticReports: false });
    const days = (Date.parse(invited.invitationExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect((await stored(invited.id))?.passwordHash).toBeNull();

    const link = await invitationLink(email);
    expect(link.mail).toContain('Ada Admin invited you to join Home Agency');
    expect(link.email).toBe(email);
    // No password works before the invitation is accepted.
    expect((await (await guest()).post('/login', { email, password: '' })).statusCode).toBe(422);
    expect((await (await guest()).post('/login', { email, password: PASSWORD })).statusCode).toBe(422);

    const accepted = await (await guest()).post('/password/reset', { token: link.token, email, password: 'teammate secret', password_confirmation: 'teammate secret' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.user).toMatchObject({ companyId, roleName: 'member', canCreateAutomaticReports: false });
    const joined = (await (await as(admin)).get('/api/users')).json().data.find((user: { id: number }) => user.id === invited.id);
    expect(joined).toMatchObject({ status: 'active', invitationExpiresAt: null });
    expect((await (await guest()).post('/login', { email, password: 'teammate secret' })).statusCode).toBe(200);
    // The link is used up.
    const again = await (await guest()).post('/password/reset', { token: link.token, email, password: 'another secret', password_confirmation: 'another secret' });
    expect(again.statusCode).toBe(422);
  });

  it('refuses a taken address, bad fields and non-admins with nothing created', async () => {
    const client = await as(admin);
    const before = (await client.get('/api/users')).json().data.length;
    expect((await invite(client, { email: member.email.toUpperCase() })).json().errors).toEqual({ email: ['The email has already been taken.'] });
    const bad = await invite(client, { name: ' ', email: 'not-an-address', role_name: 'owner' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'role_name']);
    expect((await invite(await as(member))).statusCode).toBe(403);
    expect((await client.get('/api/users')).json().data.length).toBe(before);
  });

  it('sends 50 invitations an hour per company, then answers 429', async () => {
    const companyId = await createCompany(t.app, 'Busy Inviter');
    const inviter = await createUser(t.app, { companyId, role: 'admin' });
    const client = t.client();
    await client.signIn(inviter.email, PASSWORD);
    const invite = (n: number) => client.post('/api/users', { name: `Guest ${n}`, email: `guest-${n}-${Date.now()}@client.example`, role_name: 'member', can_create_automatic_reports: false });
    for (let n = 1; n <= 50; n += 1) expect((await invite(n)).statusCode).toBe(201);
    expect((await invite(51)).statusCode).toBe(429);
  });

  it('resends a link that replaces the old one, for teammates who have not joined only', async () => {
    const client = await as(admin);
    const email = `resend-${Date.now()}@example.com`;
    const invited = (await invite(client, { email })).json().data;
    const first = await invitationLink(email);
    const resent = await client.post(`/api/users/${invited.id}/invitation`);
    expect(resent.statusCode).toBe(200);
    const second = await invitationLink(email);
    expect(second.token).not.toBe(first.token);
    const stale = await (await guest()).post('/password/reset', { token: first.token, email, password: 'first link pw', password_confirmation: 'first link pw' });
    expect(stale.statusCode).toBe(422);
    expect((await client.post(`/api/users/${admin.id}/invitation`)).statusCode).toBe(409);
    expect((await client.post(`/api/users/${foreigner.id}/invitation`)).statusCode).toBe(404);
  });
});

describe('roles and the report permission', () => {
  it('lets an admin change them, and refuses a member who tries on themself', async () => {
    const teammate = await createUser(t.app, { companyId, name: 'Tess' });
    const changed = await (await as(admin)).put(`/api/users/${teammate.id}`, { role_name: 'admin', can_create_automatic_reports: false });
    expect(changed.statusCode).toBe(200);
    expect(await stored(teammate.id)).toMatchObject({ roleName: 'admin', canCreateReports: false });

    const escalation = await (await as(member)).put(`/api/users/${member.id}`, { role_name: 'admin', can_create_automatic_reports: true });
    expect(escalation.statusCode).toBe(422);
    expect(escalation.json().errors).toEqual({ role_name: ['Only an admin may change this.'], can_create_automatic_reports: ['Only an admin may change this.'] });
    expect((await stored(member.id))?.roleName).toBe('member');
  });

  it('enforces the permission on scheduling automatic reports', async () => {
    const restricted = await createUser(t.app, { companyId, name: 'Rae Restricted' });
    await t.app.db.update(users).set({ canCreateReports: false }).where(eq(users.id, restricted.id));
    const client = await as(restricted);
    const board = (await (await as(admin)).post('/api/dashboards', { name: 'Permission board', timezone: 'UTC' })).json().data;
    const report = { dashboard_id: board.id, recipients: 'client@example.com', period: 'WEEK', detail: 1, hour: 8, minute: 0, timezone: 'UTC', date_range: 'LAST_WEEK' };
    const refused = await client.post('/api/automatic-reports', report);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/ask an admin/);
    expect((await client.pageConfig()).user).toMatchObject({ canCreateAutomaticReports: false });
    expect((await (await as(member)).post('/api/automatic-reports', report)).statusCode).toBe(201);
  });

  it('never leaves the company without an admin, even when two admins demote each other at once', async () => {
    const home = await createCompany(t.app, 'Two Admins');
    const first = await createUser(t.app, { companyId: home, role: 'admin' });
    const second = await createUser(t.app, { companyId: home, role: 'admin' });
    // Past the route's admin check both at once: the company row lock must decide.
    const answers = await Promise.allSettled([t.app.team.update(first, { roleName: 'member' }), t.app.team.update(second, { roleName: 'member' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = answers.find((answer) => answer.status === 'rejected');
    expect(refused?.reason).toMatchObject({ statusCode: 422, errors: { role_name: ['The company needs at least one admin.'] } });
    const roles = await Promise.all([stored(first.id), stored(second.id)]);
    expect(roles.filter((user) => user?.roleName === 'admin')).toHaveLength(1);
  });

  it('counts an admin registered through a provider, who has no password, as joined', async () => {
    const agency = await createCompany(t.app, 'Signed up with Google');
    const creator = await createUser(t.app, { companyId: agency, role: 'admin', name: 'Gil Google' });
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, creator.id));
    await t.app.db.insert(userIdentities).values({ userId: creator.id, provider: 'google', subject: `google-${creator.id}`, email: creator.email });
    const second = await createUser(t.app, { companyId: agency, role: 'admin', name: 'Sam Second' });
    const client = await as(second);
    const team = (await client.get('/api/users')).json().data as Array<{ id: number; status: string; invitationExpiresAt: string | null }>;
    expect(team.find((row) => row.id === creator.id)).toMatchObject({ status: 'active', invitationExpiresAt: null });
    expect((await client.post(`/api/users/${creator.id}/invitation`)).statusCode).toBe(409);
    // The provider's admin is the other admin the last-admin rule asks for.
    expect((await client.put(`/api/users/${second.id}`, { role_name: 'member' })).statusCode).toBe(200);
    expect((await stored(second.id))?.roleName).toBe('member');
  });

  it('refuses to demote the last admin through the API', async () => {
    const solo = await createCompany(t.app, 'Solo admin');
    const only = await createUser(t.app, { companyId: solo, role: 'admin' });
    const response = await (await as(only)).put(`/api/users/${only.id}`, { role_name: 'member' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ role_name: ['The company needs at least one admin.'] });
    expect((await stored(only.id))?.roleName).toBe('admin');
  });
});

describe('DELETE /api/users/{id}', () => {
  it('removes a teammate: their sessions end at once, their edit locks are released, their dashboards stay', async () => {
    const leaver = await createUser(t.app, { companyId, name: 'Leo Leaver' });
    const leaverClient = await as(leaver);
    const board = (await leaverClient.post('/api/dashboards', { name: 'Made by Leo', timezone: 'UTC' })).json().data;
    expect((await leaverClient.post(`/api/dashboards/${board.id}/lock`)).statusCode).toBe(200);

    const response = await (await as(admin)).request('DELETE', `/api/users/${leaver.id}`);
    expect(response.statusCode).toBe(204);
    expect(await stored(leaver.id)).toBeUndefined();
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, leaver.id))).toEqual([]);
    expect((await leaverClient.get('/api/dashboards')).statusCode).toBe(401);
    const [kept] = await t.app.db.select().from(dashboards).where(eq(dashboards.id, board.id));
    expect(kept).toMatchObject({ companyId, lockedBy: null });
  });

  it('refuses to remove the last admin, a non-admin caller, and users of other companies', async () => {
    const solo = await createCompany(t.app, 'Solo');
    const only = await createUser(t.app, { companyId: solo, role: 'admin' });
    const lastAdmin = await (await as(only)).request('DELETE', `/api/users/${only.id}`);
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json().message).toBe('The company needs at least one admin.');
    // An invited admin who has not joined yet is no other admin.
    const invited = await invite(await as(only), { role_name: 'admin' });
    expect(invited.statusCode).toBe(201);
    expect((await (await as(only)).request('DELETE', `/api/users/${only.id}`)).statusCode).toBe(409);
    expect((await (await as(member)).request('DELETE', `/api/users/${admin.id}`)).statusCode).toBe(403);
    expect((await (await as(admin)).request('DELETE', `/api/users/${foreigner.id}`)).statusCode).toBe(404);
    expect(await stored(only.id)).toBeDefined();
    expect(await stored(foreigner.id)).toBeDefined();
  });
});
