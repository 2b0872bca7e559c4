import path from 'node:path';
import { createFastify, serviceApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig, type EnvConfig } from './config.js';
import { ensureDatabase } from './db/database.js';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { DEMO_LOGINS, seedDemo } from './db/seed.js';
import { readOrCreateSecret } from './lib/secrets.js';
import { privateDir } from './lib/private-files.js';
import { shutDownInOrder } from './lib/ordered-shutdown.js';

const EMBEDDED_DATABASE = 'pulseboard';

function readEnvironment(): EnvConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const env = readEnvironment();
const app = createFastify(env);
let embedded: EmbeddedPostgresServer | undefined;

/** The database URL: the configured one, or a local cluster started now. */
async function database(): Promise<string> {
  if (env.databaseUrl) return env.databaseUrl;
  embedded = await startEmbeddedPostgres({ dataDir: env.dataDir, port: env.embeddedPgPort, log: app.log });
  await ensureDatabase(embedded.connectionString('postgres'), EMBEDDED_DATABASE);
  return embedded.connectionString(EMBEDDED_DATABASE);
}

function banner(config: AppConfig, seeded: boolean): string {
  const lines = [`${config.productTitle} is running at ${config.appUrl}`, `API docs: ${config.appUrl}/api/docs`];
  if (config.seedDemo) {
    lines.push(seeded ? 'Demo workspace created. Sign in with:' : 'Demo logins (if not changed):');
    for (const login of DEMO_LOGINS) lines.push(`  ${login.email} / ${login.password} (${login.role})`);
  }
  return `\n${lines.join('\n')}\n\n`;
}

async function start() {
  // Owner-only; as root, the embedded cluster then adds the search bit its postgres user needs to reach DATA_DIR/pg.
  await privateDir(env.dataDir);
  const config: AppConfig = {
    ...env,
    appKey: env.appKey ?? (await readOrCreateSecret(path.join(env.dataDir, 'app.key'))),
    databaseUrl: await database(),
  };
  await runMigrations(config.databaseUrl);
  await app.register(serviceApp, config);
  await app.ready();
  const seeded = config.seedDemo ? await seedDemo(app.db) : false;
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(banner(config, seeded));
}

const startup = start();

shutDownInOrder({ app, graceMs: env.shutdown.graceMs, startup, afterClose: async () => embedded?.stop() });

startup.catch(async (error: unknown) => {
  app.log.fatal({ err: error }, 'start-up failed');
  await app.close().catch(() => undefined);
  await embedded?.stop();
  process.exit(1);
});
