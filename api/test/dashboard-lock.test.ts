import { eq } from 'drizzle-orm';
import { dashboardSaveForm } from '@pulseboard/shared/contracts';
import { dashboards } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function colleagues(app: TestApp = t) {
  const company = await createCompany(app.app);
  const signIn = async (name: string) => {
    const user = await createUser(app.app, { companyId: company, name });
    const client = app.client();
    await client.signIn(user.email, PASSWORD);
    return { client, user };
  };
  const alice = await signIn('Alice Author');
  const bob = await signIn('Bob Builder');
  const created = (await alice.client.post('/api/dashboards', { name: 'Shared board' })).json().data as { id: number; permalink: string };
  return { alice, bob, ...created };
}

/** Moves the lock's last renewal into the past, as a clock gone forward would. */
const renewedSecondsAgo = (app: TestApp, id: number, seconds: number) =>
  app.app.db
    .update(dashboards)
    .set({ lockedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(dashboards.id, id));

describe('the edit lock', () => {
  it('goes to one user at a time: the other gets 423 with the holder', async () => {
    const { alice, bob, id, permalink } = await colleagues();
    const taken = await alice.client.post(`/api/dashboards/${id}/lock`);
    expect(taken.statusCode).toBe(200);
    const lock = taken.json().data;
    expect(lock).toMatchObject({ locked: alice.user.id, lockedByName: 'Alice Author' });
    expect(new Date(lock.expiresAt).getTime() - Date.now()).toBeGreaterThan(110_000);
    expect(new Date(lock.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(120_000);

    const refused = await bob.client.post(`/api/dashboards/${id}/lock`);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toEqual({ message: 'Alice Author is editing this dashboard.', locked: alice.user.id, lockedByName: 'Alice Author', expiresAt: lock.expiresAt });

    const seen = (await bob.client.get(`/api/dashboards/${permalink}`)).json().data;
    expect(seen).toMatchObject({ locked: alice.user.id, lockedByName: 'Alice Author' });
  });

  it('gives the lock to exactly one of two users asking at once', async () => {
    const { alice, bob, id } = await colleagues();
    const statuses = (await Promise.all([alice.client.post(`/api/dashboards/${id}/lock`), bob.client.post(`/api/dashboards/${id}/lock`)])).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 423]);
  });

  it('is renewed by its holder', async () => {
    const { alice, bob, id } = await colleagues();
    await alice.client.post(`/api/dashboards/${id}/lock`);
    await renewedSecondsAgo(t, id, 90);
    const renewed = await alice.client.post(`/api/dashboards/${id}/lock`);
    expect(renewed.statusCode).toBe(200);
    expect(new Date(renewed.json().data.expiresAt).getTime() - Date.now()).toBeGreaterThan(110_000);
    // Without the renewal the lock would have lapsed 30 s later; renewed, it still holds then.
    await renewedSecondsAgo(t, id, 60);
    expect((await bob.client.post(`/api/dashboards/${id}/lock`)).statusCode).toBe(423);
  });

  it('is released by its holder only', async () => {
    const { alice, bob, id, permalink } = await colleagues();
    await alice.client.post(`/api/dashboards/${id}/lock`);
    const refused = await bob.client.request('DELETE', `/api/dashboards/${id}/lock`);
    expect(refused.statusCode).toBe(423);
    expect(refused.json().locked).toBe(alice.user.id);

    expect((await alice.client.request('DELETE', `/api/dashboards/${id}/lock`)).statusCode).toBe(204);
    expect((await bob.client.get(`/api/dashboards/${permalink}`)).json().data).toMatchObject({ locked: null, lockedByName: null });
    expect((await bob.client.post(`/api/dashboards/${id}/lock`)).json().data.locked).toBe(bob.user.id);
    // Releasing a lock one does not hold, when nobody else holds it either, is fine.
    expect((await bob.client.request('DELETE', `/api/dashboards/${id}/lock`)).statusCode).toBe(204);
    expect((await alice.client.request('DELETE', `/api/dashboards/${id}/lock`)).statusCode).toBe(204);
  });

  it('keeps a dashboard another user is editing from being archived or deleted under them, and lets its holder do both', async () => {
    const { alice, bob, id, permalink } = await colleagues();
    await alice.client.post(`/api/dashboards/${id}/lock`);
    for (const path of [`/api/dashboards/${id}/archive`, `/api/dashboards/${id}`]) {
      const refused = await bob.client.request('DELETE', path);
      expect(refused.statusCode).toBe(423);
      expect(refused.json()).toMatchObject({ message: 'Alice Author is editing this dashboard.', locked: alice.user.id });
    }
    expect((await alice.client.get(`/api/dashboards/${permalink}`)).json().data.active).toBe(true);

    expect((await alice.client.request('DELETE', `/api/dashboards/${id}/archive`)).statusCode).toBe(200);
    // A lapsed lock holds nobody back.
    await renewedSecondsAgo(t, id, 121);
    expect((await bob.client.request('DELETE', `/api/dashboards/${id}`)).statusCode).toBe(204);
  });

  it('lapses when not renewed within the timeout: shown as free, taken by another', async () => {
    const { alice, bob, id, permalink } = await colleagues();
    await alice.client.post(`/api/dashboards/${id}/lock`);
    await renewedSecondsAgo(t, id, 119);
    expect((await bob.client.post(`/api/dashboards/${id}/lock`)).statusCode).toBe(423);
    await renewedSecondsAgo(t, id, 121);
    expect((await bob.client.get(`/api/dashboards/${permalink}`)).json().data).toMatchObject({ locked: null, lockedByName: null });
    expect((await bob.client.post(`/api/dashboards/${id}/lock`)).json().data.locked).toBe(bob.user.id);
    expect((await alice.client.post(`/api/dashboards/${id}`, dashboardSaveForm({ name: 'Late' }))).statusCode).toBe(423);
  });

  it('takes its timeout from DASHBOARD_LOCK_TIMEOUT_SECONDS', async () => {
    const short = await createTestApp({ env: { DASHBOARD_LOCK_TIMEOUT_SECONDS: '60' } });
    try {
      const { alice, bob, id } = await colleagues(short);
      const lock = (await alice.client.post(`/api/dashboards/${id}/lock`)).json().data;
      expect(new Date(lock.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
      await renewedSecondsAgo(short, id, 61);
      expect((await bob.client.post(`/api/dashboards/${id}/lock`)).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });

  it("is not another company's to take, and not shown to public viewers", async () => {
    const { alice, id, permalink } = await colleagues();
    const stranger = t.client();
    const outsider = await createUser(t.app, { companyId: await createCompany(t.app) });
    await stranger.signIn(outsider.email, PASSWORD);
    expect((await stranger.post(`/api/dashboards/${id}/lock`)).statusCode).toBe(404);
    expect((await stranger.request('DELETE', `/api/dashboards/${id}/lock`)).statusCode).toBe(404);

    await alice.client.post(`/api/dashboards/${id}/lock`);
    await alice.client.put(`/api/dashboards/${id}`, { public: true });
    expect((await t.client().get(`/api/dashboards/${permalink}`)).json().data).toMatchObject({ locked: null, lockedByName: null });
  });
});
