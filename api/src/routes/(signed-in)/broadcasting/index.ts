import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyChannel, privateChannel } from '@pulseboard/shared/contracts';
import { forbidden } from '../../../lib/errors.js';
import { signedInUser } from '../../../plugins/app/authenticate.js';
import { isSocketId } from '../../../realtime/protocol.js';
import { messageSchema, signedInRouteErrors } from '../../schemas.js';

const socketId = z.string().refine(isSocketId, 'The socket id is invalid.');

/**
 * Pusher authorisation endpoints for the browser's Echo (form-urlencoded as
 * pusher-js posts them, or JSON), behind the session and the CSRF token like
 * every unsafe request. The only private channel is the user's own company's.
 */
const broadcastingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth',
    {
      schema: {
        tags: ['realtime'],
        summary: "Authorise a private channel subscription: only private-company.{id} of the user's own company",
        body: z.object({ socket_id: socketId, channel_name: z.string().min(1).max(200) }),
        response: { 200: z.object({ auth: z.string() }), ...signedInRouteErrors, 403: messageSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { socket_id: socket, channel_name: channel } = request.body;
      if (channel !== privateChannel(companyChannel(user.companyId))) throw forbidden();
      return { auth: app.realtime.authorizeChannel(socket, channel) };
    },
  );

  app.post(
    '/user-auth',
    {
      schema: {
        tags: ['realtime'],
        summary: 'Authenticate the signed-in user on a realtime connection (pusher-js signin)',
        body: z.object({ socket_id: socketId }),
        response: { 200: z.object({ auth: z.string(), user_data: z.string() }), ...signedInRouteErrors },
      },
    },
    async (request) => app.realtime.authenticateUser(request.body.socket_id, signedInUser(request)),
  );
};

export default broadcastingRoutes;
