import { jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createFastify } from '../src/app.js';
import draining from '../src/plugins/app/draining.js';
import jobs from '../src/plugins/app/jobs.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  // Its database: the jobs app below shares it, as a worker process shares the API's.
  t = await createTestApp();
});
afterAll(() => t.close());

/** A process with the jobs plugin (and the draining one it reads) and one queue whose jobs wait for `release`. */
async function jobsApp(worker: boolean, release: Promise<void>, ran: string[]): Promise<FastifyInstance> {
  const app = createFastify(t.config);
  app.decorate('config', { ...t.config, jobs: { ...t.config.jobs, worker } });
  await app.register(draining);
  await app.register(jobs);
  app.jobs.define<{ label: string }>({
    name: 'test-slow',
    policy: 'standard',
    options: { retryLimit: 0, expireInSeconds: 60 },
    work: {
      concurrency: 1,
      async handler({ data }) {
        ran.push(`started ${data.label}`);
        await release;
        ran.push(`finished ${data.label}`);
        return { label: data.label };
      },
    },
  });
  await app.ready();
  await app.jobs.started();
  return app;
}

it('creates its queues on start, works them in a worker, and lets a running job finish when the app closes', async () => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const ran: string[] = [];
  const app = await jobsApp(true, released, ran);
  expect(await app.jobs.boss.getQueue('test-slow')).toMatchObject({ name: 'test-slow', policy: 'standard', retryLimit: 0 });

  const id = await app.jobs.send('test-slow', { label: 'one' });
  const deadline = Date.now() + 5000;
  while (!ran.includes('started one') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(ran).toEqual(['started one']);

  const closing = app.close();
  setTimeout(release, 300);
  await closing;
  expect(ran).toEqual(['started one', 'finished one']);

  // Another process (no worker) finds the job completed with its output.
  const reader = await jobsApp(false, released, []);
  const [job] = await reader.jobs.boss.findJobs('test-slow', { id: id! });
  expect(job).toMatchObject({ state: 'completed', output: { label: 'one' } });
  await reader.close();
});

it('refuses a queue declared once the app is ready', async () => {
  const app = await jobsApp(false, Promise.resolve(), []);
  expect(() => app.jobs.define({ name: 'late', policy: 'standard', options: {} })).toThrow(/after the app was ready/);
  await app.close();
});

it('stops cleanly on a signal that comes while it is still starting: the start ends first, and nothing fails', async () => {
  const app = createFastify(t.config);
  app.decorate('config', { ...t.config, jobs: { ...t.config.jobs, worker: true } });
  const errors = jest.spyOn(app.log, 'error');
  await app.register(draining);
  await app.register(jobs);
  app.jobs.define({ name: 'test-early-stop', policy: 'standard', options: { retryLimit: 0 }, work: { concurrency: 1, handler: async () => undefined } });
  // Ready starts pg-boss in the background; the app closes at once, as after a SIGTERM during start-up.
  await app.ready();
  await app.close();
  await app.jobs.started().catch(() => undefined);
  expect(errors).not.toHaveBeenCalled();
});
