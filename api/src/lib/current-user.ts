import { ROLE_IDS, type CurrentUser } from '@pulseboard/shared/contracts';
import type { User } from '../db/schema.js';
import { mayCreateAutomaticReports } from '../users/repository.js';

export function toCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    userId: user.id,
    name: user.name,
    role: ROLE_IDS[user.roleName],
    roleName: user.roleName,
    email: user.email,
    avatar: user.avatar,
    creator: user.creator,
    companyId: user.companyId,
    termsConsent: user.termsConsentAt !== null,
    ageConsent: user.ageConsentAt !== null,
    canCreateAutomaticReports: mayCreateAutomaticReports(user),
  };
}
