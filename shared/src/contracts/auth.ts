import * as z from './zod.js';
import { MAX_PAID_DASHBOARDS, planDashboardsField } from './billing.js';
import { onboardingFlowSchema } from './user.js';

export const PASSWORD_MIN_LENGTH = 8;
export const MINIMUM_AGE = 16;
export const DEFAULT_REGISTRATION_DASHBOARDS = 25;
/**
 * Dashboards a trial may use, whatever the registration asked for: the
 * number asked is kept as the plan to subscribe to, not granted for free.
 */
export const TRIAL_DASHBOARD_ALLOWANCE = 25;

/** Every key a registration 422 may carry (spec §5). */
export const REGISTRATION_ERROR_KEYS = ['name', 'email', 'password', 'password_confirmation', 'terms_consent', 'age_consent', 'coupon', 'general'] as const;
export type RegistrationErrorKey = (typeof REGISTRATION_ERROR_KEYS)[number];

/** A checkbox posted as a form field arrives as "1", "on", "true" or a boolean. */
const accepted = z.pipe(
  z.optional(z.union([z.boolean(), z.string(), z.number()])),
  z.transform((value) => value === true || value === 1 || value === '1' || value === 'on' || value === 'true'),
);

/** coupons travel as a JSON list of code strings (spec §3). */
const couponList = z.pipe(
  z.optional(z.union([z.array(z.string()), z.string()])),
  z.transform((value, ctx) => {
    if (value === undefined || value === '') return [] as string[];
    if (Array.isArray(value)) return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) return parsed as string[];
    } catch {
      /* reported below */
    }
    ctx.issues.push({ code: 'custom', message: 'The coupons must be a list of codes.', input: value });
    return z.NEVER;
  }),
);

/** A person's name, as registration and an invitation take it. */
export const personNameSchema = z
  .string({ error: 'The name field is required.' })
  .check(z.trim(), z.minLength(1, 'The name field is required.'), z.maxLength(255, 'The name may not be longer than 255 characters.'));

/** An e-mail address a person will sign in with. */
export const emailAddressSchema = z.pipe(
  z.string({ error: 'The email field is required.' }).check(z.trim(), z.minLength(1, 'The email field is required.'), z.maxLength(255, 'The email may not be longer than 255 characters.')),
  z.email({ error: 'The email must be a valid email address.' }),
);

/** A new password is typed twice; a mismatch is told under the confirmation, where the user retypes it. */
export function confirmationMatches(value: { password: string; password_confirmation: string }, ctx: z.RefinementCtx): void {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'The password confirmation does not match.' });
  }
}

/**
 * What every way of registering posts besides the account itself: the two
 * consents, and the plan the link asked for (spec §3, §7). POST /register and
 * POST /register/{provider} share them.
 */
export const registrationPlanFields = {
  terms_consent: accepted.check(z.refine((value) => value, 'You must accept the terms and conditions.')),
  age_consent: accepted.check(z.refine((value) => value, `You must confirm that you are ${MINIMUM_AGE} or older.`)),
  coupons: couponList,
  dashboards: z._default(z.optional(planDashboardsField), DEFAULT_REGISTRATION_DASHBOARDS),
  cid: z.optional(z.string().check(z.maxLength(255))),
  flow: z.pipe(
    z.optional(z.union([onboardingFlowSchema, z.literal('')])),
    z.transform((v) => (v ? v : undefined)),
  ),
  interval: z._default(z.optional(z.pipe(z.coerce.number(), z.union([z.literal(1), z.literal(12)]))), 1),
};

/**
 * POST /register. Field names are the spec's; rules are checked here so the
 * browser form and the API agree on them.
 */
export const registrationSchema = z
  .object({
    name: personNameSchema,
    email: emailAddressSchema,
    password: z
      .string({ error: 'The password field is required.' })
      .check(z.minLength(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`), z.maxLength(200, 'The password may not be longer than 200 characters.')),
    password_confirmation: z
      .string({ error: 'The password confirmation field is required.' })
      .check(z.minLength(PASSWORD_MIN_LENGTH, `The password confirmation must be at least ${PASSWORD_MIN_LENGTH} characters.`)),
    ...registrationPlanFields,
  })
  .check(z.superRefine(confirmationMatches));
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** Bounded like registration's fields: limits are keyed by the e-mail, and a password is hashed (argon2) whatever its length. */
export const loginSchema = z.object({
  email: z.string({ error: 'The email field is required.' }).check(z.trim(), z.minLength(1, 'The email field is required.'), z.maxLength(255, 'The email may not be longer than 255 characters.')),
  password: z.string({ error: 'The password field is required.' }).check(z.minLength(1, 'The password field is required.'), z.maxLength(200, 'The password may not be longer than 200 characters.')),
  remember: z.optional(z.boolean()),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailAddressSchema });

export const resetPasswordSchema = z
  .object({
    token: z.string().check(z.minLength(1)),
    email: z.pipe(z.string().check(z.trim(), z.maxLength(255, 'The email may not be longer than 255 characters.')), z.email({ error: 'The email must be a valid email address.' })),
    password: z
      .string()
      .check(z.minLength(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`), z.maxLength(200, 'The password may not be longer than 200 characters.')),
    password_confirmation: z.string().check(z.maxLength(200)),
  })
  .check(z.superRefine(confirmationMatches));
export type PasswordReset = z.output<typeof resetPasswordSchema>;

const TRUTHY = new Set(['1', 'true', 'yes', 'on']);

/**
 * Query values the registration screen reads (spec §2), as a link may carry
 * them: source (dashboard or mc, else none), dashboards (default 25, the
 * registration's own bounds, nonsense falling back to the default), annual
 * (truthy means 12 months) and coupons (repeated or comma-separated, each
 * once). Nothing in it is refused: a bad value is read as its default.
 */
export const registrationQuerySchema = z.pipe(
  z.object({
    source: z.catch(z.optional(onboardingFlowSchema), undefined),
    dashboards: z._default(z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAID_DASHBOARDS)), DEFAULT_REGISTRATION_DASHBOARDS), DEFAULT_REGISTRATION_DASHBOARDS),
    annual: z.catch(z.optional(z.string()), undefined),
    coupons: z._default(z.catch(z.array(z.string()), []), []),
  }),
  z.transform(({ source, dashboards, annual, coupons }) => ({
    flow: source,
    dashboards,
    interval: (TRUTHY.has((annual ?? '').toLowerCase()) ? 12 : 1) as 1 | 12,
    coupons: [
      ...new Set(
        coupons
          .flatMap((value) => value.split(','))
          .map((code) => code.trim())
          .filter(Boolean),
      ),
    ],
  })),
);
export type RegistrationQuery = z.output<typeof registrationQuerySchema>;
