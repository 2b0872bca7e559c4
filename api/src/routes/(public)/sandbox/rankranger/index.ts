import type { FastifyPluginAsync } from 'fastify';
import { rankRangerSandbox } from '../../../../sandbox/rankranger/index.js';

/**
 * The Rank Ranger fake of sandbox mode: www.rankranger.com at ./api, matching
 * SANDBOX_RANKRANGER_API (sandbox/rankranger/paths). No session check: it
 * answers as Rank Ranger would, to calls with an API key it made.
 */
const rankRangerFake: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(rankRangerSandbox, { state: app.sandbox.rankranger, prefix: '/api' });
};

export default rankRangerFake;
