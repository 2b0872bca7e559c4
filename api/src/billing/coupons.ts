import { and, asc, count, eq, sql } from 'drizzle-orm';
import { COUPON_TEXTS, couponProblem, sameCouponCode, type Coupon } from '@pulseboard/shared/contracts';
import type { Database, Executor } from '../db/client.js';
import { companyCoupons, coupons, orders, users } from '../db/schema.js';
import { ValidationFailed } from '../lib/errors.js';

type CouponRow = typeof coupons.$inferSelect;

const toCoupon = (row: CouponRow): Coupon => ({ code: row.code, type: row.type, value: row.value, name: row.name });

const refuse = (message: string): never => {
  throw new ValidationFailed({ coupon: [message] });
};

/**
 * Coupons (spec §4, §5): a code is looked up case-insensitively and is valid
 * while active, not expired and not redeemed as often as it may be; it joins
 * a company's applied ones by the stacking rules of the contract. The
 * catalogue itself is data, managed in the `coupons` table.
 */
export function couponsRepository(db: Database) {
  async function usable(executor: Executor, code: string, now: Date, lock = false): Promise<CouponRow | null> {
    const query = executor
      .select()
      .from(coupons)
      .where(and(eq(sql`lower(${coupons.code})`, code.trim().toLowerCase()), eq(coupons.active, true)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || (row.expiresAt && row.expiresAt <= now)) return null;
    if (row.maxRedemptions !== null) {
      const [used] = await executor.select({ total: count() }).from(companyCoupons).where(eq(companyCoupons.couponId, row.id));
      if ((used?.total ?? 0) >= row.maxRedemptions) return null;
    }
    return row;
  }

  async function emailHasAccount(email: string): Promise<boolean> {
    const [found] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    return found !== undefined;
  }

  /** A company that has paid an invoice is a customer already, whatever its subscription is now. */
  async function hasPaid(executor: Executor, companyId: number): Promise<boolean> {
    const [paid] = await executor.select({ id: orders.id }).from(orders).where(eq(orders.companyId, companyId)).limit(1);
    return paid !== undefined;
  }

  async function appliedTo(executor: Executor, companyId: number): Promise<{ row: CouponRow; coupon: Coupon }[]> {
    const rows = await executor
      .select({ coupon: coupons })
      .from(companyCoupons)
      .innerJoin(coupons, eq(companyCoupons.couponId, coupons.id))
      .where(eq(companyCoupons.companyId, companyId))
      .orderBy(asc(companyCoupons.createdAt));
    return rows.map(({ coupon }) => ({ row: coupon, coupon: toCoupon(coupon) }));
  }

  /**
   * The coupon a code names, checked as it would be applied after `applied`
   * (codes, unknown ones skipped): 422 on `coupon` otherwise. A coupon for new
   * customers is refused to an e-mail that has an account and to a company
   * that has paid before.
   */
  async function check(executor: Executor, code: string, applied: readonly Coupon[], options: { email?: string; companyId?: number; now: Date; lock?: boolean }): Promise<CouponRow> {
    const row = await usable(executor, code, options.now, options.lock);
    if (!row) return refuse(COUPON_TEXTS.invalid(code));
    if (row.newCustomersOnly && options.email && (await emailHasAccount(options.email))) return refuse(COUPON_TEXTS.invalid(code));
    if (row.newCustomersOnly && options.companyId !== undefined && (await hasPaid(executor, options.companyId))) return refuse(COUPON_TEXTS.invalid(code));
    const problem = couponProblem(applied, toCoupon(row));
    if (problem === 'duplicate') return refuse(COUPON_TEXTS.invalid(code));
    if (problem === 'not_stackable') return refuse(COUPON_TEXTS.notStackable);
    return row;
  }

  return {
    /** GET /api/coupons/{code}: the coupon, if it can join `appliedCodes`. */
    async lookup(code: string, appliedCodes: readonly string[], options: { email?: string; now: Date }): Promise<Coupon> {
      const applied: Coupon[] = [];
      for (const appliedCode of appliedCodes) {
        const row = await usable(db, appliedCode, options.now);
        if (row && !applied.some((coupon) => sameCouponCode(coupon.code, row.code))) applied.push(toCoupon(row));
      }
      return toCoupon(await check(db, code, applied, options));
    },

    async appliedTo(companyId: number, executor: Executor = db): Promise<Coupon[]> {
      return (await appliedTo(executor, companyId)).map(({ coupon }) => coupon);
    },

    /**
     * Applies a code to the company inside the caller's transaction. The
     * coupon's row is locked while its redemptions are counted, so two
     * companies cannot take its last one at once.
     */
    async apply(tx: Executor, companyId: number, code: string, options: { email?: string; now: Date }): Promise<Coupon> {
      const applied = (await appliedTo(tx, companyId)).map(({ coupon }) => coupon);
      const row = await check(tx, code, applied, { ...options, companyId, lock: true });
      await tx.insert(companyCoupons).values({ companyId, couponId: row.id });
      return toCoupon(row);
    },

    /** Takes a code off the company; false when it was not applied. */
    async remove(tx: Executor, companyId: number, code: string): Promise<boolean> {
      const match = (await appliedTo(tx, companyId)).find(({ row }) => sameCouponCode(row.code, code));
      if (!match) return false;
      await tx.delete(companyCoupons).where(and(eq(companyCoupons.companyId, companyId), eq(companyCoupons.couponId, match.row.id)));
      return true;
    },
  };
}

export type CouponsRepository = ReturnType<typeof couponsRepository>;
