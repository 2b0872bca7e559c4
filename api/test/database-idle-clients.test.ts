import { jest } from '@jest/globals';
import pg from 'pg';
import { POOL_APPLICATION_NAME } from '../src/plugins/external/db.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Ends the request pool's idle connections from a connection of its own, as PostgreSQL shutting
 * down (or an administrator) does. Only the pool's: the job queue may still be starting in the
 * background, and its own handling of a lost connection is not what this test is about.
 */
async function terminateIdleClients(): Promise<void> {
  const admin = new pg.Client({ connectionString: t.config.databaseUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND state = 'idle'", [POOL_APPLICATION_NAME]);
  } finally {
    await admin.end();
  }
}

it('tells of idle clients the database server ended on purpose without an error, and works on with new ones', async () => {
  await t.app.pool.query('SELECT 1');
  const idleBefore = t.app.pool.idleCount;
  expect(idleBefore).toBeGreaterThan(0);
  const error = jest.spyOn(t.app.log, 'error');
  const info = jest.spyOn(t.app.log, 'info');

  await terminateIdleClients();
  const deadline = Date.now() + 10_000;
  while (t.app.pool.idleCount >= idleBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

  expect(info).toHaveBeenCalledWith(expect.objectContaining({ err: expect.objectContaining({ code: '57P01' }) }), 'database server ended an idle client');
  expect(error).not.toHaveBeenCalled();
  expect((await t.app.pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
});
