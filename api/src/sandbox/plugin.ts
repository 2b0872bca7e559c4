import { and, eq, gt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { oauthStates } from '../db/schema.js';
import { sha256 } from '../lib/tokens.js';
import { OAUTH_ROUTES_PREFIX } from '../oauth/plugin.js';
import { controlRoutes } from './google/control.js';
import { GoogleSandboxState, googleSandbox } from './google/index.js';
import { SANDBOX_GOOGLE_CLIENT, SANDBOX_GOOGLE_PREFIX } from './google/paths.js';
import { pgSandboxGoogleStore } from './google/store.js';

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
 * Grants and switches are kept in the database, so connected sandbox sources
 * survive a restart.
 */
export default fp(
  async (app) => {
    if (!app.config.connectors.sandbox) return;
    const google = new GoogleSandboxState({ store: pgSandboxGoogleStore(app.db) });
    // Start-up does not wait for the database (an API whose database is down still starts and says so on /healthz).
    google.load().catch((error: unknown) => app.log.error({ err: error }, 'connectors sandbox: the stored switches could not be read; they are off until the next start'));
    // The consent page learns which company asked from the OAuth state the app issued (oauth/state-store keeps its SHA-256).
    const companyOfState = async (state: string) => {
      const [row] = await app.db
        .select({ companyId: oauthStates.companyId })
        .from(oauthStates)
        .where(and(eq(oauthStates.id, sha256(state)), gt(oauthStates.expiresAt, new Date())));
      return row?.companyId;
    };
    await app.register(googleSandbox, {
      prefix: SANDBOX_GOOGLE_PREFIX,
      state: google,
      client: SANDBOX_GOOGLE_CLIENT,
      appName: app.config.productTitle,
      redirectUriPrefix: `${app.config.appUrl}${OAUTH_ROUTES_PREFIX}`,
      companyOfState,
    });
    await app.register(controlRoutes, { prefix: SANDBOX_GOOGLE_PREFIX, state: google });
    app.decorate('sandbox', { google });
    app.log.info(`connectors sandbox: Google fakes at ${app.config.appUrl}${SANDBOX_GOOGLE_PREFIX} (control: POST ${SANDBOX_GOOGLE_PREFIX}/control)`);
  },
  { name: 'connectors-sandbox', dependencies: ['authenticate', 'csrf'] },
);
