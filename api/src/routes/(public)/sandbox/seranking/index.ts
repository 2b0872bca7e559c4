import type { FastifyPluginAsync } from 'fastify';
import { seRankingSandbox } from '../../../../sandbox/seranking/index.js';

/**
 * The SE Ranking fake of sandbox mode: api.seranking.com at ./api, matching
 * SANDBOX_SERANKING_API (sandbox/seranking/paths). No session check: it
 * answers as SE Ranking would, to calls with an API key it made.
 */
const seRankingFake: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(seRankingSandbox, { state: app.sandbox.seranking, prefix: '/api' });
};

export default seRankingFake;
