import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest, COUPON_TEXTS, couponProblem, sameCouponCode, type Coupon } from '@pulseboard/shared';

/** Spec §8, checkout messages: any failed lookup says "not valid", a stacking refusal says so. */
function lookupFailure(error: unknown): string {
  if (error instanceof ApiError && error.fieldErrors.coupon?.[0] === COUPON_TEXTS.notStackable) return COUPON_TEXTS.notStackable;
  return COUPON_TEXTS.notValid;
}

async function lookUp(code: string, applied: readonly Coupon[], email?: string): Promise<Coupon> {
  const query = new URLSearchParams();
  if (email) query.set('email', email);
  for (const coupon of applied) query.append('applied', coupon.code);
  const suffix = query.size ? `?${query.toString()}` : '';
  return (await apiRequest<{ data: Coupon }>(`/api/coupons/${encodeURIComponent(code.trim())}${suffix}`)).data;
}

export interface RegistrationCoupons {
  applied: Coupon[];
  /** The code being checked, while it is. */
  checking: string | null;
  message: string | null;
  isApplied(code: string): boolean;
  /** Checks a typed code with the form's e-mail and applies it when the server says it is valid (spec §5). */
  apply(code: string, email: string): Promise<void>;
  remove(code: string): void;
}

/**
 * The coupons of a registration: the link's codes checked on load (without
 * an e-mail, spec §7), the typed ones with the form's e-mail. A coupon is
 * applied only once the server answered it, never twice (case-insensitive).
 */
export function useRegistrationCoupons(fromLink: readonly string[]): RegistrationCoupons {
  const [applied, setApplied] = useState<Coupon[]>([]);
  const [checking, setChecking] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const appliedRef = useRef<Coupon[]>([]);

  const add = useCallback(async (code: string, email?: string) => {
    const current = appliedRef.current;
    if (current.some((coupon) => sameCouponCode(coupon.code, code))) return;
    setChecking(code);
    setMessage(null);
    try {
      const coupon = await lookUp(code, current, email);
      // The answer is checked against what is applied by now, by the same rules the server used. A duplicate is
      // the same code answered twice (React runs the link's check twice in development): it is applied already.
      const problem = couponProblem(appliedRef.current, coupon);
      if (problem === 'not_stackable') setMessage(COUPON_TEXTS.notStackable);
      if (problem === null) {
        appliedRef.current = [...appliedRef.current, coupon];
        setApplied(appliedRef.current);
      }
    } catch (error) {
      setMessage(lookupFailure(error));
    } finally {
      setChecking(null);
    }
  }, []);

  const linkCodes = fromLink.join('\n');
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      for (const code of linkCodes.split('\n').filter(Boolean)) {
        if (cancelled) return;
        await add(code);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [linkCodes, add]);

  return {
    applied,
    checking,
    message,
    isApplied: (code) => applied.some((coupon) => sameCouponCode(coupon.code, code)),
    apply: (code, email) => add(code, email || undefined),
    remove: (code) => {
      appliedRef.current = appliedRef.current.filter((coupon) => !sameCouponCode(coupon.code, code));
      setApplied(appliedRef.current);
      setMessage(null);
    },
  };
}
