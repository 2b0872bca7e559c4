import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Started by the end-to-end suite and the benchmarks (`@pulseboard/api/launcher`): the built server,
// run as `npm start` serves it. This file lives in api/src or api/dist, so the package is its parent.
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '..');
const STARTUP_TIMEOUT_MS = 90_000;

export interface ProductOptions {
  /** A loopback port; a free one when not given. */
  port?: number;
  /** The data directory; a throw-away one, removed by `stop()`, when not given. */
  dataDir?: string;
  /** Environment variables over the inherited ones and the launcher's own. */
  env?: Record<string, string>;
  /** Where the log goes (appended); the console when not given. */
  logFile?: string;
}

export interface Product {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A port the OS says is free on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseURL: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The API exited during start-up; see its output above.');
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not become healthy within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

export interface BuiltProcess {
  pid: number;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
  hasExited(): boolean;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Runs one of the built entry points (`dist/server.js`, `dist/worker.js`)
 * from the repository root, its output appended to `logFile` or on the console.
 */
export function runBuilt(entry: 'server' | 'worker', env: Record<string, string>, logFile?: string): BuiltProcess {
  const log = logFile ? openSync(logFile, 'a', 0o600) : 'inherit';
  const child = spawn(process.execPath, [path.join(apiRoot, `dist/${entry}.js`)], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', log, 'inherit'] });
  if (typeof log === 'number') closeSync(log);
  let done = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    done = true;
  });
  return {
    pid: child.pid ?? 0,
    exited,
    hasExited: () => done,
    async stop() {
      if (!done) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs the built API server and resolves once its /healthz answers. */
export async function runServer(baseURL: string, env: Record<string, string>, logFile?: string): Promise<BuiltProcess> {
  const server = runBuilt('server', env, logFile);
  try {
    await waitForHealth(baseURL, server.hasExited);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * Starts the production build exactly as `npm start` serves it (embedded
 * PostgreSQL, demo workspace) on a loopback port, in a throw-away data
 * directory unless one is given. Resolves once /healthz answers; `stop()`
 * shuts it down and removes a data directory it created.
 *
 * The log goes to the console, or to `logFile` when one is given.
 */
export async function startProduct(options: ProductOptions = {}): Promise<Product> {
  const port = options.port ?? (await freePort());
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'pulseboard-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: '127.0.0.1', APP_URL: baseURL, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env };
  const server = await runServer(baseURL, env, options.logFile);
  return {
    baseURL,
    dataDir,
    async stop() {
      await server.stop();
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
