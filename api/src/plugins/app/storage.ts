import fp from 'fastify-plugin';
import { openStorage, type StorageAreas } from '../../files/storage-areas.js';
import { STAGED_FILE_MAX_AGE_MS, sweepStaging } from '../../files/staging-sweep.js';
import { startRepeatingTask } from '../../lib/repeating-task.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageAreas;
  }
}

/**
 * `app.storage`: where uploads and PDFs are kept (the local disk, or S3 when
 * configured). Every process sweeps its own staging folder, at start and
 * then hourly: a worker on another host cannot see it, and a process that
 * crashed mid-upload left its files there.
 */
export default fp(
  async (app) => {
    const storage = await openStorage({ dataDir: app.config.dataDir, s3: app.config.storage.s3 });
    app.decorate('storage', storage);
    let sweeps: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      sweeps = startRepeatingTask({ name: 'sweeping staged uploads', everyMs: STAGED_FILE_MAX_AGE_MS, run: () => sweepStaging(storage.stagingDir), log: app.log });
    });
    app.addHook('preClose', async () => sweeps?.stop());
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'storage' },
);
