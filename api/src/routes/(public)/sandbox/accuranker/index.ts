import type { FastifyPluginAsync } from 'fastify';
import { accuRankerSandbox } from '../../../../sandbox/accuranker/index.js';
import { SANDBOX_ACCURANKER_CLIENT } from '../../../../sandbox/accuranker/paths.js';
import { productFakeOptions } from '../../../../sandbox/fake-options.js';

/**
 * The AccuRanker fake of sandbox mode: app.accuranker.com (its OAuth pages
 * and API v4) at ./app, matching SANDBOX_ACCURANKER_APP
 * (sandbox/accuranker/paths) that the connector calls. No session check: it
 * answers as AccuRanker would, to the connector's calls with its own tokens,
 * and to the browser on the authorisation page.
 */
const accuRankerFake: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(accuRankerSandbox, { state: app.sandbox.accuranker, client: SANDBOX_ACCURANKER_CLIENT, ...productFakeOptions(app), prefix: '/app' });
};

export default accuRankerFake;
