import type { FastifyInstance } from 'fastify';
import type { SourceRow } from '../sources/repository.js';
import type { ConnectorContext } from './types.js';

/**
 * What a connector needs to act for one stored source: its decrypted
 * credentials and account, and ways to store the token it refreshed (under
 * the refresh lease) or what it added to the credentials (only while they
 * are still those it was given).
 */
export function connectorContext(app: FastifyInstance, row: SourceRow, signal?: AbortSignal): ConnectorContext {
  return {
    credentials: app.sources.credentialsOf(row),
    account: row.account,
    onCredentialsRefreshed: async (credentials) => {
      await app.sources.storeExtendedCredentials(row, credentials);
    },
    renewStored: (renew) => app.sources.renewCredentials(row, renew),
    signal,
  };
}
