import type { FastifyInstance } from 'fastify';

/**
 * Tables whose rows change on requests that change nothing else, left out of
 * the fingerprint:
 * - sessions: every signed-in request slides `last_seen` and `expires_at`,
 *   refused ones included (the session was still used).
 * - login_failures: a refused sign-in is counted against its account (the
 *   login lockout), which is the point of refusing it.
 * - rate_limit_counters: a refused request still counts against its limits.
 * Only the `public` schema is read: pg-boss keeps its queues and its own
 * maintenance state in `pgboss`, and drizzle its migration log in `drizzle`.
 */
const UNFINGERPRINTED_TABLES = ['sessions', 'login_failures', 'rate_limit_counters'];

export type Fingerprint = Record<string, string>;

const queries = new WeakMap<FastifyInstance, string>();

async function buildQuery(app: FastifyInstance): Promise<string> {
  const { rows } = await app.pool.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name");
  const tables = rows.map((row) => row.table_name).filter((name) => !UNFINGERPRINTED_TABLES.includes(name));
  // A row's text holds its key, so ordering by the text is a stable order without looking keys up.
  const parts = tables.map((name) => `select '${name}' as name, count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print from "${name}" t`);
  return parts.join(' union all ');
}

/** Row count and a hash of every row of each table: cheap enough to take around every request. */
export async function fingerprint(app: FastifyInstance): Promise<Fingerprint> {
  const query = queries.get(app) ?? (await buildQuery(app));
  queries.set(app, query);
  const result = await app.pool.query<{ name: string; print: string }>(query);
  return Object.fromEntries(result.rows.map((row) => [row.name, row.print]));
}

/** The tables whose print differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
