import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createFastify } from '../src/app.js';
import { ensureDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from '../src/db/embedded.js';
import { runMigrations } from '../src/db/migrate.js';
import draining from '../src/plugins/app/draining.js';
import jobs from '../src/plugins/app/jobs.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { FAST_POSTGRES_FLAGS, silentLog } from './helpers/cluster.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import type { TestClient } from './helpers/client.js';

/**
 * PostgreSQL stopped and started again under a running API, on a cluster of
 * the test's own: requests answer 503 at once while it is away (never a 500,
 * never a hang), and once it is back the same app answers again and a job
 * queued before the stop is worked, without restarting anything.
 */
const DATABASE = 'pulseboard';
/** A request of an app whose database is down is refused at once: well under the pool's connect timeout. */
const FAST_MS = 2000;

let dir: string;
let cluster: EmbeddedPostgresServer;
let t: TestApp;
let worker: FastifyInstance;
const worked: string[] = [];

const startCluster = (port?: number) => startEmbeddedPostgres({ dataDir: dir, port, log: silentLog, postgresFlags: FAST_POSTGRES_FLAGS });

/** A jobs worker process on the same database, with one queue of its own. */
async function jobsWorker(config: TestApp['config']): Promise<FastifyInstance> {
  const app = createFastify(config);
  app.decorate('config', { ...config, jobs: { ...config.jobs, worker: true } });
  await app.register(draining);
  await app.register(jobs);
  app.jobs.define<{ label: string }>({
    name: 'test-resume',
    policy: 'standard',
    options: { retryLimit: 5, retryDelay: 1, expireInSeconds: 60 },
    work: {
      concurrency: 1,
      async handler({ data }) {
        worked.push(data.label);
        return {};
      },
    },
  });
  await app.ready();
  await app.jobs.started();
  return app;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pulseboard-restart-'));
  // As root, postgres runs as its own user and must be able to enter the directory.
  await chmod(dir, 0o755);
  cluster = await startCluster();
  await ensureDatabase(cluster.connectionString('postgres'), DATABASE);
  await runMigrations(cluster.connectionString(DATABASE));
  t = await createTestApp({ databaseUrl: cluster.connectionString(DATABASE), env: { JOBS_WORKER: '0' } });
  worker = await jobsWorker(t.config);
});
afterAll(async () => {
  await worker.close();
  await t.close();
  await cluster.stop();
  await rm(dir, { recursive: true, force: true });
});

async function timed(client: TestClient, url: string) {
  const started = Date.now();
  const response = await client.get(url);
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], ms: Date.now() - started };
}

async function until(probe: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('answers 503 at once while PostgreSQL is away, then serves again and works the jobs queued before, without a restart', async () => {
  const user = await createUser(t.app, { companyId: await createCompany(t.app) });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  expect((await client.get('/api/dashboards')).statusCode).toBe(200);
  // Due only once the database is gone: it waits through the outage in the queue.
  await worker.jobs.send('test-resume', { label: 'queued before the stop' }, { startAfter: 2 });

  // Traffic goes on through the outage; every answer is recorded.
  const answers: Array<{ status: number; ms: number }> = [];
  let traffic = true;
  const trafficDone = (async () => {
    while (traffic) {
      answers.push(await timed(client, '/api/dashboards'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();

  try {
    await cluster.stop();
    const whileDown = await timed(client, '/api/dashboards');
    expect(whileDown).toMatchObject({ status: 503, retryAfter: '5' });
    expect(whileDown.ms).toBeLessThan(FAST_MS);
    expect((await client.get('/healthz')).statusCode).toBe(503);
    expect(worked).toEqual([]);

    cluster = await startCluster(cluster.port);
    await until(async () => (await client.get('/api/dashboards')).statusCode === 200, 'the API to answer again');
    await until(() => worked.length > 0, 'the queued job to be worked');
  } finally {
    traffic = false;
    await trafficDone;
  }

  expect(worked).toEqual(['queued before the stop']);
  expect((await client.get('/healthz')).statusCode).toBe(200);
  expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 503]));
  expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(FAST_MS);
}, 60_000);
