import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { createFastify } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import db from './plugins/external/db.js';
import rateLimit from './plugins/external/rate-limit.js';
import mailer from './plugins/app/mailer.js';
import jobs from './plugins/app/jobs.js';
import pdf from './plugins/app/pdf.js';
import automaticReports from './plugins/app/automatic-reports.js';
import { readOrCreateSecret } from './lib/secrets.js';

/** Running jobs get this long to finish on SIGTERM before pg-boss hands them back for a retry. */
const SHUTDOWN_GRACE_MS = 30_000;

/**
 * A jobs worker on its own (`node dist/worker.js`), for scale-out: the API
 * instances run with JOBS_WORKER=0 and these take the jobs. It shares the
 * API's DATABASE_URL, APP_KEY and DATA_DIR (the PDFs it writes are served
 * by the API) and opens the print view at PDF_RENDER_URL.
 */
async function start() {
  const env = loadConfig();
  if (!env.databaseUrl) throw new ConfigError('The worker needs DATABASE_URL: the embedded database belongs to the API process.');
  const config: AppConfig = {
    ...env,
    databaseUrl: env.databaseUrl,
    appKey: env.appKey ?? (await readOrCreateSecret(path.join(env.dataDir, 'app.key'))),
    jobs: { worker: true },
  };
  const app = createFastify(config);
  app.decorate('config', config);
  await app.register(db);
  // The PDF plugin's render quota is counted with the rate limits.
  await app.register(rateLimit);
  await app.register(mailer);
  await app.register(jobs);
  await app.register(pdf);
  await app.register(automaticReports);
  await app.ready();
  // A worker that cannot reach its database has nothing to do: fail, and let the supervisor start it again.
  await app.jobs.started();
  app.log.info('jobs worker started');
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'worker stopping after an error');
    else app.log.info(`${signal ?? 'shutdown'} received, finishing running jobs`);
    await app.close();
  });
}

start().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error).stack ?? error)}\n`);
  process.exit(1);
});
