import fp from 'fastify-plugin';
import pg from 'pg';
import { createDatabase, type Database } from '../../db/client.js';
import { isEndedByServer } from '../../lib/database-busy.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    pool: pg.Pool;
  }
}

/** How the request pool's connections are named in pg_stat_activity, beside pg-boss's `pulseboard-jobs`. */
export const POOL_APPLICATION_NAME = 'pulseboard-api';

/**
 * One pg pool per process, wrapped by drizzle; closed when the app closes.
 * Every wait is bounded: for a free connection, for a statement, and for a
 * transaction left idle, so a slow query or a stuck client cannot hold the
 * pool and stall every other request.
 */
export default fp(
  async (app) => {
    const { poolSize, connectTimeoutMs, statementTimeoutMs } = app.config.database;
    const pool = new pg.Pool({
      connectionString: app.config.databaseUrl,
      application_name: POOL_APPLICATION_NAME,
      max: poolSize,
      connectionTimeoutMillis: connectTimeoutMs,
      statement_timeout: statementTimeoutMs,
      idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    });
    // An idle client losing its server (restart, failover) must not crash the process. While the
    // app shuts down (from draining on: an embedded cluster gets the terminal's Ctrl-C at the same
    // moment and ends every connection), the server going away under idle clients is expected.
    // The server ending connections on purpose (57P01: shutting down, or an administrator's
    // pg_terminate_backend) is no failure: a new client is made on next use. An embedded cluster
    // can be told by the terminal's Ctrl-C before this process hears of it, ahead of draining.
    pool.on('error', (error) => {
      if (app.draining.active) app.log.debug({ err: error }, 'database client ended during shutdown');
      else if (isEndedByServer(error)) app.log.info({ err: error }, 'database server ended an idle client');
      else app.log.error({ err: error }, 'idle database client failed');
    });
    app.decorate('pool', pool);
    app.decorate('db', createDatabase(pool));
    app.addHook('onClose', async () => pool.end());
  },
  { name: 'db' },
);
