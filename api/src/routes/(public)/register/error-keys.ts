import { REGISTRATION_ERROR_KEYS, type RegistrationErrorKey } from '@pulseboard/shared/contracts';

/**
 * The registration form shows errors under a fixed set of keys (spec §5); a
 * bad coupon list belongs to "coupon", any other field to "general".
 */
export function registrationErrorKey(field: string): RegistrationErrorKey {
  if ((REGISTRATION_ERROR_KEYS as readonly string[]).includes(field)) return field as RegistrationErrorKey;
  return field === 'coupons' || field.startsWith('coupons.') ? 'coupon' : 'general';
}
