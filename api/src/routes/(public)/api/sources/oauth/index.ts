import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeAuthorisation } from '../../../../../oauth/callback.js';

/**
 * GET /api/sources/oauth/{type}/callback: where OAuth providers send the
 * browser back. Always a redirect to the sources screen, with `connected=<id>`
 * or `error=<what went wrong>`, never a JSON error page: hence no session
 * check here, a signed-out browser is redirected with its error too
 * (oauth/callback checks the user against the state). The folder must match
 * OAUTH_ROUTES_PREFIX (oauth/service), which the redirect URIs are built from.
 */
const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:type/callback',
    {
      schema: {
        tags: ['sources'],
        summary: 'OAuth redirect target: completes a source connection or re-authorisation, then redirects to /company/sources',
        params: z.object({ type: z.string() }),
        // Providers add their own parameters (scope, authuser, prompt...): unknown ones are ignored.
        querystring: z.object({
          code: z.string().max(2048).optional(),
          auth_code: z.string().max(2048).optional(),
          state: z.string().max(256).optional(),
          error: z.string().max(256).optional(),
        }),
      },
    },
    async (request, reply) => reply.redirect(await completeAuthorisation(app, request.params.type, request.query, request.user, request.log), 302),
  );
};

export default oauthRoutes;
