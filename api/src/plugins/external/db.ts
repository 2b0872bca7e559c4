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
    // An idle client losing its server (restart, failover) must not crash the process.
    pool.on('error', (error) => app.log.error({ err: error }, 'idle database client failed'));
    app.decorate('pool', pool);
    app.decorate('db', createDatabase(pool));
    app.addHook('onClose', () => pool.end());
  },
  { name: 'db' },
);
