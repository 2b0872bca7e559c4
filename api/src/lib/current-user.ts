import type { CurrentUser } from '@pulseboard/shared/contracts';
import type { RoleName, User } from '../db/schema.js';

/** The numeric role ids the browser has always seen next to the role name. */
const ROLE_IDS: Record<RoleName, number> = { admin: 1, member: 2 };

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
  };
}
