import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp } from 'node:fs/promises';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';

register('./helpers/ts-loader.mjs', import.meta.url);
const { startEmbeddedPostgres } = await import('../src/db/embedded.ts');
const { ADMIN_URL_ENV, FAST_POSTGRES_FLAGS, TEMPLATE_DATABASE_ENV, silentLog } = await import('./helpers/cluster.ts');
const { dropDatabase, ensureDatabase, withDatabase } = await import('../src/db/database.ts');
const { runMigrations } = await import('../src/db/migrate.ts');

/**
 * One PostgreSQL for the whole run: DATABASE_URL's server, or an embedded one
 * in a temp dir, with a migrated database that each test file's own is copied
 * from. Test files find both through environment variables.
 */
export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env[ADMIN_URL_ENV] = process.env.DATABASE_URL;
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pulseboard-test-'));
    // As root, postgres runs as its own user and must be able to enter the directory.
    await chmod(dir, 0o755);
    const server = await startEmbeddedPostgres({ dataDir: dir, log: silentLog, postgresFlags: FAST_POSTGRES_FLAGS });
    globalThis.pulseboardTestCluster = { server, dir };
    process.env[ADMIN_URL_ENV] = server.connectionString('postgres');
  }
  // A name of the run's own: runs sharing DATABASE_URL's server do not copy each other's.
  const template = `pb_template_${randomBytes(6).toString('hex')}`;
  const adminUrl = process.env[ADMIN_URL_ENV];
  await ensureDatabase(adminUrl, template);
  await runMigrations(withDatabase(adminUrl, template));
  process.env[TEMPLATE_DATABASE_ENV] = template;
  globalThis.pulseboardTestTemplate = { drop: () => dropDatabase(adminUrl, template) };
}
