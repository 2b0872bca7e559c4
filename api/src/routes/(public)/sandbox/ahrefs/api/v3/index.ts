import type { FastifyPluginAsync } from 'fastify';
import { ahrefsSandbox } from '../../../../../../sandbox/ahrefs/index.js';

/**
 * The Ahrefs fake of sandbox mode, at SANDBOX_AHREFS_API
 * (sandbox/ahrefs/paths), which must match this folder. No session check:
 * it answers as Ahrefs would, to calls with an API key it made.
 */
const ahrefsFake: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(ahrefsSandbox, { state: app.sandbox.ahrefs });
};

export default ahrefsFake;
