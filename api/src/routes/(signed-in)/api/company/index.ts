import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyDeleteSchema, companySchema, companyUpdateSchema } from '@pulseboard/shared/contracts';
import { companyDetails } from '../../../../company/company-details.js';
import { signedInAdmin, signedInUser } from '../../../../plugins/app/authenticate.js';
import { adminRouteErrors, messageSchema } from '../../../schemas.js';
import { changeOwnCompany } from './company-answer.js';
import subscriptionRoutes from './subscription.js';
import whitelabelRoutes from './whitelabel.js';
import embeddingRoutes from './embedding.js';

/** The signed-in user's company (spec §7): every member reads it, admins change or delete it. */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(whitelabelRoutes);
  await app.register(embeddingRoutes);
  await app.register(subscriptionRoutes);

  app.get(
    '/',
    {
      schema: {
        tags: ['company'],
        summary: "The company's details (name, phone, logo) with its company-wide data: services, roles, state, sources, subscription and counts",
        response: { 200: z.object({ data: companySchema }), 401: messageSchema, 404: messageSchema },
      },
    },
    async (request) => ({ data: await companyDetails(app, signedInUser(request).companyId) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['company'],
        summary: "Save the company form (admins only); the logo is one of the company's uploaded images",
        body: companyUpdateSchema,
        response: { 200: z.object({ data: companySchema }), ...adminRouteErrors, 404: messageSchema },
      },
    },
    async (request) => changeOwnCompany(app, request, (companyId) => app.companyAdmin.update(companyId, request.body)),
  );

  app.delete(
    '/',
    {
      schema: {
        tags: ['company'],
        summary: 'Delete the company with every row and file it owns (admins only, confirmed by password), or cancel its subscription',
        description:
          'Body `{ "delete": true, "password": "…" }` or `{ "cancel": true }`; an admin without a password (signing in through a provider) confirms with `{ "delete": true, "companyName": "…" }`. Canceling keeps access until the paid period ends, and answers 409 without a paid subscription.',
        body: companyDeleteSchema,
        response: { 204: z.null(), ...adminRouteErrors, 409: messageSchema, 503: messageSchema },
      },
    },
    async (request, reply) => {
      const admin = signedInAdmin(request);
      if (request.body.cancel) {
        await app.subscriptions.cancel(admin);
        return reply.code(204).send(null);
      }
      await app.companyAdmin.delete(admin, request.body);
      request.session = null;
      request.user = null;
      return reply.code(204).send(null);
    },
  );
};

export default companyRoutes;
