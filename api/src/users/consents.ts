import { hasBothConsents } from '@pulseboard/shared/contracts';
import type { User } from '../db/schema.js';

/** Spec §2 guard 2 on a stored user: the rule the browser's guard applies to the same user. */
export const hasConsented = (user: User): boolean => hasBothConsents({ termsConsent: user.termsConsentAt !== null, ageConsent: user.ageConsentAt !== null });

/**
 * Whether the signed-in user views the company's dashboards as a member: one who has not given both
 * consents is limited to their user page and the subscription page, so sees only what the public sees.
 */
export const viewsAsMember = (user: User | null | undefined, companyId: number): boolean => !!user && user.companyId === companyId && hasConsented(user);
