import path from 'node:path';
import { createFastify, workerApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { readOrCreateSecret } from './lib/secrets.js';
import { shutDownInOrder } from './lib/ordered-shutdown.js';

/**
 * A jobs worker on its own (`node dist/worker.js`), for scale-out: the API
 * instances run with JOBS_WORKER=0 and these take every job. It runs the
 * API's plugins without its routes, so it needs the API's settings: the same
 * DATABASE_URL, APP_URL (links in e-mails), secrets (APP_KEY,
 * SOURCE_CREDENTIALS_KEY, the realtime credentials) and storage (the PDFs it
 * writes are served by the API: the same S3 settings, or the same DATA_DIR),
 * and it opens the print view at PDF_RENDER_URL.
 */
async function start() {
  const env = loadConfig();
  if (!env.databaseUrl) throw new ConfigError('The worker needs DATABASE_URL: the embedded database belongs to the API process.');
  const config: AppConfig = {
    ...env,
    databaseUrl: env.databaseUrl,
    appKey: env.appKey ?? (await readOrCreateSecret(path.join(env.dataDir, 'app.key'))),
    jobs: { ...env.jobs, worker: true },
  };
  const app = createFastify(config);
  await app.register(workerApp, config);
  await app.ready();
  // A worker that cannot reach its database has nothing to do: fail, and let the supervisor start it again.
  await app.jobs.started();
  app.log.info('jobs worker started');
  shutDownInOrder({ app, graceMs: config.shutdown.graceMs });
}

start().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error).stack ?? error)}\n`);
  process.exit(1);
});
