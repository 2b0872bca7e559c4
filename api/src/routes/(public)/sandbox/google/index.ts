import type { FastifyPluginAsync } from 'fastify';
import { OAUTH_ROUTES_PREFIX } from '../../../../oauth/service.js';
import { companyOfOAuthState } from '../../../../sandbox/consent-company.js';
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
  await app.register(googleSandbox, {
    state: app.sandbox.google,
    client: SANDBOX_GOOGLE_CLIENT,
    appName: app.config.productTitle,
    redirectUriPrefix: `${app.config.appUrl}${OAUTH_ROUTES_PREFIX}`,
    companyOfState: companyOfOAuthState(app.db),
  });
};

export default googleFakes;
