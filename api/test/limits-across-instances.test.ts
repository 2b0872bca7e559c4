import { PDF_QUEUE } from '../src/pdf/pdf-job.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

/**
 * Two API instances on one database, as behind a load balancer: the PDF
 * render quota and the dashboard edit lock are held in PostgreSQL, so the
 * pair enforces one limit, whichever instance each request reaches.
 * (The sign-in limits are tested across instances in brute-force.test.ts.)
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  // Neither works jobs: the renders asked for stay queued, which is all the quota counts.
  const env = { JOBS_WORKER: '0', PDF_RENDERS_PER_MINUTE: '4' };
  a = await createTestApp({ env });
  b = await createTestApp({ env, databaseUrl: a.config.databaseUrl });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** The same user signed in on each instance. */
async function signedInOnBoth(company: number, name: string) {
  const user = await createUser(a.app, { companyId: company, name });
  const atA = a.client();
  const atB = b.client();
  await atA.signIn(user.email, PASSWORD);
  await atB.signIn(user.email, PASSWORD);
  return { user, atA, atB };
}

it("counts one viewer's PDF renders on both instances together", async () => {
  const { atA, atB } = await signedInOnBoth(await createCompany(a.app), 'Rita Renders');
  const board = (await atA.post('/api/dashboards', { name: 'Quota board', timezone: 'UTC' })).json().data as { permalink: string };
  const ask = (client: typeof atA, month: number) =>
    client.get(`/api/dashboards/${board.permalink}/pdf?${new URLSearchParams({ timezone: 'UTC', date_range: JSON.stringify({ startDate: `2025-0${month}-01`, endDate: `2025-0${month}-10` }) })}`);
  const statuses = [];
  for (let month = 1; month <= 5; month += 1) statuses.push((await ask(month % 2 ? atA : atB, month)).statusCode);
  expect(statuses).toEqual([202, 202, 202, 202, 429]);
  await a.app.jobs.started();
  const queued = (await a.app.jobs.boss.findJobs(PDF_QUEUE)).filter((job) => job.state === 'created');
  expect(queued).toHaveLength(4);
});

it('gives the edit lock taken on one instance to nobody else on the other', async () => {
  const company = await createCompany(a.app);
  const alice = await signedInOnBoth(company, 'Alice Author');
  const bob = await signedInOnBoth(company, 'Bob Builder');
  const { id } = (await alice.atA.post('/api/dashboards', { name: 'Shared board' })).json().data as { id: number };

  expect((await alice.atA.post(`/api/dashboards/${id}/lock`)).statusCode).toBe(200);
  const refused = await bob.atB.post(`/api/dashboards/${id}/lock`);
  expect(refused.statusCode).toBe(423);
  expect(refused.json()).toMatchObject({ message: 'Alice Author is editing this dashboard.', locked: alice.user.id });
  // Its holder renews it through the other instance.
  expect((await alice.atB.post(`/api/dashboards/${id}/lock`)).statusCode).toBe(200);

  // Asked at the same moment on the two instances, the lock of a free dashboard goes to one.
  const other = (await alice.atA.post('/api/dashboards', { name: 'Second board' })).json().data as { id: number };
  const raced = await Promise.all([alice.atA.post(`/api/dashboards/${other.id}/lock`), bob.atB.post(`/api/dashboards/${other.id}/lock`)]);
  expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 423]);
});
