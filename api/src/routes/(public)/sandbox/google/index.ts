import type { FastifyPluginAsync } from 'fastify';
import { productFakeOptions } from '../../../../sandbox/fake-options.js';
import { googleSandbox } from '../../../../sandbox/google/index.js';
import { SANDBOX_GOOGLE_CLIENT } from '../../../../sandbox/google/paths.js';

/**
 * The Google fakes of sandbox mode, under Google's own paths below this
 * folder, which must match SANDBOX_GOOGLE_PREFIX (sandbox/google/paths) that
 * the connectors call. No session check: they answer as Google would, to the
 * connectors' server-to-server calls with Google's own credentials, and to
 * the browser on the consent page.
 */
const googleFakes: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(googleSandbox, { state: app.sandbox.google, client: SANDBOX_GOOGLE_CLIENT, ...productFakeOptions(app) });
};

export default googleFakes;
