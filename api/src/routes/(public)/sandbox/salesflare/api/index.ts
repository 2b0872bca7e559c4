import type { FastifyPluginAsync } from 'fastify';
import { salesflareSandbox } from '../../../../../sandbox/salesflare/index.js';

/**
 * The Salesflare fake of sandbox mode, at SANDBOX_SALESFLARE_API_PATH
 * (sandbox/salesflare/paths), which must match this folder. No session
 * check: it answers as Salesflare would, to calls with an API key it made.
 */
const salesflareFake: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(salesflareSandbox, { state: app.sandbox.salesflare });
};

export default salesflareFake;
