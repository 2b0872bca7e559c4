import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema } from '@pulseboard/shared/contracts';
import { ValidationFailed } from '../../lib/errors.js';
import { toCurrentUser } from '../../lib/current-user.js';
import { messageSchema, unsafeRouteErrors, userEnvelopeSchema } from '../schemas.js';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';

const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in on a new session',
        description: 'Wrong credentials answer 422 (never 401: the browser reloads on 401).',
        body: loginSchema,
        response: { 200: userEnvelopeSchema, ...unsafeRouteErrors, 429: messageSchema },
      },
      config: {
        // Counted per address and e-mail once the body is parsed, so one attacker cannot lock everyone out.
        rateLimit: {
          max: app.config.rateLimit.loginMax,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      const user = await app.accounts.verifyCredentials(request.body.email, request.body.password);
      if (!user) throw new ValidationFailed({ email: [BAD_CREDENTIALS] });
      await app.sessions.start(request, reply, user, { persistent: request.body.remember ?? false });
      return { data: { user: toCurrentUser(user) } };
    },
  );
};

export default loginRoute;
