import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { automaticReportCreatedSchema, automaticReportInputSchema, automaticReportListQuerySchema, automaticReportListSchema } from '@pulseboard/shared/contracts';
import { HttpError, notFound } from '../../../../lib/errors.js';
import { mayCreateAutomaticReports } from '../../../../users/repository.js';
import { signedInUser } from '../../../../plugins/app/authenticate.js';
import { idParams, messageSchema, signedInRouteErrors } from '../../../schemas.js';

/**
 * Spec §7: a company's automatic reports. Every member may list them; scheduling one is a permission (spec §6), and so
 * is deleting one, which stops a client's e-mails as surely.
 */
const NOT_PERMITTED = 'You may not schedule or delete automatic reports: ask an admin of your company for the permission.';

const automaticReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['automatic-reports'],
        summary: "The company's automatic reports (or one dashboard's), with their next send and how the last one went",
        querystring: automaticReportListQuerySchema,
        response: { 200: automaticReportListSchema, 401: messageSchema },
      },
    },
    async (request) => ({ data: await app.automaticReports.list(signedInUser(request).companyId, request.query.dashboard_id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['automatic-reports'],
        summary: 'Schedule an automatic report of a dashboard',
        description: 'Recipients are one comma-separated text (at most 5). A dashboard has at most 5 reports; a sixth answers 422 on dashboard_id.',
        body: automaticReportInputSchema,
        response: { 201: automaticReportCreatedSchema, ...signedInRouteErrors, 403: messageSchema.describe('The user may not schedule reports') },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (!mayCreateAutomaticReports(user)) throw new HttpError(403, NOT_PERMITTED);
      const report = await app.automaticReports.create(user.companyId, user.id, request.body);
      return reply.code(201).send({ data: report });
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['automatic-reports'],
        summary: 'Delete an automatic report (and the record of its sends)',
        params: idParams,
        response: { 204: z.null(), ...signedInRouteErrors, 403: messageSchema.describe('The user may not delete reports'), 404: messageSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (!mayCreateAutomaticReports(user)) throw new HttpError(403, NOT_PERMITTED);
      if (!(await app.automaticReports.remove(user.companyId, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};

export default automaticReportRoutes;
