/** PostgreSQL's query_canceled: a statement ran past statement_timeout. */
const STATEMENT_TIMEOUT = '57014';
/** What pg-pool throws when no connection frees up within connectionTimeoutMillis. */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * Whether an error, or one it wraps (drizzle wraps the driver's as `cause`),
 * says the database was too busy to answer in time: worth a 503 and a retry,
 * not a 500.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if ((current as { code?: unknown }).code === STATEMENT_TIMEOUT || current.message === POOL_TIMEOUT) return true;
  }
  return false;
}
