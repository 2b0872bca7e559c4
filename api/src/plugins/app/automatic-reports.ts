import fp from 'fastify-plugin';
import { startRepeatingTask } from '../../lib/repeating-task.js';
import { reportRepository, type ReportRepository } from '../../reports/report-repository.js';
import { queueDueReports } from '../../reports/report-scheduler.js';
import { REPORT_QUEUE, reportSendQueue } from '../../reports/report-send-job.js';
import { settleAbandonedSends, settleLapsedSends } from '../../reports/send-claims.js';

declare module 'fastify' {
  interface FastifyInstance {
    automaticReports: ReportRepository & {
      /**
       * Queues every report that is due by `now`, after recording as unknown the sends
       * an attempt left `sending` with no retry to follow, and giving up the open sends
       * no job will attempt again; the worker processes call it on a timer.
       */
      queueDue(now?: Date): Promise<number>;
    };
  }
}

/**
 * Automatic reports: the repository the routes use, the send queue (worked
 * where jobs are), and in jobs workers a timer that queues due reports.
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
        brandOf: (company) => app.whitelabel.mailBrandOf(company),
        retries: config.reports.retries,
        retryDelaySeconds: config.reports.retryDelaySeconds,
      }),
    );
    const queueDue = async (now?: Date) => {
      // Sends are settled against their jobs in pg-boss's tables, which exist once it has started.
      await app.jobs.started();
      await settleLapsedSends(app.db);
      await settleAbandonedSends(app.db, REPORT_QUEUE);
      return queueDueReports(app.pool, app.jobs, app.log, now);
    };
    app.decorate('automaticReports', { ...reportRepository(app.db, { maxWidgetsForPdf: config.maxWidgetsForPdf }), queueDue });

    if (!config.jobs.worker || config.reports.tickMs === 0) return;
    let timer: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      timer = startRepeatingTask({ name: 'queueing due automatic reports', everyMs: config.reports.tickMs, run: () => queueDue(), log: app.log });
    });
    app.addHook('preClose', async () => timer?.stop());
  },
  { name: 'automatic-reports', dependencies: ['db', 'jobs', 'pdf', 'mailer', 'whitelabel'] },
);
