import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerRedirectSchema, socialEmailSchema, socialProviderSchema, socialRegistrationSchema } from '@pulseboard/shared/contracts';
import { messageSchema, unsafeRouteErrors } from '../../schemas.js';
import { registrationErrorKey } from './error-keys.js';

const providerParams = z.object({ provider: socialProviderSchema });

/** What providers send back: the code and state, or an error (RFC 6749 §4.1.2), with each provider's extras ignored. */
const callbackQuery = z
  .object({
    code: z.string().max(2048).optional(),
    state: z.string().max(512).optional(),
    error: z.string().max(256).optional(),
  })
  .passthrough();

/**
 * Registration through Google, Facebook or LinkedIn (spec §2, §7). The
 * registration screen posts the consents and the plan, and sends the browser
 * to the provider's page this answers; the provider comes back to the
 * callback, which creates the account (or signs in, or asks for an e-mail)
 * and redirects to where the person goes next.
 */
const socialRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start registering through a provider: both consents and the plan values; answers the provider page to send the browser to',
        description: '422 errors are keyed by terms_consent, age_consent, coupon, general. 404: the provider is not offered here.',
        params: providerParams,
        body: socialRegistrationSchema,
        response: { 200: providerRedirectSchema, ...unsafeRouteErrors, 404: messageSchema, 429: messageSchema },
      },
      config: { errorKey: registrationErrorKey },
      preHandler: app.rateLimit({ name: 'social-start-per-address', max: app.config.rateLimit.registerMax * 10, windowMs: 60 * 60_000 }),
    },
    async (request, reply) => {
      const intent = await app.signIn.registrationIntent(request.body);
      return { data: { redirect: await app.signIn.start(request, reply, request.params.provider, intent) } };
    },
  );

  app.get(
    '/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: "The provider's redirect back: signs in, registers, links, or returns to the start page with ?social=<outcome>&provider=<provider>",
        params: providerParams,
        querystring: callbackQuery,
        response: { 302: z.null() },
      },
    },
    async (request, reply) => reply.redirect(await app.signIn.complete(request, reply, request.params.provider, request.query), 302),
  );

  app.post(
    '/social/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'The e-mail address of a registration whose provider shared no confirmed one: a confirmation link is mailed to it',
        description: '422 under email (not an address, or taken) or general (no registration waits in this browser).',
        body: socialEmailSchema,
        response: { 202: messageSchema, ...unsafeRouteErrors, 429: messageSchema },
      },
      preHandler: app.rateLimit({ name: 'social-email-per-address', max: app.config.rateLimit.registerMax, windowMs: 60 * 60_000 }),
    },
    async (request, reply) => reply.code(202).send({ message: await app.signIn.requestEmailConfirmation(request, request.body.email) }),
  );

  app.get(
    '/social/confirm/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'The link mailed for a registration through a provider: creates the account and signs it in, or returns to registration saying the link is invalid',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 302: z.null() },
      },
    },
    async (request, reply) => reply.redirect(await app.signIn.confirmEmail(request, reply, request.params.token), 302),
  );
};

export default socialRegistrationRoutes;
