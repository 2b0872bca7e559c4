import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REGISTRATION_ERROR_KEYS, currentUserSchema, registrationSchema, type RegistrationErrorKey } from '@pulseboard/shared/contracts';
import { toCurrentUser } from '../../../lib/current-user.js';
import { messageSchema, unsafeRouteErrors } from '../../schemas.js';

/** Where a new account continues: the onboarding intro. */
const AFTER_REGISTRATION = '/intro';

/**
 * The registration form shows errors under a fixed set of keys (spec §5); a
 * bad coupon list belongs to "coupon", any other field to "general".
 */
function registrationErrorKey(field: string): RegistrationErrorKey {
  if ((REGISTRATION_ERROR_KEYS as readonly string[]).includes(field)) return field as RegistrationErrorKey;
  return field === 'coupons' || field.startsWith('coupons.') ? 'coupon' : 'general';
}

const registerRoute: FastifyPluginAsyncZod = async (app) => {
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
