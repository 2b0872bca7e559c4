import { useState } from 'react';
import {
  Alert,
  Button,
  companyCouponRequestSchema,
  COUPON_BANNER_CODES,
  couponBenefit,
  formatDollars,
  Form,
  FormTextField,
  sameCouponCode,
  SubmitButton,
  useConfirm,
  useContractForm,
  useWatch,
  type AppliedCoupons,
  type Coupon,
  type z,
} from '@pulseboard/shared';
import { applyCoupon, removeCoupon } from './api.js';
import { couponActivated, couponInvalid, couponNotRemoved, couponRefused, couponRemoved, type CouponMessage } from './coupon-messages.js';

import styles from './Subscription.module.css';

type CouponForm = z.input<typeof companyCouponRequestSchema>;

/** The banner of the last coupon action, carrying its spec §8 code. */
function CouponBanner({ message }: { message: CouponMessage }) {
  return (
    <div data-banner-code={message.code}>
      <Alert level={message.code === COUPON_BANNER_CODES.activated ? 'success' : 'error'}>{message.text}</Alert>
    </div>
  );
}

/**
 * The company's coupons (spec §4, §5): a code is checked by the server and
 * joins the applied list, or the server says why not; Apply is disabled while
 * a code is being checked and for a code already applied (in any case).
 * Removing a coupon reverses what it gave.
 */
export function Coupons({ coupons, onChange }: { coupons: AppliedCoupons; onChange: (coupons: AppliedCoupons) => void }) {
  const form = useContractForm(companyCouponRequestSchema, { defaultValues: { coupon: '' } });
  const typed = useWatch({ control: form.control, name: 'coupon' }) ?? '';
  const alreadyApplied = coupons.applied.find((coupon) => typed.trim() !== '' && sameCouponCode(coupon.code, typed));
  const [message, setMessage] = useState<CouponMessage | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  // Refusals are the coupon banner's to show (spec §8), not a field error: the submit itself always succeeds.
  async function apply({ coupon }: { coupon: string }) {
    setMessage(null);
    try {
      const next = await applyCoupon(coupon);
      onChange(next);
      if (!next.applied.some((applied) => sameCouponCode(applied.code, coupon))) {
        setMessage(couponInvalid(coupon));
        return;
      }
      form.reset({ coupon: '' });
      setMessage(couponActivated(coupon));
    } catch (error) {
      setMessage(couponRefused(error));
    }
  }

  async function remove(coupon: Coupon) {
    const answer = await confirm({
      title: `Remove the coupon ${coupon.code}?`,
      description: `${coupon.name}: ${couponBenefit(coupon)}. A code that has expired or been used up cannot be applied again.`,
      submitLabel: 'Remove',
      danger: true,
    });
    if (!answer) return;
    setMessage(null);
    setRemoving(coupon.code);
    try {
      onChange(await removeCoupon(coupon.code));
      setMessage(couponRemoved(coupon));
    } catch (error) {
      setMessage(couponNotRemoved(error));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <>
      {message ? <CouponBanner message={message} /> : null}
      <Form form={form} onSubmit={apply} aria-label="Apply a coupon" className={styles.couponForm}>
        <FormTextField<CouponForm> name="coupon" label="Code / Coupon" autoComplete="off" spellCheck={false} />
        <SubmitButton variant="secondary" disabled={alreadyApplied !== undefined} pendingLabel="Checking…">
          Apply
        </SubmitButton>
      </Form>
      {alreadyApplied ? <p className={styles.hint}>{alreadyApplied.code} is applied already.</p> : null}
      {coupons.applied.length === 0 ? (
        <p className={styles.hint}>No coupon is applied.</p>
      ) : (
        <ul className={styles.coupons} aria-label="Applied coupons">
          {coupons.applied.map((coupon) => (
            <li key={coupon.code} className={styles.coupon}>
              <div>
                <span className={styles.couponName}>{coupon.name}</span> <code className={styles.couponCode}>{coupon.code}</code>
                <div className={styles.couponBenefit}>{couponBenefit(coupon)}</div>
              </div>
              <Button variant="ghost" aria-label={`Remove the coupon ${coupon.code}`} disabled={removing === coupon.code} onClick={() => void remove(coupon)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {coupons.discount > 0 ? <p className={styles.discount}>Discount: {formatDollars(coupons.discount)} off each dashboard</p> : null}
      {dialog}
    </>
  );
}
