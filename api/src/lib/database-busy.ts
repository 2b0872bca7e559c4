import { isNativeError } from 'node:util/types';

/** PostgreSQL's query_canceled: a statement ran past statement_timeout. */
const STATEMENT_TIMEOUT = '57014';
/** What pg-pool throws when no connection frees up within connectionTimeoutMillis. */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';
/** The server going away or not there: refused, reset or unreachable connections. */
const NETWORK_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** admin_shutdown: the server ended the connection on purpose (shutting down, or an administrator's pg_terminate_backend). */
const ADMIN_SHUTDOWN = '57P01';
/** admin_shutdown, crash_shutdown, cannot_connect_now: a server stopping, restarting or starting up. */
const SERVER_UNAVAILABLE = new Set([ADMIN_SHUTDOWN, '57P02', '57P03']);
/** SQLSTATE class 08: connection exceptions. */
const CONNECTION_EXCEPTION_CLASS = '08';
/** What pg throws for a connection that ended under a query, or one left unusable by it. */
const CONNECTION_LOST = /^Connection terminated|is not queryable/;

/**
 * Whether the error, or one it wraps (drizzle wraps the driver's as `cause`),
 * matches. Node's own network errors may come from another realm than the
 * caller's `Error` (a vm context), hence isNativeError rather than instanceof.
 */
function anyCause(error: unknown, matches: (error: Error & { code?: unknown }) => boolean): boolean {
  for (let current = error, depth = 0; isNativeError(current) && depth < 5; current = current.cause, depth += 1) {
    if (matches(current)) return true;
  }
  return false;
}

/** Whether an error says the database was too busy to answer in time: worth a 503 and a retry, not a 500. */
export function isDatabaseBusy(error: unknown): boolean {
  return anyCause(error, (current) => current.code === STATEMENT_TIMEOUT || current.message === POOL_TIMEOUT);
}

/**
 * Whether an error says the database could not be reached (down, restarting,
 * the connection lost): as much a 503 and a retry as a busy one, since the
 * pool connects again by itself once the server is back.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  return anyCause(error, ({ code, message }) => {
    if (typeof code === 'string' && (NETWORK_FAILURES.has(code) || SERVER_UNAVAILABLE.has(code) || code.startsWith(CONNECTION_EXCEPTION_CLASS))) return true;
    return CONNECTION_LOST.test(message);
  });
}

/**
 * Whether the server ended the connection on purpose: no failure of this
 * process (a new connection is made on next use). An embedded cluster gets
 * the terminal's Ctrl-C as this process does, and may act on it first.
 */
export function isEndedByServer(error: unknown): boolean {
  return anyCause(error, ({ code }) => code === ADMIN_SHUTDOWN);
}
