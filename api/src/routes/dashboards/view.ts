import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardAuthorizeSchema, dashboardSchema, PUBLIC_DASHBOARD_HEADER } from '@pulseboard/shared/contracts';
import { viewDashboard } from '../../dashboards/access.js';
import { issueDashboardToken } from '../../dashboards/password-token.js';
import { toDashboard } from '../../dashboards/to-dashboard.js';
import { verifyPassword } from '../../lib/passwords.js';
import { notFound, ValidationFailed } from '../../lib/errors.js';
import { messageSchema, unsafeRouteErrors } from '../schemas.js';

const permalinkParams = z.object({ permalink: z.string().min(1).max(64) });

/** Password attempts per minute per visitor and dashboard. */
const AUTHORIZE_ATTEMPTS_PER_MINUTE = 10;

/**
 * What anyone with the link may reach (spec §4): the dashboard itself and the
 * password step of a protected one. Owners get everything; public viewers the
 * public part, marked by a header.
 */
const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:permalink',
    {
      schema: {
        tags: ['dashboards'],
        summary: `A dashboard by its permalink; public viewers get the ${PUBLIC_DASHBOARD_HEADER} header, a protected one answers 422 until its password token comes as Authorization: Bearer`,
        params: permalinkParams,
        querystring: z.object({ timezone: z.string().max(64).optional() }),
        response: { 200: z.object({ data: dashboardSchema }), 404: messageSchema, 422: unsafeRouteErrors[422] },
      },
    },
    async (request, reply) => {
      const { row, owner } = await viewDashboard(app, request, request.params.permalink);
      if (!owner) reply.header(PUBLIC_DASHBOARD_HEADER, '1');
      // The public part of a dashboard may change at any time: never from a shared cache.
      reply.header('cache-control', 'private, no-store');
      return { data: toDashboard(row, owner) };
    },
  );

  app.post(
    '/:permalink/authorize',
    {
      config: {
        rateLimit: { max: AUTHORIZE_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (request) => `${request.ip}|${(request.params as { permalink?: string }).permalink ?? ''}` },
      },
      schema: {
        tags: ['dashboards'],
        summary: "Trade a protected dashboard's password for a viewing token",
        params: permalinkParams,
        body: dashboardAuthorizeSchema,
        response: { 200: z.object({ data: z.object({ token: z.string() }) }), 404: messageSchema, ...unsafeRouteErrors },
      },
    },
    async (request) => {
      const row = await app.dashboards.findByPermalink(request.params.permalink);
      if (!row || !row.public || !row.active || !row.passwordHash) throw notFound();
      if (!(await verifyPassword(row.passwordHash, request.body.password))) throw new ValidationFailed({ password: ['The password is not correct.'] });
      return { data: { token: issueDashboardToken(app.config.appKey, row.id, row.passwordHash) } };
    },
  );
};

export default viewRoutes;
