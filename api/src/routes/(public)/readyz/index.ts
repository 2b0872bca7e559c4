import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../schemas.js';

/**
 * For load balancers: whether this process takes requests now. Reaching the
 * handler is the answer; while the process is under pressure the
 * load-shedding hook (plugins/external/under-pressure) answers 503 with
 * Retry-After first, as it does for every other route but /healthz, and so
 * does the draining hook (plugins/app/draining) once the process shuts down.
 */
const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: { tags: ['system'], summary: 'Readiness: 503 with Retry-After while the process sheds load or shuts down', response: { 200: z.object({ status: z.literal('ok') }), 503: messageSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
};

export default readinessRoutes;
