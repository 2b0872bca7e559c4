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
  const log = options.logFile ? openSync(options.logFile, 'a', 0o600) : 'inherit';
  const server = spawn(process.execPath, [path.join(apiRoot, 'dist/server.js')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: baseURL, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', log, 'inherit'],
  });
  if (typeof log === 'number') closeSync(log);
  let exited = false;
  const stopped = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.once('exit', () => {
    exited = true;
  });
  await waitForHealth(baseURL, () => exited);
  return {
    baseURL,
    dataDir,
    async stop() {
      if (!exited) {
        server.kill('SIGTERM');
        await stopped;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
