import * as z from './zod.js';

export const ADMIN_ROLE_NAME = 'admin';

export const onboardingFlowSchema = z.enum(['dashboard', 'mc']);
export type OnboardingFlow = z.infer<typeof onboardingFlowSchema>;

/** The signed-in user as the browser sees it (spec §3, current user). */
export const currentUserSchema = z.object({
  id: z.number().check(z.int()),
  userId: z.number().check(z.int()),
  name: z.string(),
  role: z.number().check(z.int()),
  roleName: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
  creator: z.boolean(),
  companyId: z.number().check(z.int()),
  termsConsent: z.boolean(),
  ageConsent: z.boolean(),
  /** Whether this user may schedule automatic reports: admins always, members when an admin allows it. */
  canCreateAutomaticReports: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const isAdmin = (user: Pick<CurrentUser, 'roleName'> | null | undefined): boolean => user?.roleName === ADMIN_ROLE_NAME;

export const hasBothConsents = (user: Pick<CurrentUser, 'termsConsent' | 'ageConsent'>): boolean => user.termsConsent && user.ageConsent;
