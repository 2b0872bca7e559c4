import fp from 'fastify-plugin';
import { queueEvery } from '../../jobs/periodic-job.js';
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

    queueEvery(app, { queue: WHITELABEL_RECHECK_QUEUE, everyMs: app.config.whitelabel.recheckMs, name: 'queueing the white-label DNS recheck' });
  },
  { name: 'whitelabel', dependencies: ['db', 'jobs', 'credential-cipher'] },
);
