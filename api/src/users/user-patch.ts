import { isAdmin, type UserUpdate } from '@pulseboard/shared/contracts';
import type { User } from '../db/schema.js';
import { ValidationFailed, type FieldErrors } from '../lib/errors.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { isOwnFileUrl } from '../files/company-files.js';
import type { UserPatch } from './repository.js';

const ADMIN_ONLY = 'Only an admin may change this.';
const OWN_PASSWORD_ONLY = 'Only the user themself may change their password.';
const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
const OWN_EMAIL_ONLY = 'Only the user themself may change their e-mail address.';
const OWN_CONSENT_ONLY = 'Only the user themself may give or withdraw their consent.';
const FOREIGN_AVATAR = 'Upload the image first; only images uploaded to this company can be used.';

/** A consent keeps the moment it was first given; withdrawing it clears that moment. */
function consentAt(given: boolean | undefined, current: Date | null, now: Date): Date | null | undefined {
  if (given === undefined) return undefined;
  return given ? (current ?? now) : null;
}

/** Whether a consent sent differs from the one given or not (a form sends both as they are). */
const consentChanges = (given: boolean | undefined, current: Date | null): boolean => given !== undefined && given !== (current !== null);

/** A consent is the user's own to give or withdraw: another user sending a change of it is refused. */
function othersConsentErrors(input: UserUpdate, me: User, target: User): FieldErrors {
  if (target.id === me.id) return {};
  const errors: FieldErrors = {};
  if (consentChanges(input.terms_consent, target.termsConsentAt)) errors.terms_consent = [OWN_CONSENT_ONLY];
  if (consentChanges(input.age_consent, target.ageConsentAt)) errors.age_consent = [OWN_CONSENT_ONLY];
  return errors;
}

/** The fields a non-admin sent that only an admin may change, as 422 messages. */
function adminOnlyErrors(input: UserUpdate, me: User): FieldErrors {
  if (isAdmin(me)) return {};
  const errors: FieldErrors = {};
  if (input.role_name !== undefined) errors.role_name = [ADMIN_ONLY];
  if (input.can_create_automatic_reports !== undefined) errors.can_create_automatic_reports = [ADMIN_ONLY];
  return errors;
}

async function passwordHashOf(input: UserUpdate, me: User, target: User): Promise<string | undefined> {
  if (input.password === undefined) return undefined;
  if (target.id !== me.id) throw new ValidationFailed({ password: [OWN_PASSWORD_ONLY] });
  const current = input.current_password ?? '';
  if (!target.passwordHash || !(await verifyPassword(target.passwordHash, current))) throw new ValidationFailed({ current_password: [WRONG_CURRENT_PASSWORD] });
  return hashPassword(input.password);
}

/** The new address asked for, when it differs from the user's (case aside); the change waits for its confirmation link. */
export const emailChangeOf = (input: UserUpdate, target: User): string | null => (input.email !== undefined && input.email.toLowerCase() !== target.email.toLowerCase() ? input.email : null);

/**
 * What a PUT /api/users/{id} changes, once the caller may touch `target` at
 * all: 422 on a field the caller may not change, and on a wrong current
 * password. Nothing is stored here.
 */
export async function userPatchOf(input: UserUpdate, { me, target }: { me: User; target: User }): Promise<UserPatch> {
  const refused = { ...adminOnlyErrors(input, me), ...othersConsentErrors(input, me, target) };
  if (emailChangeOf(input, target) !== null && target.id !== me.id) refused.email = [OWN_EMAIL_ONLY];
  if (input.avatar && !isOwnFileUrl(target.companyId, input.avatar)) refused.avatar = [FOREIGN_AVATAR];
  if (Object.keys(refused).length) throw new ValidationFailed(refused);
  const now = new Date();
  const patch: UserPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.avatar !== undefined) patch.avatar = input.avatar;
  const terms = consentAt(input.terms_consent, target.termsConsentAt, now);
  if (terms !== undefined) patch.termsConsentAt = terms;
  const age = consentAt(input.age_consent, target.ageConsentAt, now);
  if (age !== undefined) patch.ageConsentAt = age;
  if (input.role_name !== undefined) patch.roleName = input.role_name;
  if (input.can_create_automatic_reports !== undefined) patch.canCreateReports = input.can_create_automatic_reports;
  const passwordHash = await passwordHashOf(input, me, target);
  if (passwordHash) patch.passwordHash = passwordHash;
  return patch;
}
