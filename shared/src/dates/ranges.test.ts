import { addDays, endOfMonth, isCalendarDay, todayIn, weekdayOf } from './calendar-day';
import { isDaySelectable, orderedRange, orderedView, precedingRange, rangeLength, rangeOfType, selectableYears, wholeMonthOf } from './ranges';

describe('calendar days', () => {
  it('knows month ends and leap years', () => {
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonth('2023-02-10')).toBe('2023-02-28');
    expect(endOfMonth('2100-02-01')).toBe('2100-02-28');
    expect(endOfMonth('2000-02-01')).toBe('2000-02-29');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-02-29')).toBe(true);
  });

  it('counts whole days across daylight-saving changes', () => {
    // US clocks move on 2026-03-08 and 2026-11-01, Europe on 2026-03-29 and 2026-10-25.
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(rangeLength({ startDate: '2026-03-01', endDate: '2026-03-31' })).toBe(31);
    expect(rangeLength({ startDate: '2026-10-20', endDate: '2026-11-05' })).toBe(17);
  });

  it('tells today in time zones far from UTC', () => {
    const instant = new Date('2026-06-30T20:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-06-30');
    expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-07-01'); // UTC+14
    expect(todayIn('Pacific/Pago_Pago', instant)).toBe('2026-06-30'); // UTC−11
    expect(todayIn('Asia/Kathmandu', new Date('2026-12-31T18:14:00Z'))).toBe('2026-12-31'); // +05:45, 23:59 there
    expect(todayIn('Asia/Kathmandu', new Date('2026-12-31T18:15:00Z'))).toBe('2027-01-01');
  });

  it('makes one formatter per time zone, however often it is asked for today there', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(todayIn('Africa/Windhoek', new Date('2026-06-30T20:30:00Z'))).toBe('2026-06-30');
      expect(todayIn('Africa/Windhoek', new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01'); // UTC+2
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  it('numbers weekdays from Monday', () => {
    expect(weekdayOf('2026-11-16')).toBe(0);
    expect(weekdayOf('2026-11-22')).toBe(6);
  });
});

describe('range types', () => {
  const today = '2026-03-10';

  it('computes each range type around a day', () => {
    expect(rangeOfType('monthly', '2024-02-10')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(rangeOfType('weekly', today)).toEqual({ startDate: '2026-03-09', endDate: '2026-03-15' });
    expect(rangeOfType('last_30_days', today)).toEqual({ startDate: '2026-02-08', endDate: '2026-03-09' });
    expect(rangeOfType('last_7_days', today)).toEqual({ startDate: '2026-03-03', endDate: '2026-03-09' });
    expect(rangeOfType('last_month', today)).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(rangeOfType('last_month', '2026-01-05')).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(rangeOfType('daily', today)).toEqual({ startDate: today, endDate: today });
  });

  it('runs mid-monthly ranges from the 15th to the 14th', () => {
    expect(rangeOfType('mid_monthly', '2026-03-10')).toEqual({ startDate: '2026-02-15', endDate: '2026-03-14' });
    expect(rangeOfType('mid_monthly', '2026-03-15')).toEqual({ startDate: '2026-03-15', endDate: '2026-04-14' });
    expect(rangeOfType('mid_monthly', '2026-01-02')).toEqual({ startDate: '2025-12-15', endDate: '2026-01-14' });
    expect(rangeOfType('mid_monthly', '2026-12-20')).toEqual({ startDate: '2026-12-15', endDate: '2027-01-14' });
  });

  it('swaps a reversed custom range', () => {
    expect(orderedRange('2026-03-20', '2026-03-01')).toEqual({ startDate: '2026-03-01', endDate: '2026-03-20' });
  });

  it('compares with the same number of days immediately before', () => {
    expect(precedingRange({ startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual({ startDate: '2026-01-29', endDate: '2026-02-28' });
    expect(precedingRange({ startDate: '2024-03-01', endDate: '2024-03-01' })).toEqual({ startDate: '2024-02-29', endDate: '2024-02-29' });
  });

  it('puts a requested view in order, its comparison the period just before when none is given', () => {
    expect(orderedView({ startDate: '2026-03-31', endDate: '2026-03-01' })).toEqual({
      range: { startDate: '2026-03-01', endDate: '2026-03-31' },
      compare: { startDate: '2026-01-29', endDate: '2026-02-28' },
    });
    expect(orderedView({ startDate: '2026-03-01', endDate: '2026-03-31', compareStartDate: '2025-03-31', compareEndDate: '2025-03-01' }).compare).toEqual({
      startDate: '2025-03-01',
      endDate: '2025-03-31',
    });
    expect(orderedView({ startDate: '2026-03-01', endDate: '2026-03-31', compareStartDate: '2025-03-01', compareEndDate: null }).compare).toEqual({ startDate: '2026-01-29', endDate: '2026-02-28' });
  });

  it('recognises a whole calendar month', () => {
    expect(wholeMonthOf({ startDate: '2024-02-01', endDate: '2024-02-29' })).toEqual({ year: 2024, month: 2 });
    expect(wholeMonthOf({ startDate: '2024-02-01', endDate: '2024-02-28' })).toBeNull();
    expect(wholeMonthOf({ startDate: '2024-02-01', endDate: '2024-03-31' })).toBeNull();
  });
});

describe('selectable days', () => {
  const today = '2026-03-10';
  it('blocks future days unless allowed, allows past days by default, and excludes today unless asked', () => {
    expect(isDaySelectable('2026-03-11', { today })).toBe(false);
    expect(isDaySelectable('2026-03-11', { today, allowFuture: true })).toBe(true);
    expect(isDaySelectable('2020-01-01', { today })).toBe(true);
    expect(isDaySelectable('2020-01-01', { today, allowPast: false })).toBe(false);
    expect(isDaySelectable(today, { today })).toBe(false);
    expect(isDaySelectable(today, { today, includeToday: true })).toBe(true);
  });

  it('offers years from 5 back to 6 ahead', () => {
    expect(selectableYears(today)).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032]);
  });
});
