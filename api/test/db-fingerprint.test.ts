import { createTestApp, type TestApp } from './helpers/app.js';
import { changedTables, fingerprint } from './helpers/db-fingerprint.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: '0' } });
});
afterAll(() => t.close());

const insertCompany = () => t.app.pool.query<{ id: number }>("insert into companies (name, requested_dashboards) values ('Fingerprinted', 1) returning id");

it('tells which tables a change touched, and nothing when a row is rewritten as it was or a transaction is rolled back', async () => {
  const start = await fingerprint(t.app);
  const { rows } = await insertCompany();
  const inserted = await fingerprint(t.app);
  expect(changedTables(start, inserted)).toEqual(['companies']);

  await t.app.pool.query('update companies set name = name where id = $1', [rows[0]?.id]);
  const rewritten = await fingerprint(t.app);
  expect(changedTables(inserted, rewritten)).toEqual([]);

  await t.app.pool.query("update companies set name = 'Renamed' where id = $1", [rows[0]?.id]);
  expect(changedTables(rewritten, await fingerprint(t.app))).toEqual(['companies']);

  const client = await t.app.pool.connect();
  const beforeRollback = await fingerprint(t.app);
  try {
    await client.query('begin');
    await client.query("insert into companies (name, requested_dashboards) values ('Rolled back', 1)");
    await client.query('rollback');
  } finally {
    client.release();
  }
  expect(changedTables(beforeRollback, await fingerprint(t.app))).toEqual([]);

  await t.app.pool.query('delete from companies where id = $1', [rows[0]?.id]);
  expect(changedTables(beforeRollback, await fingerprint(t.app))).toEqual(['companies']);
});

it('leaves out the tables every request writes to: sessions, login failures, rate-limit counters', async () => {
  const before = await fingerprint(t.app);
  await t.app.pool.query("insert into rate_limit_counters values ('limit', 1, now())");
  await t.app.pool.query("insert into login_failures values ('account', 1, now())");
  await t.app.pool.query("update sessions set last_seen = now() - interval '1 minute'");
  expect(changedTables(before, await fingerprint(t.app))).toEqual([]);
});
