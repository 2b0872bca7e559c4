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
async function terminateIdleClients(): Promise<number> {
  const admin = new pg.Client({ connectionString: t.config.databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND state = 'idle'",
      [POOL_APPLICATION_NAME],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

const ENDED_IDLE_CLIENT = 'database server ended an idle client';

it('tells of idle clients the database server ended on purpose without an error, and works on with new ones', async () => {
  await t.app.pool.query('SELECT 1');
  expect(t.app.pool.idleCount).toBeGreaterThan(0);
  const error = jest.spyOn(t.app.log, 'error');
  const info = jest.spyOn(t.app.log, 'info');

  const ended = await terminateIdleClients();
  expect(ended).toBeGreaterThan(0);
  // Every ended client must have been heard of before the next query: one the pool has not yet heard of would be handed out.
  const heardOf = () => info.mock.calls.filter((call) => call[1] === ENDED_IDLE_CLIENT).length;
  const deadline = Date.now() + 10_000;
  while (heardOf() < ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

  expect(heardOf()).toBeGreaterThanOrEqual(ended);
  expect(info).toHaveBeenCalledWith(expect.objectContaining({ err: expect.objectContaining({ code: '57P01' }) }), ENDED_IDLE_CLIENT);
  expect(error).not.toHaveBeenCalled();
  expect((await t.app.pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
});
