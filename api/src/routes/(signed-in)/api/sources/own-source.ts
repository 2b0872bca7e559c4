import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUser } from '../../../../plugins/app/authenticate.js';
import type { SourceRow } from '../../../../sources/repository.js';
import { notFound } from '../../../../lib/errors.js';

/** Tenant-scoped lookup for the source routes: another company's source is a 404. */
export async function ownSource(app: FastifyInstance, request: FastifyRequest, id: number): Promise<SourceRow> {
  const row = await app.sources.findInCompany(id, signedInUser(request).companyId);
  if (!row) throw notFound();
  return row;
}
