import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { socialProviderSchema } from '@pulseboard/shared/contracts';
import { SOCIAL_SWITCHES } from '../../../../../sandbox/social/index.js';
import { unsafeRouteErrors } from '../../../../schemas.js';

const switchValue = z.enum(SOCIAL_SWITCHES).nullable();
const switchesAnswer = z.object({ switches: z.object({ google: switchValue, facebook: switchValue, linkedin: switchValue }) });

/**
 * The sign-in fakes' switches (not a provider API), present only in sandbox
 * mode: a provider declines for everyone (as if the person cancelled), shares
 * no e-mail, an unconfirmed one, or fails at its token endpoint. No session:
 * like the fakes, it serves tests and demos of a sandbox install; it changes
 * the fakes only, never the product's data.
 */
const socialControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const social = app.sandbox?.social;
  if (!social) return;

  app.get('/', { schema: { tags: ['sandbox'], summary: "The sign-in fakes' switches", response: { 200: switchesAnswer } } }, async () => ({ switches: social.switches() }));

  app.post(
    '/',
    {
      config: { csrf: false },
      schema: {
        tags: ['sandbox'],
        summary: "Set a sign-in fake's switch: denied, no_email, unverified_email, error, or null to clear it",
        body: z.object({ provider: socialProviderSchema, switch: switchValue }).strict(),
        response: { 200: switchesAnswer, ...unsafeRouteErrors },
      },
    },
    async (request) => {
      social.setSwitch(request.body.provider, request.body.switch);
      return { switches: social.switches() };
    },
  );
};

export default socialControlRoutes;
