import fp from 'fastify-plugin';
import { reportRepository, type ReportRepository } from './report-repository.js';
import { queueDueReports } from './report-scheduler.js';
import { reportSendQueue } from './report-send-job.js';

declare module 'fastify' {
  interface FastifyInstance {
    automaticReports: ReportRepository & {
      /** Queues every report that is due by `now`; the worker processes call it on a timer. */
      queueDue(now?: Date): Promise<number>;
    };
  }
}

/**
 * Automatic reports: the repository the routes use, the send queue (worked
 * where jobs are), and in jobs workers a timer that queues due reports —
 * at start-up too, so sends missed while every worker was down go out once.
 */
export default fp(
  async (app) => {
    const { config } = app;
    app.jobs.define(
      reportSendQueue({
        db: app.db,
        renderer: app.pdf.renderer,
        mailer: app.mailer,
        config,
        retries: config.reports.retries,
        retryDelaySeconds: config.reports.retryDelaySeconds,
      }),
    );
    const queueDue = (now?: Date) => queueDueReports(app.pool, app.jobs, now);
    app.decorate('automaticReports', { ...reportRepository(app.db, { maxWidgetsForPdf: config.maxWidgetsForPdf }), queueDue });

    if (!config.jobs.worker || config.reports.tickMs === 0) return;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const scheduleTick = () => {
      if (!stopped) timer = setTimeout(tick, config.reports.tickMs).unref();
    };
    // The next tick is timed from the end of this one, so ticks never overlap in one process.
    const tick = () => {
      queueDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'queueing due automatic reports failed; trying again on the next tick'))
        .finally(scheduleTick);
    };
    app.addHook('onReady', async () => tick());
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
    });
  },
  { name: 'automatic-reports', dependencies: ['db', 'jobs', 'pdf', 'mailer'] },
);
