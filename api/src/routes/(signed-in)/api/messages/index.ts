import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UNCLOSEABLE_BANNER_KEYS, messageDismissalSchema } from '@pulseboard/shared/contracts';
import { signedInUser } from '../../../../plugins/app/authenticate.js';
import { messageSchema, signedInRouteErrors } from '../../../schemas.js';

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dismissals',
    {
      schema: {
        tags: ['messages'],
        summary: 'Close a message of the top bar for the signed-in user; it stays closed for them',
        body: messageDismissalSchema,
        response: { 204: z.null().describe('Closed'), 409: messageSchema, ...signedInRouteErrors },
      },
    },
    async (request, reply) => {
      const { key } = request.body;
      if (UNCLOSEABLE_BANNER_KEYS.includes(key) || (await app.messages.isUncloseable(key))) {
        return reply.code(409).send({ message: 'This message cannot be closed.' });
      }
      await app.messages.dismiss(signedInUser(request).id, key);
      return reply.code(204).send(null);
    },
  );
};

export default messageRoutes;
