import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The product's PostgreSQL server, as a URL naming `database`: DATABASE_URL's
 * server when it is given, else the embedded one the suite started.
 */
function serverUrl(database: string): string {
  const url = process.env.DATABASE_URL
    ? new URL(process.env.DATABASE_URL)
    : new URL(`postgres://postgres:${encodeURIComponent(readFileSync(path.join(process.env.E2E_DATA_DIR as string, 'pg-password'), 'utf8').trim())}@127.0.0.1:${process.env.E2E_PG_PORT}`);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The product's own database. */
const productUrl = () => process.env.DATABASE_URL ?? serverUrl('pulseboard');

/** Runs a statement against the database at `url`. */
export async function sqlAt<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Runs a statement against the product's database, for what no screen of the
 * product does (e.g. the operators' global messages).
 */
export const sql = <T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []) => sqlAt<T>(productUrl(), text, values);

/** A new, empty database on the product's server, for a test that runs a product of its own; returns its URL. */
export async function createDatabase(name: string): Promise<string> {
  await sqlAt(serverUrl('postgres'), `CREATE DATABASE "${name}"`);
  return serverUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  await sqlAt(serverUrl('postgres'), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
