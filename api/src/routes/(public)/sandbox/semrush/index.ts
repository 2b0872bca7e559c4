import type { FastifyPluginAsync } from 'fastify';
import { semrushSandbox } from '../../../../sandbox/semrush/index.js';

/**
 * The Semrush fake of sandbox mode: api.semrush.com at ./api and
 * www.semrush.com at ./www, matching SANDBOX_SEMRUSH_PREFIX
 * (sandbox/semrush/paths). No session check: it answers as Semrush would, to
 * calls with an API key it made.
 */
const semrushFake: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(semrushSandbox, { state: app.sandbox.semrush });
};

export default semrushFake;
