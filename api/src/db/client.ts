import type pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;

/** Lets a repository run inside a caller's transaction or on its own. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export function createDatabase(pool: pg.Pool): Database {
  return drizzle({ client: pool, schema });
}
