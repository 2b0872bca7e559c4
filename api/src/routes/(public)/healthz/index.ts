import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exemptFromLoadShedding } from '../../../plugins/external/under-pressure.js';
import { messageSchema } from '../../schemas.js';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) });

/**
 * For load balancers and the process supervisor: up, and able to reach the
 * database. Answered however busy the process is: a supervisor must not
 * restart a process for being busy (/readyz tells when it sheds load). A
 * request carrying a session cookie has it looked up first: with the
 * database down that lookup answers the 503, in the API's error shape.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: exemptFromLoadShedding, schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: healthSchema, 503: z.union([healthSchema, messageSchema]) } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'error' });
      }
    },
  );
};

export default healthRoutes;
