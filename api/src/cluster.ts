import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDatabase } from './db/database.js';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { freePort, runBuilt, runServer, type BuiltProcess } from './launcher.js';
import { startLocalS3Server, type LocalS3Server } from './files/local-s3-server.js';

// Several API instances and jobs workers on one PostgreSQL and one object store, as behind a load
// balancer (`npm run cluster`, the multi-instance e2e test, the load benchmark). Each process has a
// data directory of its own, so nothing can lean on a shared disk: what they share is the database,
// the object store and the secrets handed to all of them.

export interface ClusterOptions {
  /** API instances (JOBS_WORKER=0). Default 2. */
  apis?: number;
  /** Jobs workers (`dist/worker.js`). Default 1. */
  workers?: number;
  /** The PostgreSQL to share; an embedded one in a throw-away directory when not given. */
  databaseUrl?: string;
  /** Environment variables for every process, over the cluster's own (S3_* here replace the local object store). */
  env?: Record<string, string>;
  /** Where every process's output goes (appended); the console when not given. */
  logFile?: string;
}

export interface Cluster {
  /** Each API instance's own address (its APP_URL); the first one is the workers' render address. */
  apis: string[];
  databaseUrl: string;
  /** Every process the cluster runs, for measuring them. */
  processes: Array<{ role: string; pid: number }>;
  /** Each worker's data directory (its e-mails land in `mail/` when no SMTP_URL is given). */
  workerDataDirs: string[];
  /** Stops the workers, then the API instances, then what the cluster started for them, and removes their data. */
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = 'pulseboard';
/** The embedded PostgreSQL's own chatter stays out; its warnings and errors show. */
const postgresLog = { debug() {}, info() {}, warn: (message: string) => console.warn(message), error: (message: string) => console.error(message) };

/** Secrets every process must share: a session, a realtime subscription or a sealed credential made by one is checked by another. */
function sharedSecrets(): Record<string, string> {
  return {
    APP_KEY: randomBytes(24).toString('hex'),
    SOURCE_CREDENTIALS_KEY: randomBytes(32).toString('hex'),
    REALTIME_APP_KEY: randomBytes(10).toString('hex'),
    REALTIME_APP_SECRET: randomBytes(24).toString('hex'),
  };
}

const hasObjectStore = (env: Record<string, string | undefined>) => Boolean(env.S3_BUCKET);

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const { apis: apiCount = 2, workers: workerCount = 1, env = {}, logFile } = options;
  const root = mkdtempSync(path.join(tmpdir(), 'pulseboard-cluster-'));
  // As root, the embedded cluster runs as the postgres user, which must be able to pass through.
  chmodSync(root, 0o711);
  const dataDir = (name: string) => mkdtempSync(path.join(root, `${name}-`));
  const started: Array<BuiltProcess & { role: string }> = [];
  let embedded: EmbeddedPostgresServer | undefined;
  let objectStore: LocalS3Server | undefined;

  const stop = async () => {
    // Workers first: a render they are finishing still loads the print view from an API instance.
    for (const child of started.reverse()) await child.stop();
    await objectStore?.close();
    await embedded?.stop();
    rmSync(root, { recursive: true, force: true });
  };

  try {
    let databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({ dataDir: dataDir('postgres'), port: await freePort(), log: postgresLog });
      await ensureDatabase(embedded.connectionString('postgres'), EMBEDDED_DATABASE);
      databaseUrl = embedded.connectionString(EMBEDDED_DATABASE);
    }
    // Once, before any instance starts: they would only wait for each other's migration lock.
    await runMigrations(databaseUrl);
    if (!hasObjectStore({ ...process.env, ...env })) objectStore = await startLocalS3Server(root);
    const common = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...sharedSecrets(), ...objectStore?.env, ...env };

    const ports = await Promise.all(Array.from({ length: apiCount }, () => freePort()));
    const apis = ports.map((port) => `http://127.0.0.1:${port}`);
    const apiEnv = (index: number) => ({
      ...common,
      PORT: String(ports[index]),
      HOST: '127.0.0.1',
      APP_URL: apis[index] as string,
      DATA_DIR: dataDir(`api-${index + 1}`),
      JOBS_WORKER: '0',
    });
    // Together: the demo seed takes a lock, so one instance seeds and the others find it done.
    const servers = await Promise.allSettled(apis.map((url, index) => runServer(url, apiEnv(index), logFile)));
    servers.forEach((server, index) => {
      if (server.status === 'fulfilled') started.push({ ...server.value, role: `api-${index + 1}` });
    });
    const failed = servers.find((server) => server.status === 'rejected');
    if (failed) throw failed.reason;
    const workerDataDirs = Array.from({ length: workerCount }, (_, index) => dataDir(`worker-${index + 1}`));
    workerDataDirs.forEach((workerDataDir, index) => {
      started.push({ ...runBuilt('worker', { ...common, APP_URL: apis[0] as string, DATA_DIR: workerDataDir }, logFile), role: `worker-${index + 1}` });
    });
    return { apis, databaseUrl, processes: started.map(({ role, pid }) => ({ role, pid })), workerDataDirs, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
