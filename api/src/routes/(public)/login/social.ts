import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerRedirectSchema, socialProviderSchema } from '@pulseboard/shared/contracts';
import { messageSchema, unsafeRouteErrors } from '../../schemas.js';

/** Signing in through a provider already linked to an account: answers the provider page to send the browser to; it comes back to /register/{provider}/callback. */
const socialLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start signing in through a provider; answers the provider page to send the browser to',
        params: z.object({ provider: socialProviderSchema }),
        response: { 200: providerRedirectSchema, ...unsafeRouteErrors, 404: messageSchema, 429: messageSchema },
      },
      preHandler: app.rateLimit({ name: 'social-start-per-address', max: app.config.rateLimit.registerMax * 10, windowMs: 60 * 60_000 }),
    },
    async (request, reply) => ({ data: { redirect: await app.signIn.start(request, reply, request.params.provider, { kind: 'login' }) } }),
  );
};

export default socialLoginRoutes;
