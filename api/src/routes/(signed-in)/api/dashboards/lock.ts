import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardLockedErrorSchema, dashboardLockSchema } from '@pulseboard/shared/contracts';
import { signedInUser } from '../../../../plugins/app/authenticate.js';
import { ownDashboard } from '../../../../dashboards/access.js';
import { idParams, messageSchema, signedInRouteErrors } from '../../../schemas.js';

const lockErrors = { 404: messageSchema, 423: dashboardLockedErrorSchema, ...signedInRouteErrors };

/**
 * The edit lock (spec §2, §4, §6): an editor takes it on entering edit mode,
 * renews it every 30 s while editing and lets go on leaving; a lock not
 * renewed lapses after DASHBOARD_LOCK_TIMEOUT_SECONDS.
 */
const lockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/lock',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Take or renew the edit lock; 423 with the holder while another user holds it',
        params: idParams,
        response: { 200: z.object({ data: dashboardLockSchema }), ...lockErrors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await app.editLocks.take(await ownDashboard(app, user.companyId, request.params.id), user) };
    },
  );

  app.delete(
    '/:id/lock',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Let go of the edit lock (holder only; 423 for anyone else while it holds)',
        params: idParams,
        response: { 204: z.null().describe('Released'), ...lockErrors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await app.editLocks.release(await ownDashboard(app, user.companyId, request.params.id), user);
      return reply.code(204).send(null);
    },
  );
};

export default lockRoutes;
