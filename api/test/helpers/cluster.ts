/** Where global-setup publishes the test server; each test file creates its own database on it. */
export const ADMIN_URL_ENV = 'PULSEBOARD_TEST_ADMIN_URL';

/** Durability is pointless for throwaway data and costs seconds per suite. */
export const FAST_POSTGRES_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

export const silentLog = { debug() {}, info() {}, warn() {}, error() {} };

export function adminUrl(): string {
  const url = process.env[ADMIN_URL_ENV];
  if (!url) throw new Error(`${ADMIN_URL_ENV} is not set: run the tests through jest (global-setup starts PostgreSQL)`);
  return url;
}
