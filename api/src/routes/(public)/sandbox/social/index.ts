import type { FastifyPluginAsync } from 'fastify';
import { socialSandbox } from '../../../../sandbox/social/index.js';

/**
 * The sign-in providers' fakes of sandbox mode, below this folder, which
 * must match SANDBOX_SOCIAL_PREFIX (sandbox/social/paths) that sign-in
 * calls. No session check: they answer as the providers would, to the
 * browser on the sign-in page and to the server's token and identity calls.
 */
const socialFakes: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(socialSandbox, { state: app.sandbox.social, appName: app.config.productTitle, redirectUriPrefix: `${app.config.appUrl}/register/` });
};

export default socialFakes;
