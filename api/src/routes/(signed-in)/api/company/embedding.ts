import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { embeddingSettingsSchema, embeddingSitesInputSchema } from '@pulseboard/shared/contracts';
import { signedInAdmin } from '../../../../plugins/app/authenticate.js';
import { adminRouteErrors } from '../../../schemas.js';

const settingsEnvelope = z.object({ data: embeddingSettingsSchema });

/** The company's embedding settings (admins only): the secret embed tokens are signed with, and the sites allowed to embed. */
const embeddingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every answer holds the secret: never kept by a cache. The hook is this plugin's only (encapsulated).
  app.addHook('onRequest', async (_request, reply) => void reply.header('cache-control', 'private, no-store'));

  app.get(
    '/embedding',
    {
      schema: {
        tags: ['company'],
        summary: 'The secret embed tokens are signed with (made on first use) and the sites allowed to embed the dashboards',
        response: { 200: settingsEnvelope, ...adminRouteErrors },
      },
    },
    async (request) => ({ data: await app.embedding.settingsOf(signedInAdmin(request).companyId) }),
  );

  app.put(
    '/embedding',
    {
      schema: {
        tags: ['company'],
        summary: 'Set the sites allowed to embed the dashboards (their origins: scheme, host and port)',
        description: 'The embed page allows only these as frame ancestors; a site not listed sees a refusal.',
        body: embeddingSitesInputSchema,
        response: { 200: settingsEnvelope, ...adminRouteErrors },
      },
    },
    async (request) => ({ data: await app.embedding.setAllowedSites(signedInAdmin(request).companyId, request.body.allowedSites) }),
  );

  app.post(
    '/embedding/secret',
    {
      schema: {
        tags: ['company'],
        summary: 'Make a new embed secret: every token signed with the old one stops working',
        response: { 200: settingsEnvelope, ...adminRouteErrors },
      },
    },
    async (request) => ({ data: await app.embedding.rotateSecret(signedInAdmin(request).companyId) }),
  );
};

export default embeddingRoutes;
