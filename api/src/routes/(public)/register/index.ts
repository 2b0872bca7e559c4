import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema, registrationSchema } from '@pulseboard/shared/contracts';
import { toCurrentUser } from '../../../lib/current-user.js';
import { messageSchema, unsafeRouteErrors } from '../../schemas.js';
import { registrationErrorKey } from './error-keys.js';
import socialRegistrationRoutes from './social.js';

/** Where a new account continues: the onboarding intro. */
const AFTER_REGISTRATION = '/intro';

const registerRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(socialRegistrationRoutes);
  app.post(
    '/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a company on a trial with its first (admin) user, and sign in',
        description: 'Accepts JSON or an urlencoded form. 422 errors are keyed by name, email, password, password_confirmation, terms_consent, age_consent, coupon, general.',
        body: registrationSchema,
        response: {
          201: z.object({ data: z.object({ user: currentUserSchema, redirect: z.string() }) }),
          ...unsafeRouteErrors,
          429: messageSchema,
        },
      },
      config: { errorKey: registrationErrorKey },
      preHandler: app.rateLimit({ name: 'register-per-address', max: app.config.rateLimit.registerMax, windowMs: 60 * 60_000 }),
    },
    async (request, reply) => {
      const user = await app.accounts.register(request.body);
      await app.sessions.start(request, reply, user, { persistent: true });
      return reply.code(201).send({ data: { user: toCurrentUser(user), redirect: AFTER_REGISTRATION } });
    },
  );
};

export default registerRoute;
