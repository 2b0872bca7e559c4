import pg from 'pg';

/** Runs one statement over a short-lived connection (CREATE/DROP DATABASE cannot run in a pool transaction). */
async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates `name` on the server behind `adminUrl` unless it exists. */
export function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  return withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  });
}

export function dropDatabase(adminUrl: string, name: string): Promise<void> {
  return withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  });
}

/** The same server and credentials, another database. */
export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}
