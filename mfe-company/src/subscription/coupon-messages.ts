import { ApiError, COUPON_BANNER_CODES, COUPON_TEXTS, failureMessage, type Coupon } from '@pulseboard/shared';

/** A coupon message as spec §8 has it: a success banner (code 200) or an error banner (code 500). */
export interface CouponMessage {
  code: (typeof COUPON_BANNER_CODES)[keyof typeof COUPON_BANNER_CODES];
  text: string;
}

export const couponActivated = (code: string): CouponMessage => ({ code: COUPON_BANNER_CODES.activated, text: COUPON_TEXTS.activated(code) });

/** Spec §5: a code is valid only if the answer's applied list holds it. */
export const couponInvalid = (code: string): CouponMessage => ({ code: COUPON_BANNER_CODES.invalid, text: COUPON_TEXTS.invalid(code) });

/** Removing a coupon reverses what it gave (spec §4): a discount from the next charge on, bonus dashboards at once. */
export const couponRemoved = (coupon: Coupon): CouponMessage => ({
  code: COUPON_BANNER_CODES.activated,
  text: `Code / Coupon ${coupon.code} removed: ${coupon.type === 'price.discount' ? 'its discount ends from the next charge on' : 'its bonus dashboards are no longer part of your plan'}.`,
});

/** Why a code was refused, in the server's words (invalid, not stackable); any other failure as every other failure. */
export function couponRefused(error: unknown): CouponMessage {
  const refusal = error instanceof ApiError ? error.fieldErrors.coupon?.[0] : undefined;
  return { code: COUPON_BANNER_CODES.invalid, text: refusal ?? failureMessage(error) };
}

/** A failed removal. */
export const couponNotRemoved = (error: unknown): CouponMessage => ({ code: COUPON_BANNER_CODES.invalid, text: failureMessage(error) });
