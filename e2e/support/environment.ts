import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@pulseboard/api/launcher';

/**
 * The port and data directory of the product under test. Chosen once by the
 * main Playwright process and handed to the workers through the environment,
 * which they inherit.
 */
export async function e2eEnvironment(): Promise<{ port: number; pgPort: number; dataDir: string; baseURL: string }> {
  process.env.E2E_PORT ??= String(await freePort());
  process.env.E2E_PG_PORT ??= String(await freePort());
  process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'pulseboard-e2e-'));
  const port = Number(process.env.E2E_PORT);
  return { port, pgPort: Number(process.env.E2E_PG_PORT), dataDir: process.env.E2E_DATA_DIR, baseURL: `http://127.0.0.1:${port}` };
}
