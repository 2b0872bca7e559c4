import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordSchema, resetPasswordSchema } from '@pulseboard/shared/contracts';
import { ValidationFailed } from '../../../lib/errors.js';
import { toCurrentUser } from '../../../lib/current-user.js';
import { messageSchema, unsafeRouteErrors, userEnvelopeSchema } from '../../schemas.js';

const RESET_LINK_SENT = 'If an account exists for that address, we have e-mailed a password reset link.';
const INVALID_RESET_TOKEN = 'This password reset token is invalid.';
/** Per client address: enough for a user who mistyped. */
const RESET_REQUESTS_PER_MINUTE = 6;
/** Per e-mail address, from anywhere: too few to flood someone's inbox. */
export const RESET_LINKS_PER_HOUR = 3;

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (the answer never reveals whether the account exists)',
        body: forgotPasswordSchema,
        response: { 200: z.object({ message: z.string() }), ...unsafeRouteErrors, 429: messageSchema },
      },
      preHandler: [
        app.rateLimit({ name: 'reset-mail-per-address', max: RESET_REQUESTS_PER_MINUTE, windowMs: 60_000 }),
        app.rateLimit({ name: 'reset-mail-per-email', max: RESET_LINKS_PER_HOUR, windowMs: 60 * 60_000, key: (request) => (request.body as { email: string }).email.toLowerCase() }),
      ],
    },
    async (request) => {
      await app.passwordResets.request(request.body.email);
      return { message: RESET_LINK_SENT };
    },
  );

  app.post(
    '/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with an e-mailed token; signs in and ends every other session',
        body: resetPasswordSchema,
        response: { 200: userEnvelopeSchema, ...unsafeRouteErrors },
      },
    },
    async (request, reply) => {
      const user = await app.passwordResets.reset(request.body);
      if (!user) throw new ValidationFailed({ email: [INVALID_RESET_TOKEN] });
      await app.sessions.endAllFor(user.id);
      await app.emailChanges.dropPending(user.id);
      await app.sessions.start(request, reply, user, { persistent: false });
      return { data: { user: toCurrentUser(user) } };
    },
  );
};

export default passwordRoutes;
