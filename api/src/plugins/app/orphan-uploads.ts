import fp from 'fastify-plugin';
import { ORPHAN_UPLOADS_QUEUE, orphanUploadsQueue } from '../../files/orphan-uploads.js';
import { queueEvery } from '../../jobs/periodic-job.js';

/** The collection of uploads nothing references any more (files/orphan-uploads), every UPLOADS_CLEANUP_MINUTES. */
export default fp(
  async (app) => {
    app.jobs.define(orphanUploadsQueue({ db: app.db, storage: app.storage.files, jobs: app.jobs }));
    queueEvery(app, { queue: ORPHAN_UPLOADS_QUEUE, everyMs: app.config.uploads.cleanupMs, name: 'queueing the orphan uploads collection' });
  },
  { name: 'orphan-uploads', dependencies: ['db', 'jobs', 'storage'] },
);
