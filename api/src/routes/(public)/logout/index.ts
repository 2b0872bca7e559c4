import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../schemas.js';

const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out (also fine without a session); sets a fresh guest XSRF-TOKEN',
        response: { 204: z.null().describe('Signed out'), 419: messageSchema },
      },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      app.csrf.issue(request, reply);
      return reply.code(204).send(null);
    },
  );
};

export default logoutRoute;
