import { chmod, mkdtemp } from 'node:fs/promises';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';

register('./helpers/ts-loader.mjs', import.meta.url);
const { startEmbeddedPostgres } = await import('../src/db/embedded.ts');
const { ADMIN_URL_ENV, FAST_POSTGRES_FLAGS, silentLog } = await import('./helpers/cluster.ts');

/**
 * One PostgreSQL for the whole run: DATABASE_URL's server, or an embedded one
 * in a temp dir. Test files find it through an environment variable.
 */
export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env[ADMIN_URL_ENV] = process.env.DATABASE_URL;
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pulseboard-test-'));
  // As root, postgres runs as its own user and must be able to enter the directory.
  await chmod(dir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: dir, log: silentLog, postgresFlags: FAST_POSTGRES_FLAGS });
  globalThis.pulseboardTestCluster = { server, dir };
  process.env[ADMIN_URL_ENV] = server.connectionString('postgres');
}
