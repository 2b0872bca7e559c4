import type { FastifyPluginAsync } from 'fastify';
import { productFakeOptions } from '../../../../sandbox/fake-options.js';
import { tikTokSandbox } from '../../../../sandbox/tiktok/index.js';
import { SANDBOX_TIKTOK_APP } from '../../../../sandbox/tiktok/paths.js';

/**
 * The TikTok fakes of sandbox mode (the consent page and token endpoint,
 * the Marketing API), under TikTok's own paths below this folder, which
 * must match SANDBOX_TIKTOK_PREFIX (sandbox/tiktok/paths) that the connector
 * calls. No session check: they answer as TikTok would, to the connector's
 * calls with TikTok's own tokens, and to the browser on the consent page.
 */
const tikTokFakes: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(tikTokSandbox, { state: app.sandbox.tiktok, client: SANDBOX_TIKTOK_APP, ...productFakeOptions(app) });
};

export default tikTokFakes;
