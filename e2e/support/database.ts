import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Runs a statement against the product's embedded database, for what no
 * screen of the product does (e.g. the operators' global messages).
 */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const dataDir = process.env.E2E_DATA_DIR as string;
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(process.env.E2E_PG_PORT),
    user: 'postgres',
    password: readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim(),
    database: 'pulseboard',
  });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
