// Start-up of the built server as `npm start` runs it (embedded PostgreSQL, migrations, demo
// workspace), from the process's spawn to its first healthy answer: once on a new data directory
// (the database made and seeded) and BENCH_RUNS times (default 3) on that directory again, as a
// restart finds it; next to a bare Node.js HTTP server spawned and asked the same way, in the same
// run. Needs a build (`npm run build`). Target (issue #21): a restart serving within 3 s.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, runBuilt } from '@pulseboard/api/launcher';
import { median } from './support/median.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Fine enough to tell start-ups a few tens of milliseconds apart. */
const POLL_MS = 20;
const BARE_SERVER = "require('node:http').createServer((_q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";

/**
 * Milliseconds from now until the URL answers 200, or throws once the process has gone.
 * @param {string} url
 * @param {() => boolean} exited
 */
async function untilHealthy(url, exited) {
  const started = performance.now();
  for (;;) {
    if (exited()) throw new Error(`The process serving ${url} exited while starting`);
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** @param {string} dataDir */
async function serverStart(dataDir) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = runBuilt('server', { PORT: String(port), HOST: '127.0.0.1', APP_URL: baseURL, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  try {
    return await untilHealthy(`${baseURL}/healthz`, server.hasExited);
  } finally {
    await server.stop();
  }
}

async function bareStart() {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  let gone = false;
  child.once('exit', () => (gone = true));
  try {
    return await untilHealthy(`http://127.0.0.1:${port}/`, () => gone);
  } finally {
    child.kill('SIGTERM');
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pulseboard-startup-'));
try {
  const bare = [];
  for (let run = 0; run < RUNS; run += 1) bare.push(await bareStart());
  const first = await serverStart(dataDir);
  const restarts = [];
  for (let run = 0; run < RUNS; run += 1) restarts.push(await serverStart(dataDir));
  const baseline = median(bare);
  console.log(`\nFrom spawn to the first healthy answer (median of ${RUNS} where repeated)\n`);
  console.log(['start', 'ms', '× bare server'].join('\t'));
  console.log(['bare Node.js HTTP server', baseline.toFixed(0), '1.00'].join('\t'));
  console.log(['first start (new data directory)', first.toFixed(0), (first / baseline).toFixed(1)].join('\t'));
  console.log(['restart', median(restarts).toFixed(0), (median(restarts) / baseline).toFixed(1)].join('\t'));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
