import type { FastifyInstance } from 'fastify';
import { SOURCE_TYPE_INFO } from '@pulseboard/shared/contracts';
import { ValidationFailed } from '../lib/errors.js';
import { sampleSourceOf } from './sample-source.js';
import type { DashboardTemplate } from './templates.js';

/**
 * The source and account a template's widgets read: the company's sample
 * data for a sample template; for a source template, one of the company's own
 * sources of its type and one of that source's accounts, each refused with
 * its field's message otherwise (another company's source is not told apart
 * from one that does not exist).
 */
export async function templateSourceOf(
  app: FastifyInstance,
  companyId: number,
  template: DashboardTemplate,
  choice: { sourceId?: number; property?: string },
  socketId: string | undefined,
): Promise<{ id: number; property: string }> {
  if (!template.sourceType) return { id: (await sampleSourceOf(app, companyId, socketId)).id, property: '' };
  const label = SOURCE_TYPE_INFO[template.sourceType].label;
  const source = choice.sourceId === undefined ? undefined : await app.sources.findInCompany(choice.sourceId, companyId);
  if (!source || source.name !== template.sourceType) throw new ValidationFailed({ sourceId: [`Choose one of your connected ${label} sources.`] });
  if (source.invalid) throw new ValidationFailed({ sourceId: [`This ${label} source needs to be re-authorised first.`] });
  const property = source.properties.find((entry) => entry.id === choice.property);
  if (!property) throw new ValidationFailed({ property: [`Choose one of the source's ${label} accounts.`] });
  return { id: source.id, property: property.id };
}
