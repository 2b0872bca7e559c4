import type { FastifyInstance } from 'fastify';
import { SOURCE_TYPE_INFO, type SourceType } from '@pulseboard/shared/contracts';
import { connectorContext } from '../connectors/context.js';
import { SourceLimitError, SourceQuotaError, type Connector, type ConnectorContext } from '../connectors/types.js';
import { HttpError, notFound } from '../lib/errors.js';
import type { SourceRow } from './repository.js';

/**
 * Runs a call to the source's provider on a user's behalf (listing its
 * accounts, filling an option list, laying out a template). Spec §4: a
 * response error while loading marks the source invalid (its properties
 * emptied, the company told live); a quota or limit answer is only a "try later".
 */
export async function callProvider<T>(app: FastifyInstance, row: SourceRow, call: (connector: Connector, context: ConnectorContext) => Promise<T>): Promise<T> {
  const connector = app.connectors.get(row.name as SourceType);
  const label = SOURCE_TYPE_INFO[row.name as SourceType]?.label ?? row.name;
  if (!connector) throw notFound();
  if (row.invalid) throw new HttpError(409, `Re-authorise ${label} to load its data.`);
  try {
    return await call(connector, connectorContext(app, row));
  } catch (error) {
    if (error instanceof SourceQuotaError) throw new HttpError(503, `${label} is busy right now. Try again in a minute.`);
    // Units or a daily budget used up: the credentials are fine, the provider just will not answer before its limit resets.
    if (error instanceof SourceLimitError) throw new HttpError(503, error.message);
    app.log.warn({ err: error, sourceId: row.id }, 'the provider refused a source');
    await app.sources.markInvalid(row);
    throw new HttpError(502, `${label} did not answer as expected, so the source was marked for re-authorisation.`);
  }
}
