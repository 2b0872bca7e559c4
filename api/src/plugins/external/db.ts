import fp from 'fastify-plugin';
import pg from 'pg';
import { createDatabase, type Database } from '../../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    pool: pg.Pool;
  }
}

/** One pg pool per process, wrapped by drizzle; closed when the app closes. */
export default fp(
  async (app) => {
    const pool = new pg.Pool({ connectionString: app.config.databaseUrl, max: 10 });
    let closing = false;
    // An idle client losing its server (restart, failover) must not crash the process. While the
    // app shuts down, the server going away under clients still saying goodbye is expected.
    pool.on('error', (error) => {
      if (closing) app.log.debug({ err: error }, 'database client ended during shutdown');
      else app.log.error({ err: error }, 'idle database client failed');
    });
    app.decorate('pool', pool);
    app.decorate('db', createDatabase(pool));
    app.addHook('onClose', async () => {
      closing = true;
      await pool.end();
    });
  },
  { name: 'db' },
);
