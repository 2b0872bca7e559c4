import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { companies, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { fileForm, PNG } from './helpers/images.js';
import { seedCompanyData, seedTenants } from './helpers/tenant-world.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof seedTenants>>;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: '0', REPORTS_TICK_SECONDS: '0' } });
  world = await seedTenants(t);
}, 60_000);
afterAll(() => t.close());

const admin = () => world.actors.admin.client;
const member = () => world.actors.member.client;

describe('GET /api/company', () => {
  it("gives any member the company's details with its company-wide data and roles", async () => {
    const response = await member().get('/api/company');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: world.a.companyId,
      name: 'Tenant A',
      phone: null,
      logo: null,
      state: 'active',
      services: { dashboards: 10, bonusDashboards: 0 },
      dashboardsCount: 3,
      // The seeded world gives A one Mission Control group.
      campaignsCount: 1,
      roles: [
        { id: 1, name: 'admin' },
        { id: 2, name: 'member' },
      ],
    });
  });
});

describe('POST /api/company', () => {
  it('saves the company form and gives the company back; the logo shows in the page config', async () => {
    const response = await admin().post('/api/company', { name: '  Acme Agency ', phone: '+33 1 23 45 67 89', logo: world.a.file.url });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Acme Agency', phone: '+33 1 23 45 67 89', logo: world.a.file.url });
    expect((await member().pageConfig()).company).toMatchObject({ name: 'Acme Agency', logo: world.a.file.url });
    const cleared = await admin().post('/api/company', { name: 'Acme Agency', phone: '', logo: null });
    expect(cleared.json().data).toMatchObject({ phone: null, logo: null, timezone: 'UTC' });
    // The time zone changes only when sent, so an older form keeps it.
    expect((await admin().post('/api/company', { name: 'Acme Agency', phone: '', logo: null, timezone: 'Europe/Paris' })).json().data.timezone).toBe('Europe/Paris');
    expect((await admin().post('/api/company', { name: 'Acme Agency', phone: '', logo: null })).json().data.timezone).toBe('Europe/Paris');
  });

  it('answers 422 per field and changes nothing', async () => {
    const [before] = await t.app.db.select().from(companies).where(eq(companies.id, world.a.companyId));
    const response = await admin().post('/api/company', { name: '', phone: 'call me', logo: '/files/1/../../secret.png', timezone: 'Mars/Olympus' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['logo', 'name', 'phone', 'timezone']);
    const foreignLogo = await world.actors.foreignAdmin.client.post('/api/company', { name: 'Tenant B', phone: '', logo: world.a.file.url });
    expect(foreignLogo.statusCode).toBe(422);
    expect(foreignLogo.json().errors).toEqual({ logo: ['Upload the image first; only images uploaded to this company can be used.'] });
    const [after] = await t.app.db.select().from(companies).where(eq(companies.id, world.a.companyId));
    expect(after).toEqual(before);
  });

  it('is refused to non-admins', async () => {
    const response = await member().post('/api/company', { name: 'Hijacked', phone: '', logo: null });
    expect(response.statusCode).toBe(403);
    expect((await admin().get('/api/company')).json().data.name).not.toBe('Hijacked');
  });
});

/** Rows of every table that point at the company or one of its users, by table. */
async function rowsOf(companyId: number, userIds: number[]): Promise<Record<string, number>> {
  const { rows: columns } = await t.app.pool.query<{ table_name: string; column_name: string }>(
    "select table_name, column_name from information_schema.columns where table_schema = 'public' and column_name in ('company_id', 'user_id', 'created_by', 'locked_by')",
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const ids = column === 'company_id' ? [companyId] : userIds;
    const { rows } = await t.app.pool.query<{ total: string }>(`select count(*) as total from "${table}" where "${column}" = any($1)`, [ids]);
    counts[`${table}.${column}`] = Number(rows[0]?.total ?? 0);
  }
  const [company] = await t.app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  counts['companies.id'] = company ? 1 : 0;
  return counts;
}

const filesOf = async (companyId: number) => (await readdir(path.join(t.config.dataDir, 'files', String(companyId))).catch(() => [])).length;
const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

describe('DELETE /api/company', () => {
  it('refuses non-admins, a wrong password and unclear bodies, and cancel waits for billing', async () => {
    expect((await member().request('DELETE', '/api/company', { delete: true, password: PASSWORD })).statusCode).toBe(403);
    const wrong = await admin().request('DELETE', '/api/company', { delete: true, password: 'not it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect.'] });
    expect((await admin().request('DELETE', '/api/company', { delete: true })).json().errors).toEqual({ password: ['The password field is required.'] });
    expect((await admin().request('DELETE', '/api/company', {})).statusCode).toBe(422);
    expect((await admin().request('DELETE', '/api/company', { cancel: true })).statusCode).toBe(409);
    expect((await admin().get('/api/company')).statusCode).toBe(200);
  });

  it('lets an admin without a password (signing in through a provider) confirm with the company name, and only them', async () => {
    const companyId = await createCompany(t.app, 'Northwind Digital');
    const socialAdmin = await createUser(t.app, { companyId, role: 'admin' });
    const client = t.client();
    await client.signIn(socialAdmin.email, PASSWORD);
    // An admin with a password confirms with it: the company's name is no stand-in.
    const byNameWithPassword = await client.request('DELETE', '/api/company', { delete: true, companyName: 'Northwind Digital' });
    expect(byNameWithPassword.json().errors).toEqual({ password: ['The password is incorrect.'] });
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, socialAdmin.id));

    for (const body of [
      { delete: true, companyName: 'Northwind' },
      { delete: true, password: PASSWORD },
    ]) {
      const refused = await client.request('DELETE', '/api/company', body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ companyName: ["Type the company's name exactly as it is shown."] });
    }
    expect(await t.app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))).toHaveLength(1);

    expect((await client.request('DELETE', '/api/company', { delete: true, companyName: ' Northwind Digital ' })).statusCode).toBe(204);
    expect(await t.app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))).toHaveLength(0);
  });

  it('removes every row and file of the company and nothing of another', async () => {
    const { a } = world;
    const b = await seedCompanyData(t, world.actors.foreignAdmin.client, { companyId: world.companyB, adminId: world.adminB, memberId: (await createUser(t.app, { companyId: world.companyB })).id });
    await admin().post('/api/files/logo', fileForm('file', PNG, 'second.png', 'image/png'));
    const aUsers = [a.adminId, a.memberId];
    const bUsers = [b.adminId, b.memberId];
    const [aBefore, bBefore] = [await rowsOf(a.companyId, aUsers), await rowsOf(b.companyId, bUsers)];
    const [aFilesBefore, bFilesBefore] = [await filesOf(a.companyId), await filesOf(b.companyId)];
    expect(total(aBefore)).toBeGreaterThan(10);
    expect(aFilesBefore).toBeGreaterThan(0);

    const response = await admin().request('DELETE', '/api/company', { delete: true, password: PASSWORD });
    expect(response.statusCode).toBe(204);

    const aAfter = await rowsOf(a.companyId, aUsers);
    console.log(`company deletion: ${total(aBefore)} rows and ${aFilesBefore} files before, ${total(aAfter)} rows and ${await filesOf(a.companyId)} files after`);
    expect(Object.fromEntries(Object.entries(aAfter).filter(([, count]) => count > 0))).toEqual({});
    expect(await filesOf(a.companyId)).toBe(0);
    expect(await rowsOf(b.companyId, bUsers)).toEqual(bBefore);
    expect(await filesOf(b.companyId)).toBe(bFilesBefore);
    expect((await admin().get('/api/page-config')).statusCode).toBe(200);
    expect((await admin().get('/api/company')).statusCode).toBe(401);
    expect((await world.actors.foreignAdmin.client.get(`/api/dashboards/${b.dashboard.permalink}`)).statusCode).toBe(200);
  });
});
