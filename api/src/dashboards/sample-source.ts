import type { FastifyInstance } from 'fastify';
import type { SourceRow } from '../sources/repository.js';

/** The company's sample-data source, connected on first use so a template shows data at once. */
export async function sampleSourceOf(app: FastifyInstance, companyId: number, socketId?: string): Promise<SourceRow> {
  const existing = (await app.sources.list(companyId)).find((source) => source.name === 'demo' && !source.invalid);
  return existing ?? app.sources.create({ companyId, name: 'demo', account: 'Sample data', credentials: null }, socketId);
}
