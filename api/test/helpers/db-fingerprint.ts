import type { FastifyInstance } from 'fastify';

/**
 * Tables whose rows change on requests that change nothing else, left out of
 * the fingerprint:
 * - sessions: every signed-in request slides `last_seen` and `expires_at`,
 *   refused ones included (the session was still used).
 * - login_failures: a refused sign-in is counted against its account (the
 *   login lockout), which is the point of refusing it.
 * - rate_limit_counters: a refused request still counts against its limits.
 * Only the `public` schema is watched: pg-boss keeps its queues and its own
 * maintenance state in `pgboss`, and drizzle its migration log in `drizzle`.
 */
const UNFINGERPRINTED_TABLES = ['sessions', 'login_failures', 'rate_limit_counters'];

export type Fingerprint = Record<string, string>;

/**
 * Row triggers count every committed change per table into a schema of their
 * own: reading the counts costs the same however many rows the tables hold,
 * where hashing every row took seconds per request on a seeded database. An
 * update that rewrites a row as it was is no change, as when rows were
 * hashed; a rolled-back transaction takes its counts back with it.
 */
const INSTALL = `
create schema if not exists fingerprint;
create table if not exists fingerprint.changes (table_name text primary key, changes bigint not null);
create or replace function fingerprint.count_change() returns trigger language plpgsql as $$
begin
  insert into fingerprint.changes values (tg_table_name, 1)
    on conflict (table_name) do update set changes = fingerprint.changes.changes + 1;
  return null;
end $$;`;

function triggersOf(table: string): string {
  const quoted = `public."${table}"`;
  return `
create or replace trigger fingerprint_rows after insert or delete on ${quoted} for each row execute function fingerprint.count_change();
create or replace trigger fingerprint_updates after update on ${quoted} for each row when (old::text is distinct from new::text) execute function fingerprint.count_change();
create or replace trigger fingerprint_truncates after truncate on ${quoted} for each statement execute function fingerprint.count_change();`;
}

const installed = new WeakMap<FastifyInstance, Promise<void>>();

async function install(app: FastifyInstance): Promise<void> {
  const { rows } = await app.pool.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name");
  const tables = rows.map((row) => row.table_name).filter((name) => !UNFINGERPRINTED_TABLES.includes(name));
  // One simple query: its statements run as one transaction, all or none.
  await app.pool.query(`${INSTALL} ${tables.map(triggersOf).join('')}`);
}

/** How many times each table's rows have changed since the app's database was first fingerprinted. */
export async function fingerprint(app: FastifyInstance): Promise<Fingerprint> {
  const ready = installed.get(app) ?? install(app);
  installed.set(app, ready);
  await ready;
  const result = await app.pool.query<{ table_name: string; changes: string }>('select table_name, changes from fingerprint.changes');
  return Object.fromEntries(result.rows.map((row) => [row.table_name, row.changes]));
}

/** The tables whose print differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
