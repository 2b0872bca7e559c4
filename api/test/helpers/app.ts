import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, onRouteHookHandler } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { dropDatabase, withDatabase } from '../../src/db/database.js';
import { importAutoloadedModules } from './autoloaded-modules.js';
import { adminUrl, createMigratedDatabase } from './cluster.js';
import { TestClient } from './client.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** A browser-like client with its own cookie jar. */
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables, as the server would read them. */
  env?: NodeJS.ProcessEnv;
  /** Point the app at this database as is, instead of a fresh migrated one. */
  databaseUrl?: string;
  /** Called for every route the app registers. */
  onRoute?: onRouteHookHandler;
}

/**
 * Builds the app against a fresh, migrated database of its own and a temp
 * DATA_DIR; close() drops both. Front ends are looked up in an empty WEB_ROOT
 * unless the env says otherwise.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pulseboard-api-'));
  const name = `pb_test_${randomBytes(6).toString('hex')}`;
  const ownsDatabase = !options.databaseUrl;
  const databaseUrl = options.databaseUrl ?? withDatabase(adminUrl(), name);
  if (ownsDatabase) await createMigratedDatabase(name);
  // No load shedding by event-loop delay: on a busy test machine one slow second would turn requests into 503s (load-shedding.test.ts sheds on purpose).
  // DNS questions (the white-label checks) go to a closed loopback port unless a test runs its own DNS server: never to the internet.
  const env = loadConfig({
    DATA_DIR: dataDir,
    WEB_ROOT: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: '0',
    DNS_SERVERS: '127.0.0.1:9',
    DNS_TIMEOUT_MS: '200',
    CAMPAIGNS_TICK_SECONDS: '0',
    ...options.env,
  });
  const config: AppConfig = { ...env, databaseUrl, appKey: 'test-app-key-0123456789abcdef' };
  await importAutoloadedModules();
  const app = await buildApp(config, options.onRoute);
  return {
    app,
    config,
    client: () => new TestClient(app),
    async close() {
      await app.close();
      if (ownsDatabase) await dropDatabase(adminUrl(), name);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
