import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

/** api/drizzle, from src/db or dist/db alike. */
const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any constant shared by every instance: it serializes migrations across processes. */
const MIGRATION_LOCK_KEY = 7_311_947_201;

/** Applies pending SQL migrations; instances starting together wait for each other. */
export async function runMigrations(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
}
