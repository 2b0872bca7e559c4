import fp from 'fastify-plugin';
import { OAUTH_ROUTES_PREFIX } from '../oauth/plugin.js';
import { GoogleSandboxState, googleSandbox } from './google/index.js';
import { SANDBOX_GOOGLE_CLIENT, SANDBOX_GOOGLE_PREFIX } from './google/paths.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fakes' state in sandbox mode (switches, tokens), for tests and tools in the same process. */
    sandbox?: { google: GoogleSandboxState };
  }
}

/**
 * CONNECTORS_SANDBOX: the providers' fakes served by this server, so a
 * source can be connected (consent screen included) and queried without any
 * provider account. The connectors point at them (connectors/google/endpoints).
 */
export default fp(
  async (app) => {
    if (!app.config.connectors.sandbox) return;
    const google = new GoogleSandboxState();
    await app.register(googleSandbox, {
      prefix: SANDBOX_GOOGLE_PREFIX,
      state: google,
      client: SANDBOX_GOOGLE_CLIENT,
      appName: app.config.productTitle,
      redirectUriPrefix: `${app.config.appUrl}${OAUTH_ROUTES_PREFIX}`,
    });
    app.decorate('sandbox', { google });
    app.log.info(`connectors sandbox: Google fakes at ${app.config.appUrl}${SANDBOX_GOOGLE_PREFIX} (control: POST ${SANDBOX_GOOGLE_PREFIX}/control)`);
  },
  { name: 'connectors-sandbox' },
);
