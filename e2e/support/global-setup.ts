import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProduct } from '@pulseboard/api/launcher';
import { e2eEnvironment } from './environment.js';
import { leaksIn, problemsIn } from './log-scan.js';

/**
 * Starts the product for the suite on the port and data directory the config
 * chose, its log (every request, at info) written to a file; returns the
 * teardown that stops it, shows the log's warnings, fails the run if the log
 * leaked a secret, and removes the data.
 */
export default async function globalSetup() {
  const { port, pgPort, dataDir } = await e2eEnvironment();
  const logDir = mkdtempSync(path.join(tmpdir(), 'pulseboard-e2e-log-'));
  const logFile = path.join(logDir, 'product.log');
  // Every test signs in from the same loopback address: the per-address login total is raised to fit the suite.
  // DNS questions (white-label checks) go to a closed loopback port: the suite sends nothing beyond this machine.
  const env = {
    RATE_LIMIT_LOGIN_MAX: '50',
    RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000',
    EMBEDDED_PG_PORT: String(pgPort),
    REPORTS_TICK_SECONDS: '1',
    LOG_LEVEL: 'info',
    DNS_SERVERS: '127.0.0.1:9',
    DNS_TIMEOUT_MS: '300',
  };
  const product = await startProduct({ port, dataDir, env, logFile });
  return async () => {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
    const log = readFileSync(logFile, 'utf8');
    rmSync(logDir, { recursive: true, force: true });
    for (const line of problemsIn(log)) console.warn(line);
    const leaks = leaksIn(log);
    console.log(`product log scanned: ${log.split('\n').length} lines, ${leaks.length} secrets found`);
    if (leaks.length) throw new Error(`The product's log leaked secrets:\n${leaks.join('\n')}`);
  };
}
