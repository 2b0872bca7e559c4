import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkedIdentitiesSchema, providerRedirectSchema, socialProviderSchema } from '@pulseboard/shared/contracts';
import { notFound } from '../../../../lib/errors.js';
import { signedInUser } from '../../../../plugins/app/authenticate.js';
import { idParams, messageSchema, signedInRouteErrors } from '../../../schemas.js';

const providerParams = idParams.extend({ provider: socialProviderSchema });

/** The signed-in user themself; anyone else's id is not found (nobody manages another person's sign-in). */
function ownUser(request: Parameters<typeof signedInUser>[0], id: number) {
  const user = signedInUser(request);
  if (user.id !== id) throw notFound();
  return user;
}

/** The providers a user signs in with, on their user page. */
const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/identities',
    {
      schema: {
        tags: ['users'],
        summary: 'The providers the user signs in with, and whether they have a password (the user themself only)',
        params: idParams,
        response: { 200: linkedIdentitiesSchema, ...signedInRouteErrors, 404: messageSchema },
      },
    },
    async (request) => {
      const user = ownUser(request, request.params.id);
      const rows = await app.signIn.identities.listFor(user.id);
      return {
        data: {
          identities: rows.map((row) => ({ provider: row.provider, email: row.email, linkedAt: row.createdAt.toISOString() })),
          hasPassword: user.passwordHash !== null,
        },
      };
    },
  );

  app.post(
    '/:id/identities/:provider',
    {
      schema: {
        tags: ['users'],
        summary: 'Start linking a provider to the user; answers the provider page to send the browser to',
        params: providerParams,
        response: { 200: providerRedirectSchema, ...signedInRouteErrors, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const user = ownUser(request, request.params.id);
      return { data: { redirect: await app.signIn.start(request, reply, request.params.provider, { kind: 'link', userId: user.id }) } };
    },
  );

  app.delete(
    '/:id/identities/:provider',
    {
      schema: {
        tags: ['users'],
        summary: 'Unlink a provider; refused (422 under provider) when it is the last way the user signs in',
        params: providerParams,
        response: { 204: z.null(), ...signedInRouteErrors, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const user = ownUser(request, request.params.id);
      if (!(await app.signIn.identities.unlink(user.id, request.params.provider))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};

export default identityRoutes;
