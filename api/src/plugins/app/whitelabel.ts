import fp from 'fastify-plugin';
import { startRepeatingTask } from '../../lib/repeating-task.js';
import { WHITELABEL_RECHECK_QUEUE, whitelabelRecheckQueue } from '../../whitelabel/recheck-job.js';
import { whitelabelService, type WhitelabelService } from '../../whitelabel/whitelabel.js';

declare module 'fastify' {
  interface FastifyInstance {
    whitelabel: WhitelabelService;
  }
}

export default fp(
  async (app) => {
    const whitelabel = whitelabelService(app);
    app.decorate('whitelabel', whitelabel);
    app.jobs.define(whitelabelRecheckQueue(() => whitelabel.recheckAll()));

    const { recheckMs } = app.config.whitelabel;
    if (!app.config.jobs.worker || recheckMs === 0) return;
    // Every worker asks; the singleton key lets one job through per period, however many workers run.
    const queueRecheck = () => app.jobs.send(WHITELABEL_RECHECK_QUEUE, {}, { singletonKey: 'all', singletonSeconds: Math.ceil(recheckMs / 1000) });
    let timer: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      timer = startRepeatingTask({ name: 'queueing the white-label DNS recheck', everyMs: recheckMs, run: queueRecheck, log: app.log });
    });
    app.addHook('preClose', async () => timer?.stop());
  },
  { name: 'whitelabel', dependencies: ['db', 'jobs', 'credential-cipher'] },
);
