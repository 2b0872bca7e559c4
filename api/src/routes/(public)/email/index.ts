import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The link mailed to a new e-mail address. Opening it takes the address and
 * leads to the sign-in page saying so (the user signs in with it), or saying
 * the link no longer works.
 */
const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/confirm/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm a new e-mail address with the mailed token; redirects to the sign-in page with the outcome',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      const user = await app.emailChanges.confirm(request.params.token);
      if (user) await app.sessions.endAllFor(user.id);
      return reply.redirect(`/login?email=${user ? 'confirmed' : 'invalid'}`, 302);
    },
  );
};

export default emailRoutes;
