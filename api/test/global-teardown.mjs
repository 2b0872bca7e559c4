import { rm } from 'node:fs/promises';

/** Stops the cluster global-setup started (same process) and removes its directory. */
export default async function globalTeardown() {
  const cluster = globalThis.pulseboardTestCluster;
  if (!cluster) return;
  await cluster.server.stop();
  await rm(cluster.dir, { recursive: true, force: true });
}
