import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboardingFlowSchema, onboardingUpdateSchema, questionnaireSchema, type OnboardingUpdate } from '@pulseboard/shared/contracts';
import type { User } from '../../../../db/schema.js';
import { signedInUser } from '../../../../plugins/app/authenticate.js';
import type { UserPatch } from '../../../../users/repository.js';
import { signedInRouteErrors } from '../../../schemas.js';

const onboardingStateSchema = z.object({
  onboarding: z.number().int(),
  flow: z.nullable(onboardingFlowSchema),
  questionnaire: z.nullable(questionnaireSchema),
});

/**
 * Spec §4: the questionnaire picks the flow and passes the intro (step 0 to 1);
 * once past the intro a step never moves backwards.
 */
function toPatch(input: OnboardingUpdate, user: User): UserPatch {
  const patch: UserPatch = {};
  let step = user.onboarding;
  if (input.questionnaire) {
    patch.questionnaire = input.questionnaire;
    patch.flow = input.questionnaire.source;
    if (step === 0) step = 1;
  }
  if (input.onboarding !== undefined && (step === 0 || input.onboarding > step)) step = input.onboarding;
  if (step !== user.onboarding) patch.onboarding = step;
  return patch;
}

const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      schema: {
        tags: ['onboarding'],
        summary: "Save the signed-in user's onboarding step and/or intro questionnaire",
        body: onboardingUpdateSchema,
        response: { 200: z.object({ data: onboardingStateSchema }), ...signedInRouteErrors },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const patch = toPatch(request.body, me);
      const user = Object.keys(patch).length ? await app.users.update(me.id, patch) : me;
      return { data: { onboarding: user.onboarding, flow: user.flow, questionnaire: user.questionnaire } };
    },
  );
};

export default onboardingRoutes;
