import fc from 'fast-check';
import { formatDollars, splitPayerName, type Coupon, type Product } from './billing.js';
import { addMonths, ANNUAL_TO_MONTHLY, couponProblem, discountPerDashboard, planChangeProblem, quote, remainingShare } from './billing-quote.js';

const products: Product[] = [
  { interval: 1, unitAmount: 1500, currency: 'usd' },
  { interval: 12, unitAmount: 15000, currency: 'usd' },
];
const discount = (code: string, value: number): Coupon => ({ code, type: 'price.discount', value, name: code });
const bonus = (code: string, value: number): Coupon => ({ code, type: 'dashboards.bonus', value, name: code });
const now = new Date('2026-03-10T12:00:00Z');

describe('couponProblem: duplicates and stacking (spec §5)', () => {
  it('refuses a code already applied, whatever its case', () => {
    expect(couponProblem([discount('WELCOME5', 5)], discount('welcome5', 5))).toBe('duplicate');
  });

  it('allows two price discounts, not a third (maximum count per type)', () => {
    expect(couponProblem([discount('A', 1)], discount('B', 1))).toBeNull();
    expect(couponProblem([discount('A', 1), discount('B', 1)], discount('C', 1))).toBe('not_stackable');
  });

  it('allows one bonus, beside discounts but not beside another bonus', () => {
    expect(couponProblem([discount('A', 1)], bonus('X', 3))).toBeNull();
    expect(couponProblem([bonus('X', 3)], bonus('Y', 2))).toBe('not_stackable');
  });
});

describe('discountPerDashboard (spec §9)', () => {
  it('is the sum of the price.discount coupons in cents; bonuses give none', () => {
    expect(discountPerDashboard([discount('A', 5), discount('B', 2.5), bonus('X', 3)])).toBe(750);
  });
});

describe('quote', () => {
  it('charges a first subscription in full today and again at renewal, coupons taken off each dashboard', () => {
    const result = quote({ products, plan: { dashboards: 5, interval: 12 }, coupons: [discount('WELCOME5', 5)], now });
    expect(result).toMatchObject({ timing: 'new', unitAmount: 15000, discountPerDashboard: 500, dueToday: 5 * 14500, renewalTotal: 5 * 14500 });
    expect(result.renewsAt).toBe('2027-03-10T12:00:00.000Z');
    expect(result.todayLines).toEqual([
      { label: '5 dashboards × $150.00 per year', amount: 75000 },
      { label: 'Coupons: $5.00 off each dashboard', amount: -2500 },
    ]);
  });

  it('never lets coupons make a dashboard cost less than nothing', () => {
    const result = quote({ products, plan: { dashboards: 2, interval: 1 }, coupons: [discount('A', 10), discount('B', 10)], now });
    expect(result.discountPerDashboard).toBe(1500);
    expect(result.dueToday).toBe(0);
  });

  it('counts the bonus dashboards of the coupons', () => {
    expect(quote({ products, plan: { dashboards: 2, interval: 1 }, coupons: [bonus('X', 3)], now }).bonusDashboards).toBe(3);
  });

  const current = { dashboards: 10, interval: 1 as const, periodStart: new Date('2026-03-01T00:00:00Z'), periodEnd: new Date('2026-04-01T00:00:00Z') };

  it('charges added dashboards at once for the share of the period left (an increase takes effect now, prorated)', () => {
    const result = quote({ products, plan: { dashboards: 14, interval: 1 }, coupons: [], current, now });
    const share = (current.periodEnd.getTime() - now.getTime()) / (current.periodEnd.getTime() - current.periodStart.getTime());
    expect(result.timing).toBe('now');
    expect(result.dueToday).toBe(Math.round(4 * 1500 * share));
    expect(result.renewalTotal).toBe(14 * 1500);
    expect(result.renewsAt).toBe(current.periodEnd.toISOString());
  });

  it('charges nothing today for fewer dashboards, which apply at the renewal', () => {
    const result = quote({ products, plan: { dashboards: 4, interval: 1 }, coupons: [], current, now });
    expect(result).toMatchObject({ timing: 'renewal', dueToday: 0, renewalTotal: 4 * 1500, todayLines: [] });
  });

  it('starts the year today when a monthly plan goes annual, crediting the unused month', () => {
    const result = quote({ products, plan: { dashboards: 10, interval: 12 }, coupons: [], current, now });
    const credit = Math.round(10 * 1500 * remainingShare(current.periodStart, current.periodEnd, now));
    expect(result.timing).toBe('now');
    expect(result.dueToday).toBe(10 * 15000 - credit);
    expect(result.renewsAt).toBe(addMonths(now, 12).toISOString());
  });

  it('says an unchanged plan is unchanged', () => {
    expect(quote({ products, plan: { dashboards: 10, interval: 1 }, coupons: [], current, now }).timing).toBe('unchanged');
  });

  it('keeps whole cents and lines that add up to the totals, for any plan', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 30 * 86_400 }), (had, wants, elapsed) => {
        const at = new Date(current.periodStart.getTime() + elapsed * 1000);
        const result = quote({ products, plan: { dashboards: wants, interval: 1 }, coupons: [discount('A', 1.25)], current: { ...current, dashboards: had }, now: at });
        expect(Number.isInteger(result.dueToday)).toBe(true);
        expect(result.todayLines.reduce((sum, line) => sum + line.amount, 0)).toBe(result.dueToday);
        expect(result.renewalLines.reduce((sum, line) => sum + line.amount, 0)).toBe(result.renewalTotal);
        expect(result.dueToday).toBeLessThanOrEqual(Math.max(0, wants - had) * 1375);
      }),
    );
  });
});

describe('planChangeProblem', () => {
  it('refuses turning a running annual plan monthly, allows the rest', () => {
    expect(planChangeProblem({ dashboards: 3, interval: 12 }, { dashboards: 3, interval: 1 })).toBe(ANNUAL_TO_MONTHLY);
    expect(planChangeProblem({ dashboards: 3, interval: 1 }, { dashboards: 9, interval: 12 })).toBeNull();
  });
});

describe('addMonths', () => {
  it('keeps the day of the month, or the month’s last day when it has none', () => {
    expect(addMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths(new Date('2024-02-29T00:00:00Z'), 12).toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });
});

describe('formatDollars (spec §9: dollars to 2 decimals)', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123456, '$1,234.56'],
    [-2500, '-$25.00'],
  ])('%i cents is %s', (cents, text) => expect(formatDollars(cents)).toBe(text));
});

describe('splitPayerName (spec §5)', () => {
  it('splits on the first space into first and last name', () => {
    expect(splitPayerName('Ana María de la Cruz')).toEqual({ firstName: 'Ana', lastName: 'María de la Cruz' });
    expect(splitPayerName('  Cher ')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
