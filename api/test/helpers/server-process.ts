import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { anyFreePort } from '../../src/lib/ports.js';

const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REGISTER_TS_LOADER = fileURLToPath(new URL('./register-ts-loader.mjs', import.meta.url));
const STARTUP_TIMEOUT_MS = 30_000;

export interface ServerProcess {
  baseURL: string;
  pid: number;
  /** Resolves with the exit code once the process is gone. */
  exited: Promise<number | null>;
  /** What it wrote to stdout and stderr so far, for failure messages. */
  output(): string;
  /** Kills it if it still runs. */
  kill(): Promise<void>;
}

/**
 * `src/server.ts` in a process of its own, from the sources (no build), on a
 * free loopback port, with `env` over the inherited environment. Resolves
 * once /healthz answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await anyFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', REGISTER_TS_LOADER, 'src/server.ts'], {
    cwd: API_ROOT,
    // Autoload loads the plugin and route folders' .ts files only when told the runtime reads TypeScript.
    env: { ...process.env, FASTIFY_AUTOLOAD_TYPESCRIPT: '1', PORT: String(port), HOST: '127.0.0.1', APP_URL: baseURL, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let gone = false;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => ((gone = true), resolve(code))));
  const server: ServerProcess = {
    baseURL,
    pid: child.pid!,
    exited,
    output: () => output,
    async kill() {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (
    !(await fetch(`${baseURL}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (gone || Date.now() > deadline) {
      await server.kill();
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}
