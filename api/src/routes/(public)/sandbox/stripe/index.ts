import type { FastifyPluginAsync } from 'fastify';
import { stripeBrowserRoutes } from '../../../../sandbox/stripe/index.js';

/**
 * The browser side of the Stripe fake in sandbox mode, below this folder,
 * which must match SANDBOX_STRIPE_PREFIX (sandbox/stripe/paths): the
 * Stripe.js stand-in and the confirm calls it makes. No session check:
 * like Stripe's, these calls are authenticated by the publishable key and
 * an intent's client secret. Present only while the sandbox runs.
 */
const stripeFakes: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(stripeBrowserRoutes, { sandbox: app.sandbox.stripe.state });
};

export default stripeFakes;
