import type { FastifyPluginAsync } from 'fastify';
import { wooCommerceSandbox } from '../../../../sandbox/woocommerce/index.js';

/**
 * The fake WooCommerce stores of sandbox mode, at SANDBOX_STORES_PATH
 * (sandbox/woocommerce/paths), which must match this folder. No session
 * check: they answer as a store would, to calls with its consumer key and
 * secret.
 */
const wooCommerceFakes: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(wooCommerceSandbox, { state: app.sandbox.woocommerce });
};

export default wooCommerceFakes;
