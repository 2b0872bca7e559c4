import pg from 'pg';

/** Where global-setup publishes the test server; each test file creates its own database on it. */
export const ADMIN_URL_ENV = 'PULSEBOARD_TEST_ADMIN_URL';

/** Where global-setup publishes the name of the migrated database each test file's own is copied from. */
export const TEMPLATE_DATABASE_ENV = 'PULSEBOARD_TEST_TEMPLATE_DATABASE';

/** Durability is pointless for throwaway data and costs seconds per suite. */
export const FAST_POSTGRES_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

export const silentLog = { debug() {}, info() {}, warn() {}, error() {} };

export function adminUrl(): string {
  const url = process.env[ADMIN_URL_ENV];
  if (!url) throw new Error(`${ADMIN_URL_ENV} is not set: run the tests through jest (global-setup starts PostgreSQL)`);
  return url;
}

/**
 * A new database for one test file: a copy of the migrated template
 * global-setup made, which is several times quicker than migrating an empty
 * one per file.
 */
export async function createMigratedDatabase(name: string): Promise<void> {
  const template = process.env[TEMPLATE_DATABASE_ENV];
  if (!template) throw new Error(`${TEMPLATE_DATABASE_ENV} is not set: run the tests through jest (global-setup migrates the template)`);
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(`create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template)}`);
  } finally {
    await client.end();
  }
}
