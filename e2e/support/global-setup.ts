import { rmSync } from 'node:fs';
import { startProduct } from './product-server.mjs';
import { e2eEnvironment } from './environment.js';

/**
 * Starts the product for the suite on the port and data directory the config
 * chose, and returns the teardown that stops it and removes the data.
 */
export default async function globalSetup() {
  const { port, pgPort, dataDir } = await e2eEnvironment();
  // Every test signs in from the same loopback address: the per-address login total is raised to fit the suite.
  const product = await startProduct({ port, dataDir, env: { RATE_LIMIT_LOGIN_MAX: '50', RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000', EMBEDDED_PG_PORT: String(pgPort), REPORTS_TICK_SECONDS: '1' } });
  return async () => {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
