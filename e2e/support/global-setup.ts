import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eEnvironment } from './environment.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STARTUP_TIMEOUT_MS = 90_000;

async function waitForHealth(baseURL: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The API exited during start-up; see its output above.');
    try {
      const response = await fetch(`${baseURL}/healthz`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not become healthy within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts the production build exactly as `npm start` serves it (embedded
 * PostgreSQL, demo workspace) in a throw-away data directory on a free
 * loopback port, and returns the teardown that stops it and removes the data.
 */
export default async function globalSetup() {
  const { port, dataDir, baseURL } = await e2eEnvironment();
  const server = spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_MAX: '50',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  const stopped = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.once('exit', () => {
    exited = true;
  });
  await waitForHealth(baseURL, () => exited);

  return async () => {
    if (!exited) {
      server.kill('SIGTERM');
      await stopped;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
