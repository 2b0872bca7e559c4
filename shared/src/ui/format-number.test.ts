import { formatNumber, toFiniteNumber } from './format-number';

const en = { locale: 'en-US' };

describe('formatNumber', () => {
  it.each([NaN, null, undefined, 'abc', '', '  ', Infinity, -Infinity, {}, [], true])('shows N/A for %p', (value) => {
    expect(formatNumber(value, en)).toBe('N/A');
  });

  it('groups plain numbers by locale, with at most two decimals', () => {
    expect(formatNumber(1234567.891, en)).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, { locale: 'de-DE' })).toBe('1.234.567,89');
    expect(formatNumber(0, en)).toBe('0');
  });

  it('reads numeric strings', () => {
    expect(formatNumber('1500', en)).toBe('1,500');
    expect(formatNumber(' 2.5 ', en)).toBe('2.5');
  });

  it('shows money in the given currency, dollars by default', () => {
    expect(formatNumber(1234.5, { ...en, format: 'money' })).toBe('$1,234.50');
    expect(formatNumber(99, { ...en, format: 'money', currency: 'EUR' })).toBe('€99.00');
    expect(formatNumber(99, { locale: 'de-DE', format: 'money', currency: 'EUR' })).toBe('99,00\u00a0€');
  });

  it('shows percentage points as percent', () => {
    expect(formatNumber(12.5, { ...en, format: 'percent' })).toBe('12.5%');
    expect(formatNumber(-3.456, { ...en, format: 'percent' })).toBe('-3.46%');
  });

  it('shows averages with two decimals', () => {
    expect(formatNumber(3.5, { ...en, format: 'average' })).toBe('3.50');
  });

  it.each([
    [95, 'seconds', '0:01:35'],
    [95_000, 'milliseconds', '0:01:35'],
    [90, 'minutes', '1:30:00'],
    [26.5, 'hours', '26:30:00'],
    [-61, 'seconds', '-0:01:01'],
    [0.2, 'seconds', '0:00:00'],
  ] as const)('shows %p %s as %p', (value, timeUnit, expected) => {
    expect(formatNumber(value, { ...en, format: 'time', timeUnit })).toBe(expected);
  });

  it('makes one formatter per format, currency and locale, however many values it formats', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    const values = Array.from({ length: 50 }, (_, index) => formatNumber(index * 1000, { locale: 'fr-CH', format: 'money', currency: 'EUR' }));
    const francs = formatNumber(3, { locale: 'fr-CH', format: 'money', currency: 'CHF' });
    expect(made).toHaveBeenCalledTimes(2);
    made.mockRestore();
    expect(values[2]).toBe(new Intl.NumberFormat('fr-CH', { style: 'currency', currency: 'EUR' }).format(2000));
    expect(francs).toBe(new Intl.NumberFormat('fr-CH', { style: 'currency', currency: 'CHF' }).format(3));
  });

  it('shows N/A whatever the format', () => {
    expect(formatNumber(null, { ...en, format: 'money' })).toBe('N/A');
    expect(formatNumber('n/a', { ...en, format: 'time' })).toBe('N/A');
  });
});

describe('toFiniteNumber', () => {
  it('keeps numbers and numeric strings only', () => {
    expect(toFiniteNumber(4)).toBe(4);
    expect(toFiniteNumber('4e3')).toBe(4000);
    expect(toFiniteNumber('')).toBeNull();
    expect(toFiniteNumber(NaN)).toBeNull();
  });
});
