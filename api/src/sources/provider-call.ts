import type { FastifyInstance } from 'fastify';
import { SOURCE_TYPE_INFO, type SourceType } from '@pulseboard/shared/contracts';
import { connectorContext } from '../connectors/context.js';
import { SourceAuthError, SourceLimitError, SourceProviderError, SourceQuotaError, type Connector, type ConnectorContext } from '../connectors/types.js';
import { HttpError, notFound } from '../lib/errors.js';
import type { SourceRow } from './repository.js';

/**
 * Which failures of a call mark its source invalid. Listing the source's
 * properties (spec §4: "a response error while loading marks the source
 * invalid"): any refusal the provider answers. An option list or a
 * template's lay-out is asked with the user's own choices, which the
 * provider may refuse for themselves (a property the account cannot see, a
 * choice still missing) while the credentials serve every other: only
 * refused credentials. No answer at all (a timeout, a lost connection) says
 * nothing of the credentials either way.
 */
export type InvalidatingFailures = 'any-refusal' | 'refused-credentials';

function invalidates(error: unknown, failures: InvalidatingFailures): boolean {
  if (error instanceof SourceAuthError) return true;
  return failures === 'any-refusal' && error instanceof SourceProviderError && error.status !== undefined;
}

/**
 * Runs a call to the source's provider on a user's behalf (listing its
 * accounts, filling an option list, laying out a template). A failure that
 * invalidates (above) marks the source invalid (its properties emptied, the
 * company told live); a quota or limit answer is only a "try later"; any
 * other refusal is told in the connector's words, the source left valid.
 */
export async function callProvider<T>(
  app: FastifyInstance,
  row: SourceRow,
  call: (connector: Connector, context: ConnectorContext) => Promise<T>,
  failures: InvalidatingFailures = 'refused-credentials',
): Promise<T> {
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
    app.log.warn({ err: error, sourceId: row.id }, 'the provider refused a call of a source');
    if (invalidates(error, failures)) {
      await app.sources.markInvalid(row);
      throw new HttpError(502, `${label} did not answer as expected, so the source was marked for re-authorisation.`);
    }
    // A connector's refusal is written for the user, as a widget shows it.
    if (error instanceof SourceProviderError) throw new HttpError(502, error.message);
    throw new HttpError(502, `${label} did not answer. Try again in a minute.`);
  }
}
