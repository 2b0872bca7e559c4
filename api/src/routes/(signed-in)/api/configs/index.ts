import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOURCE_TYPE_INFO, SOURCE_TYPES, sourceCatalogueSchema, sourceTypeSchema, widgetTemplateSchema } from '@pulseboard/shared/contracts';
import { HttpError } from '../../../../lib/errors.js';
import { signedInUser } from '../../../../plugins/app/authenticate.js';
import { sandboxCredentialsOf } from '../../../../sandbox/token-credentials.js';
import { messageSchema } from '../../../schemas.js';
import { widgetTemplates } from './templates.js';

const sourceTypeEntrySchema = z.object({
  type: sourceTypeSchema,
  label: z.string(),
  category: z.string(),
  credentials: z.enum(['oauth', 'token', 'woocommerce', 'account_oauth', 'none']),
  /** `domains`: the account field takes the sites the source reports on (an SEO tool without a project list). */
  account: z.enum(['domains']).optional(),
  /** False: listed, but no connector exists for it yet. */
  available: z.boolean(),
  /** In sandbox mode, the account and token its fake accepts from the caller's company (a fake store's address and keys), for the connect form to offer. */
  sandbox: z.object({ account: z.string(), token: z.string() }).nullable(),
});

const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sources',
    {
      schema: {
        tags: ['configs'],
        summary: 'Every source type of the product, and whether it can be connected yet',
        response: { 200: z.object({ data: z.array(sourceTypeEntrySchema) }), 401: messageSchema },
      },
    },
    async (request) => {
      const { companyId } = signedInUser(request);
      return { data: SOURCE_TYPES.map((type) => ({ ...SOURCE_TYPE_INFO[type], available: app.connectors.has(type), sandbox: sandboxCredentialsOf(app, type, companyId) })) };
    },
  );

  app.get(
    '/templates',
    { schema: { tags: ['configs'], summary: 'Widget templates with their nature and instance type', response: { 200: z.object({ data: z.array(widgetTemplateSchema) }), 401: messageSchema } } },
    async () => ({ data: widgetTemplates((type) => app.connectors.has(type)) }),
  );

  app.get(
    '/widgets/:type',
    {
      schema: {
        tags: ['configs'],
        summary: "A source type's widget parameters, metrics and dimensions",
        params: z.object({ type: z.string() }),
        response: { 200: z.object({ data: sourceCatalogueSchema }), 401: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const type = sourceTypeSchema.safeParse(request.params.type);
      const connector = type.success ? app.connectors.get(type.data) : undefined;
      if (!connector) throw new HttpError(404, type.success ? `${SOURCE_TYPE_INFO[type.data].label} is not available yet.` : 'Unknown source type.');
      return { data: connector.catalogue };
    },
  );
};

export default configRoutes;
