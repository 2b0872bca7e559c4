import { and, eq, sql } from 'drizzle-orm';
import { LAST_ADMIN_MESSAGE } from '@pulseboard/shared/contracts';
import { companies, users, type User } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import type { TestClient } from './helpers/client.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

// The last-admin rule when requests taking the admin role from someone meet: in whatever order
// they reach the database, the company keeps an admin.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const adminsOf = async (companyId: number) =>
  (
    await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.roleName, 'admin')))
  ).map((row) => row.id);

async function signedIn(user: User): Promise<TestClient> {
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  return client;
}

async function adminAndTeammate() {
  const companyId = await createCompany(t.app, 'Admin and teammate');
  return { companyId, admin: await createUser(t.app, { companyId, role: 'admin' }), teammate: await createUser(t.app, { companyId }) };
}

/** Resolves once another connection waits for a lock that the backend `pid` holds. */
async function untilBlockedBy(pid: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { rows } = await t.app.pool.query<{ waiting: number }>('SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [pid]);
    if (rows[0]?.waiting) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for a connection blocked by backend ${pid}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the last-admin rule under concurrent requests', () => {
  it('lets one of two admins stepping down at once through the API, and refuses the other', async () => {
    for (let round = 1; round <= 5; round += 1) {
      const companyId = await createCompany(t.app, `Two admins, round ${round}`);
      const admins = [await createUser(t.app, { companyId, role: 'admin' }), await createUser(t.app, { companyId, role: 'admin' })];
      const clients = await Promise.all(admins.map(async (admin) => ({ admin, client: await signedIn(admin) })));
      // Each steps down rather than demoting the other: a request authenticated after the other one had
      // committed would be refused for its caller being no admin any more (403), which is another rule.
      const answers = await Promise.all(clients.map(({ admin, client }) => client.put(`/api/users/${admin.id}`, { role_name: 'member' })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
      expect(answers.find((answer) => answer.statusCode === 422)?.json().errors).toEqual({ role_name: [LAST_ADMIN_MESSAGE] });
      expect(await adminsOf(companyId)).toHaveLength(1);
    }
  });

  it('judges a demotion by the role the user has under the lock, not by the one read before it', async () => {
    const { companyId, admin, teammate } = await adminAndTeammate();
    // A request read the teammate as a member (an admin's form sends the role as it is), and before it took
    // the lock, the teammate was made an admin and the admin stepped down.
    const readBeforeTheLock = teammate;
    await t.app.team.update(teammate, { roleName: 'admin' });
    await t.app.team.update(admin, { roleName: 'member' });
    const refused = t.app.team.update(readBeforeTheLock, { roleName: 'member', canCreateReports: false });
    await expect(refused).rejects.toMatchObject({ statusCode: 422, errors: { role_name: [LAST_ADMIN_MESSAGE] } });
    expect(await adminsOf(companyId)).toEqual([teammate.id]);
  });

  it('judges a removal by the role the user has under the lock, when a promotion lands while the removal waits for it', async () => {
    const { companyId, admin, teammate } = await adminAndTeammate();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: (pid: number) => void;
    const holder = new Promise<number>((resolve) => (holding = resolve));
    // Another request holds the company row: the admin stepping down, allowed once the teammate is an admin.
    const stepDown = t.app.db.transaction(async (tx) => {
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
      const { rows } = await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
      holding(rows[0]?.pid ?? 0);
      await released;
      await tx.update(users).set({ roleName: 'member' }).where(eq(users.id, admin.id));
    });

    const pid = await holder;
    // The teammate's removal waits for that lock, and meanwhile the teammate is made an admin.
    const removal = t.app.team.remove(companyId, teammate.id).then(
      () => 'removed',
      (error: unknown) => error,
    );
    await untilBlockedBy(pid);
    await t.app.team.update(teammate, { roleName: 'admin' });
    release();
    await stepDown;

    expect(await removal).toMatchObject({ statusCode: 409, message: LAST_ADMIN_MESSAGE });
    expect(await adminsOf(companyId)).toEqual([teammate.id]);
  });
});
