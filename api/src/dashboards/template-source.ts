import type { FastifyInstance } from 'fastify';
import { SOURCE_TYPE_INFO } from '@pulseboard/shared/contracts';
import { ValidationFailed } from '../lib/errors.js';
import { callProvider } from '../sources/provider-call.js';
import { sampleSourceOf } from './sample-source.js';
import type { TemplateTarget } from './template-widgets.js';
import type { DashboardTemplate } from './templates.js';

/**
 * The source and account a template's widgets read: the company's sample
 * data for a sample template; for a source template, one of the company's own
 * sources of its type and one of that source's accounts, each refused with
 * its field's message otherwise (another company's source is not told apart
 * from one that does not exist). A template that lays itself out from the
 * provider's option lists asks them here, as the widget editor would.
 */
export async function templateSourceOf(
  app: FastifyInstance,
  companyId: number,
  template: DashboardTemplate,
  choice: { sourceId?: number; property?: string },
  socketId: string | undefined,
): Promise<TemplateTarget> {
  if (!template.sourceType) return { id: (await sampleSourceOf(app, companyId, socketId)).id, property: '', choices: {} };
  const label = SOURCE_TYPE_INFO[template.sourceType].label;
  // What the provider's accounts are called in its catalogue: account, location, spreadsheet…
  const noun = (app.connectors.get(template.sourceType)?.catalogue.parameters.find((parameter) => parameter.name === 'property')?.label ?? 'Account').toLowerCase();
  const source = choice.sourceId === undefined ? undefined : await app.sources.findInCompany(choice.sourceId, companyId);
  if (!source || source.name !== template.sourceType) throw new ValidationFailed({ sourceId: [`Choose one of your connected ${label} sources.`] });
  if (source.invalid) throw new ValidationFailed({ sourceId: [`This ${label} source needs to be re-authorised first.`] });
  const property = source.properties.find((entry) => entry.id === choice.property);
  if (!property) throw new ValidationFailed({ property: [`Choose one of this source's ${noun}s.`] });
  const { choose } = template;
  if (!choose) return { id: source.id, property: property.id, choices: {} };
  const chosen = await callProvider(app, source, (connector, context) => choose((parameter, params) => connector.options(context, parameter, params), property.id));
  if ('refused' in chosen) throw new ValidationFailed({ property: [chosen.refused] });
  return { id: source.id, property: property.id, choices: chosen.choices };
}
