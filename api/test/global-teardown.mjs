import { rm } from 'node:fs/promises';

/** Drops the template database and stops the cluster global-setup started (same process), removing its directory. */
export default async function globalTeardown() {
  await globalThis.pulseboardTestTemplate?.drop();
  const cluster = globalThis.pulseboardTestCluster;
  if (!cluster) return;
  await cluster.server.stop();
  await rm(cluster.dir, { recursive: true, force: true });
}
