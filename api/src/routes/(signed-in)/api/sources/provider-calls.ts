import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionSchema, type Option, type SourceType } from '@pulseboard/shared/contracts';
import { callProvider } from '../../../../sources/provider-call.js';
import { notFound } from '../../../../lib/errors.js';
import { idParams, messageSchema } from '../../../schemas.js';
import { ownSource } from './own-source.js';

const propertySchema = z.object({ id: z.string(), name: z.string(), group: z.string().nullable() });
const providerErrors = { 404: messageSchema, 409: messageSchema, 502: messageSchema, 503: messageSchema };

/** Option lists answer at most this many entries; the select input narrows them with searchTerm. */
const MAX_OPTIONS = 200;

/** searchTerm narrows by label; the values in `include` (the current selection) are always kept. */
export function narrowOptions(options: Option[], searchTerm: string | undefined, include: string[]): Option[] {
  const term = searchTerm?.trim().toLowerCase();
  const kept = new Set(include);
  const matching = term ? options.filter((option) => option.label.toLowerCase().includes(term) || kept.has(option.value)) : options;
  const selected = matching.filter((option) => kept.has(option.value));
  const others = matching.filter((option) => !kept.has(option.value)).slice(0, Math.max(0, MAX_OPTIONS - selected.length));
  return [...selected, ...others];
}

const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/properties',
    {
      schema: {
        tags: ['sources'],
        summary: "Load the source's properties from its provider (and keep them)",
        params: idParams,
        response: { 200: z.object({ data: z.array(propertySchema) }), ...providerErrors },
      },
    },
    async (request) => {
      const row = await ownSource(app, request, request.params.id);
      const properties = await callProvider(app, row, (connector, context) => connector.listProperties(context), 'any-refusal');
      await app.sources.setProperties(row, properties);
      return { data: properties };
    },
  );

  app.get(
    '/:id/:option',
    {
      schema: {
        tags: ['sources'],
        summary: 'Options of a parameter of the source type, filled by its provider; the other query values are the parameters it depends on',
        params: idParams.extend({ option: z.string().regex(/^[a-zA-Z][\w]*$/) }),
        querystring: z.record(z.string(), z.string()),
        response: { 200: z.object({ data: z.array(optionSchema) }), ...providerErrors },
      },
    },
    async (request) => {
      const row = await ownSource(app, request, request.params.id);
      const parameter = app.connectors.get(row.name as SourceType)?.catalogue.parameters.find((candidate) => candidate.name === request.params.option);
      if (!parameter?.remote) throw notFound();
      const { searchTerm, include = '', ...params } = request.query;
      const options = await callProvider(app, row, (connector, context) => connector.options(context, parameter.name, params));
      return { data: narrowOptions(options, searchTerm, include.split(',').filter(Boolean)) };
    },
  );
};

export default providerRoutes;
