import type { FastifyInstance } from 'fastify';
import { SOURCE_TYPE_INFO, type SourceType } from '@pulseboard/shared/contracts';
import { SourceAuthError, SourceLimitError, SourceQuotaError, type Credentials, type SourceProperty } from '../connectors/types.js';
import { HttpError, ValidationFailed } from '../lib/errors.js';

/**
 * Tries an account and its credentials before they are stored, by listing
 * the account's properties with them: credentials the provider refuses are
 * a 422 on the token, an address that cannot be read (or may not be: a
 * private one) a 422 on the account. Nothing is stored either way.
 */
export async function tryCredentials(app: FastifyInstance, type: SourceType, source: { account: string | null; credentials: Credentials }): Promise<SourceProperty[]> {
  const connector = app.connectors.get(type);
  const label = SOURCE_TYPE_INFO[type].label;
  if (!connector) throw new ValidationFailed({ name: [`${label} is not available yet.`] });
  try {
    return await connector.listProperties({ credentials: source.credentials, account: source.account, onCredentialsRefreshed: async () => undefined });
  } catch (error) {
    if (error instanceof SourceAuthError) throw new ValidationFailed({ token: [`${label} refused these credentials. ${error.message}`] });
    if (error instanceof SourceQuotaError) throw new HttpError(503, `${label} is busy right now. Try again in a minute.`);
    if (error instanceof SourceLimitError) throw new HttpError(503, error.message);
    app.log.info({ err: error, type }, 'a new source could not be read');
    throw new ValidationFailed({ account: [`${label} could not be read there. ${error instanceof Error ? error.message : ''}`.trim()] });
  }
}
