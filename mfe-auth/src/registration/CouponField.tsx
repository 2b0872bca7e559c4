import { useId, useState } from 'react';
import { Button, couponBenefit, FieldFrame, fieldErrorId } from '@pulseboard/shared';
import type { RegistrationCoupons } from './registration-coupons.js';
import styles from './Registration.module.css';

/**
 * The coupon entry of the registration (spec §4, §5): Apply is disabled while
 * a code is checked and for a code already applied; each applied coupon can
 * be removed, which takes its discount back.
 */
export function CouponField({ coupons, email }: { coupons: RegistrationCoupons; email: string }) {
  const [code, setCode] = useState('');
  const inputId = useId();
  const typed = code.trim();
  const disabled = typed === '' || coupons.checking !== null || coupons.isApplied(typed);

  async function apply() {
    await coupons.apply(typed, email);
    setCode('');
  }

  return (
    <div className={styles.coupons}>
      {/* The kit's frame for the label and the announced message under the field; Apply sits beside the input. */}
      <FieldFrame inputId={inputId} label="Code / Coupon" error={coupons.message ?? undefined}>
        <div className={styles.couponEntry}>
          <input
            id={inputId}
            className={styles.couponInput}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                if (!disabled) void apply();
              }
            }}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={coupons.message ? fieldErrorId(inputId) : undefined}
            aria-invalid={coupons.message ? true : undefined}
          />
          <Button type="button" variant="secondary" disabled={disabled} onClick={() => void apply()}>
            {coupons.checking ? 'Checking…' : 'Apply'}
          </Button>
        </div>
      </FieldFrame>
      {coupons.applied.length ? (
        <ul className={styles.appliedCoupons} aria-label="Applied coupons">
          {coupons.applied.map((coupon) => (
            <li key={coupon.code}>
              <span>
                <strong>{coupon.code}</strong> {coupon.name}: {couponBenefit(coupon)}
              </span>
              <Button type="button" variant="ghost" aria-label={`Remove the coupon ${coupon.code}`} onClick={() => coupons.remove(coupon.code)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
