import { jest } from '@jest/globals';
import type Echo from 'laravel-echo';
import { companyChannel, type CompanySourceUpdated } from '@pulseboard/shared/contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { REALTIME_APPLICATION_NAME } from '../src/realtime/pg-listener.js';
import { REALTIME_ENV, connectEcho, first, listen, until } from './helpers/realtime.js';

// Two API processes' worth of app on one database, each on its own port, as behind a load balancer.
let a: TestApp;
let b: TestApp;
let urlB: string;
let companyId: number;
let echo: Echo<'pusher'>;
const received: CompanySourceUpdated[] = [];

beforeAll(async () => {
  a = await createTestApp({ env: REALTIME_ENV });
  b = await createTestApp({ env: REALTIME_ENV, databaseUrl: a.config.databaseUrl });
  await listen(a.app);
  urlB = await listen(b.app);
  companyId = await createCompany(a.app, 'Fan-out Co');
  const user = await createUser(a.app, { companyId });
  const client = b.client();
  await client.signIn(user.email, PASSWORD);
  echo = await connectEcho(REALTIME_ENV.REALTIME_APP_KEY, urlB, client);
  const channel = echo.private(companyChannel(companyId));
  await first<void>((done) => channel.subscribed(done), 'the subscription on instance B');
  channel.listen('CompanySourceUpdated', (event: CompanySourceUpdated) => received.push(event));
});
beforeEach(() => {
  received.length = 0;
});
afterAll(async () => {
  echo.disconnect();
  await b.close();
  await a.close();
});

const update = (id: number, account = 'GA4'): CompanySourceUpdated => ({ sources: [{ id, name: 'google_analytics', account, invalid: false }], id });

describe('fan-out through PostgreSQL LISTEN/NOTIFY', () => {
  it('delivers an event triggered on instance A to a client of instance B', async () => {
    await a.app.realtime.companySourceUpdated(companyId, update(1));
    await until(() => received.length === 1, 'the event on instance B');
    expect(received).toEqual([update(1)]);
  });

  it('carries a payload far above the 8000-byte NOTIFY limit, multi-byte text intact', async () => {
    const big: CompanySourceUpdated = {
      sources: Array.from({ length: 300 }, (_, id) => ({ id, name: 'facebook', account: `Café Zürich №${id} — 🚀`, invalid: id % 2 === 0 })),
      id: 3,
    };
    expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(20_000);
    await a.app.realtime.companySourceUpdated(companyId, big);
    await until(() => received.length === 1, 'the large event on instance B');
    expect(received[0]).toEqual(big);
  });

  it('leaves out the sender socket on the other instance too', async () => {
    await a.app.realtime.companySourceUpdated(companyId, update(4), { socketId: echo.socketId() });
    await a.app.realtime.companySourceUpdated(companyId, update(5));
    await until(() => received.length > 0, 'the second event');
    expect(received.map((event) => event.id)).toEqual([5]);
  });

  it('listens again after its PostgreSQL connection is killed', async () => {
    const { rowCount } = await a.app.pool.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'");
    expect(rowCount).toBe(2);
    // Events sent while B reconnects are lost by design; keep sending until one gets through.
    let attempt = 0;
    await until(
      () => {
        if (received.length > 0) return true;
        attempt += 1;
        void a.app.realtime.companySourceUpdated(companyId, update(100 + attempt));
        return false;
      },
      'an event after the reconnection',
      10_000,
    );
    expect(received[0]?.id).toBeGreaterThan(100);
  });
});

// Last: instance B is left shutting down.
describe('an instance shutting down', () => {
  it('lets its connections go with the database, neither reporting an error nor listening again', async () => {
    const listeners = async () =>
      (
        await a.app.pool.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND query LIKE 'LISTEN %'", [REALTIME_APPLICATION_NAME])
      ).rows.map((row) => row.pid);
    /** Waits for `count` listening connections, none of them among `gone` (a terminated backend lingers in pg_stat_activity a moment). */
    const listenersReach = async (count: number, gone: number[] = []) => {
      const settled = (pids: number[]) => pids.length === count && !pids.some((pid) => gone.includes(pid));
      const deadline = Date.now() + 10_000;
      while (!settled(await listeners()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      const pids = await listeners();
      expect({ listening: pids.length, terminating: pids.filter((pid) => gone.includes(pid)) }).toEqual({ listening: count, terminating: [] });
      return pids;
    };
    // Both, once the reconnections of the test before have settled.
    const before = await listenersReach(2);
    await b.app.pool.query('SELECT 1');
    const idleBefore = b.app.pool.idleCount;
    expect(idleBefore).toBeGreaterThan(0);
    const error = jest.spyOn(b.app.log, 'error');
    const debug = jest.spyOn(b.app.log, 'debug');
    // The ordered shutdown's first steps: draining, and the job queue stopping.
    b.app.draining.begin();
    const jobsStopped = b.app.jobs.stop();
    // As Ctrl-C does to an embedded cluster meanwhile: every connection but this one ended by the server.
    const terminated = await a.app.pool.query<{ pid: number }>('SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    await jobsStopped;
    await until(() => b.app.pool.idleCount < idleBefore, "B's idle connections dropped");
    expect(debug).toHaveBeenCalledWith(expect.anything(), 'database client ended during shutdown');
    expect(error).not.toHaveBeenCalled();
    // A listens again; B, a second past that (four times its first reconnection delay), does not.
    const after = await listenersReach(1, [...before, ...terminated.rows.map((row) => row.pid)]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await listeners()).toEqual(after);
  });
});
