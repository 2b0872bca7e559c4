import * as z from './zod.js';
import { emailAddressSchema, registrationPlanFields } from './auth.js';

/** The providers a person may register and sign in with (spec §1). */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'linkedin'] as const;
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS, { error: 'The provider must be google, facebook or linkedin.' });
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', linkedin: 'LinkedIn' };

/** The modal the registration screen's social buttons open first (spec §2). */
export const SOCIAL_CONSENT_MODAL_TITLE = 'Please confirm checkboxes to proceed';

/** POST /register/{provider}: the consents and the plan values (spec §7); the account itself comes from the provider. */
export const socialRegistrationSchema = z.object(registrationPlanFields);
export type SocialRegistrationInput = z.input<typeof socialRegistrationSchema>;
export type SocialRegistration = z.output<typeof socialRegistrationSchema>;

/** The consent modal's two boxes (spec §2): the consents of POST /register/{provider}. */
export const socialConsentsSchema = z.pick(socialRegistrationSchema, { terms_consent: true, age_consent: true });
export type SocialConsentsInput = z.input<typeof socialConsentsSchema>;
export type SocialConsents = z.output<typeof socialConsentsSchema>;

/** POST /register/{provider}, POST /login/{provider} and POST /api/users/{id}/identities/{provider} answer where to send the browser: the provider's page. */
export const providerRedirectSchema = z.object({ data: z.object({ redirect: z.string() }) });
export type ProviderRedirect = z.infer<typeof providerRedirectSchema>;

/** POST /register/social/email: the address for an account whose provider shared none (or an unconfirmed one). */
export const socialEmailSchema = z.object({ email: emailAddressSchema });
export type SocialEmailInput = z.input<typeof socialEmailSchema>;

/** GET /api/sign-in/providers: the providers this server offers (its client ids are set, or the sandbox serves their fakes). */
export const signInProvidersSchema = z.object({ data: z.array(z.object({ provider: socialProviderSchema, label: z.string() })) });
export type SignInProviders = z.infer<typeof signInProvidersSchema>;

/** One way a user signs in besides a password. */
export const linkedIdentitySchema = z.object({
  provider: socialProviderSchema,
  /** The e-mail the provider gave when it was linked, if any. */
  email: z.nullable(z.string()),
  linkedAt: z.string(),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

/** GET /api/users/{id}/identities (the user themself only). */
export const linkedIdentitiesSchema = z.object({
  data: z.object({
    identities: z.array(linkedIdentitySchema),
    /** Without a password, the last linked provider cannot be unlinked. */
    hasPassword: z.boolean(),
  }),
});
export type LinkedIdentities = z.infer<typeof linkedIdentitiesSchema>['data'];

/** Where a user's linked providers are read, linked and unlinked. */
export const linkedIdentitiesPath = (userId: number): string => `/api/users/${userId}/identities`;

/**
 * How a provider round trip ended, carried back to the page it started from
 * as `?social=<outcome>&provider=<provider>` (a code, so a link cannot put
 * words of its own on the page). The screens show SOCIAL_OUTCOME_TEXTS.
 */
export const SOCIAL_OUTCOMES = ['declined', 'failed', 'expired', 'verify_first', 'no_account', 'email_needed', 'linked', 'linked_elsewhere', 'invalid_link', 'invited'] as const;
export const socialOutcomeSchema = z.enum(SOCIAL_OUTCOMES);
export type SocialOutcome = z.infer<typeof socialOutcomeSchema>;

export const SOCIAL_OUTCOME_TEXTS: Record<SocialOutcome, (label: string) => string> = {
  declined: (label) => `You cancelled the ${label} sign-in. Nothing was changed.`,
  failed: (label) => `${label} sign-in did not complete. Please try again.`,
  expired: (label) => `The ${label} sign-in took too long or was already used. Please try again.`,
  verify_first: (label) => `An account with this e-mail address already exists. Log in with your password, then connect ${label} from your user page.`,
  no_account: (label) => `No account uses this ${label} sign-in yet. Register first: tick both consents and choose ${label} again.`,
  email_needed: (label) => `${label} did not share a confirmed e-mail address. Enter the address for your account: we will send it a link to confirm.`,
  linked: (label) => `${label} is connected: you can log in with it.`,
  linked_elsewhere: (label) => `This ${label} account is already connected to another user.`,
  invalid_link: () => 'This confirmation link is invalid or has expired. Please register again.',
  invited: () => 'This address has an invitation to a team waiting. Open the invitation link from your e-mail to join it.',
};

/** The answer to POST /register/social/email: the link is on its way. */
export const socialEmailSentText = (email: string) => `We sent a confirmation link to ${email}. Open it to finish creating your account.`;

/** Why DELETE /api/users/{id}/identities/{provider} is refused (422 under "provider"). */
export const LAST_SIGN_IN_METHOD_TEXT = 'This is your only way to log in. Set a password (Forgot your password? on the login page) or connect another provider first.';
