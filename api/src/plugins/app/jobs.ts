import fp from 'fastify-plugin';
import { jobQueues, type Jobs } from '../../jobs/job-queues.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * `app.jobs` (jobs/job-queues). pg-boss starts when the app is ready, once
 * every plugin has declared its queues. Start-up does not wait for it: an
 * API whose database is down still starts and says so on /healthz, and the
 * queue starts on its next use. Closing waits for running jobs before the
 * HTTP server goes away, since a job may still be calling it (the PDF
 * renderer opens the print view).
 */
export default fp(
  async (app) => {
    const { worker, stopTimeoutMs } = app.config.jobs;
    const queues = jobQueues({ connectionString: app.config.databaseUrl, worker, stopTimeoutMs, log: app.log, shuttingDown: () => app.draining.active });
    app.decorate('jobs', queues.jobs);
    app.addHook('onReady', async () => queues.begin());
    // The ordered shutdown (lib/ordered-shutdown) stops the jobs earlier, while HTTP still serves the renders; this covers any other close.
    app.addHook('preClose', () => queues.jobs.stop());
  },
  { name: 'jobs', dependencies: ['draining'] },
);
