import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

export interface OrderedShutdownOptions {
  /** An app with `draining` and `jobs` (the API server's, or the worker's). */
  app: FastifyInstance;
  /** SHUTDOWN_GRACE_SECONDS: past it the process exits with 1, whatever is still running. */
  graceMs: number;
  /** Start-up still under way: a signal during it waits for it, so whatever it started is stopped too. */
  startup?: Promise<unknown>;
  /** The last step, once the database pool is closed: stopping the embedded PostgreSQL. */
  afterClose?: () => Promise<void>;
}

/**
 * On SIGTERM or SIGINT (or a crash), stops the process in the order its
 * parts depend on each other, within one grace:
 *
 * 1. draining: /readyz answers 503, so a load balancer stops sending, and
 *    new requests are refused, but those of the renders still running;
 * 2. the jobs take nothing new and the running ones finish (the renders
 *    among them still reach this server's print view);
 * 3. HTTP stops listening, answers its requests still in flight, and
 *    closes, the database pool with it;
 * 4. `afterClose`: the embedded PostgreSQL.
 *
 * Exits 0 when all of it is done in time.
 */
export function shutDownInOrder({ app, graceMs, startup, afterClose }: OrderedShutdownOptions): void {
  closeWithGrace(
    {
      delay: graceMs,
      onTimeout: () => app.log.error(`still not stopped after the shutdown grace of ${graceMs / 1000} s: exiting`),
      onSecondSignal: (signal) => app.log.error(`second ${signal}: exiting at once`),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info(`${signal ?? 'shutdown'} received, shutting down`);
      await startup?.catch(() => undefined);
      app.draining.begin();
      await app.jobs.stop();
      await app.close();
      await afterClose?.();
      app.log.info('shut down');
    },
  );
}
