import * as z from './zod.js';
import { onboardingFlowSchema, type OnboardingFlow } from './user.js';

const roleSchema = z.enum(['agency', 'in_house', 'freelancer', 'other']);

/** Answers of the intro questionnaire; `source` picks the onboarding flow. */
export const questionnaireSchema = z.object({
  source: onboardingFlowSchema,
  role: z.optional(roleSchema),
  clients: z.optional(z.enum(['1-5', '6-20', '21-50', '50+'])),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/** The questionnaire as a form asks it: the role's select offers "" for no answer, which is sent as none. */
export const questionnaireFormSchema = z.extend(questionnaireSchema, {
  role: z.pipe(
    z.union([z.literal(''), roleSchema]),
    z.transform((role) => role || undefined),
  ),
});

/** The call that submits "other data" with the onboarding step (spec §7, onboarding). */
export const onboardingUpdateSchema = z
  .object({
    onboarding: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
    questionnaire: z.optional(questionnaireSchema),
  })
  .check(
    z.refine((value) => value.onboarding !== undefined || value.questionnaire !== undefined, {
      message: 'Nothing to update.',
      path: ['onboarding'],
    }),
  );
export type OnboardingUpdate = z.infer<typeof onboardingUpdateSchema>;

/**
 * Entries of each onboarding flow (spec §4): a user at or beyond this step has
 * finished it. An invited teammate joins a workspace that is set up already,
 * so they start there.
 */
export const ONBOARDING_ENTRIES = { dashboard: 6, mc: 5 } as const satisfies Record<OnboardingFlow, number>;
