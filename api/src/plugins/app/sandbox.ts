import fp from 'fastify-plugin';
import { GoogleSandboxState } from '../../sandbox/google/index.js';
import { SANDBOX_GOOGLE_PREFIX } from '../../sandbox/google/paths.js';
import { pgSandboxGoogleStore } from '../../sandbox/google/store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fakes' state in sandbox mode (switches, tokens), for tests and tools in the same process. */
    sandbox?: { google: GoogleSandboxState };
  }
}

/**
 * CONNECTORS_SANDBOX: the providers' fakes served by this server, so a
 * source can be connected (consent screen included) and queried without any
 * provider account. The connectors point at them (connectors/google/endpoints);
 * the fakes and their control panel are routes under /sandbox, present only
 * while `app.sandbox` is. Grants and switches are kept in the database, so
 * connected sandbox sources survive a restart.
 */
export default fp(
  async (app) => {
    if (!app.config.connectors.sandbox) return;
    const google = new GoogleSandboxState({ store: pgSandboxGoogleStore(app.db) });
    // Start-up does not wait for the database (an API whose database is down still starts and says so on /healthz).
    google.load().catch((error: unknown) => app.log.error({ err: error }, 'connectors sandbox: the stored switches could not be read; they are off until the next start'));
    app.decorate('sandbox', { google });
    app.log.info(`connectors sandbox: Google fakes at ${app.config.appUrl}${SANDBOX_GOOGLE_PREFIX} (control: POST ${SANDBOX_GOOGLE_PREFIX}/control)`);
  },
  { name: 'sandbox', dependencies: ['db'] },
);
