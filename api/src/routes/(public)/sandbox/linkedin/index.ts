import type { FastifyPluginAsync } from 'fastify';
import { productFakeOptions } from '../../../../sandbox/fake-options.js';
import { linkedInSandbox } from '../../../../sandbox/linkedin/index.js';
import { SANDBOX_LINKEDIN_CLIENT } from '../../../../sandbox/linkedin/paths.js';

/**
 * The LinkedIn fakes of sandbox mode (the consent page and token endpoint,
 * the REST API), under LinkedIn's own paths below this folder, which must
 * match SANDBOX_LINKEDIN_PREFIX (sandbox/linkedin/paths) that the connectors
 * call. No session check: they answer as LinkedIn would, to the connectors'
 * calls with LinkedIn's own tokens, and to the browser on the consent page.
 */
const linkedInFakes: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(linkedInSandbox, { state: app.sandbox.linkedin, client: SANDBOX_LINKEDIN_CLIENT, ...productFakeOptions(app) });
};

export default linkedInFakes;
