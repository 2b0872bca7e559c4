import type { FastifyPluginAsync } from 'fastify';
import { serpstatSandbox } from '../../../../sandbox/serpstat/index.js';

/**
 * The Serpstat fake of sandbox mode: api.serpstat.com at ./api, matching
 * SANDBOX_SERPSTAT_API (sandbox/serpstat/paths). No session check: it
 * answers as Serpstat would, to calls with a token it made.
 */
const serpstatFake: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(serpstatSandbox, { state: app.sandbox.serpstat, prefix: '/api' });
};

export default serpstatFake;
