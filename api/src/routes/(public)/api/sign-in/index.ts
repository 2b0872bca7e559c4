import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInProvidersSchema } from '@pulseboard/shared/contracts';

/** The providers the sign-in and registration screens offer buttons for. */
const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The providers people may register and sign in with here: those with a client configured, or all three in sandbox mode',
        response: { 200: signInProvidersSchema },
      },
    },
    async () => ({ data: app.signIn.providers() }),
  );
};

export default signInRoutes;
