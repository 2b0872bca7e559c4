import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema } from '@pulseboard/shared/contracts';
import { HttpError, ValidationFailed } from '../../../lib/errors.js';
import { toCurrentUser } from '../../../lib/current-user.js';
import { clientOf } from '../../../lib/client-address-key.js';
import { lockoutKeys } from '../../../plugins/app/password-lockout.js';
import { waitText } from '../../../plugins/external/rate-limit.js';
import { messageSchema, unsafeRouteErrors, userEnvelopeSchema } from '../../schemas.js';
import socialLoginRoutes from './social.js';

const BAD_CREDENTIALS = 'These credentials do not match our records.';

const accountLockedMessage = (ms: number) => `Too many failed sign-ins for this account. Please try again in ${waitText(ms)}.`;

/**
 * Three limits, all held in PostgreSQL across instances: per address and
 * e-mail (a mistyping user is told quickly), per address over all e-mails
 * (one client spraying many accounts), and per account with a growing wait
 * (many clients guessing one account's password).
 */
const loginRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(socialLoginRoutes);
  const { loginMax, loginAddressMax } = app.config.rateLimit;
  app.post(
    '/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in on a new session',
        description:
          'Wrong credentials answer 422 (never 401: the browser reloads on 401). 429 with Retry-After: too many attempts from this address, ' +
          'or an account locked for a while after repeated failures (the wait doubles with each further failure, up to 15 minutes).',
        body: loginSchema,
        response: { 200: userEnvelopeSchema, ...unsafeRouteErrors, 429: messageSchema },
      },
      preHandler: [
        app.rateLimit({ name: 'login-per-address', max: loginAddressMax, windowMs: 15 * 60_000 }),
        app.rateLimit({ name: 'login-per-address-and-email', max: loginMax, windowMs: 60_000, key: (request) => `${clientOf(request)}|${(request.body as { email: string }).email.toLowerCase()}` }),
      ],
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const wait = await app.passwordLockout.waitFor(lockoutKeys.account(email));
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw new HttpError(429, accountLockedMessage(wait));
      }
      const user = await app.accounts.verifyCredentials(email, password);
      if (!user) {
        await app.passwordLockout.failed(lockoutKeys.account(email));
        throw new ValidationFailed({ email: [BAD_CREDENTIALS] });
      }
      await app.passwordLockout.succeeded(lockoutKeys.account(email));
      await app.sessions.start(request, reply, user, { persistent: request.body.remember ?? false });
      return { data: { user: toCurrentUser(user) } };
    },
  );
};

export default loginRoute;
