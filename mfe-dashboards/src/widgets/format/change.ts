import { NOT_AVAILABLE, remembered, toFiniteNumber } from '@pulseboard/shared';

export type Trend = 'good' | 'bad' | 'flat';

/** Up is good news, unless lower is better for the metric (an average position). */
export function trendOf(change: number, inverted: boolean): Trend {
  if (change === 0) return 'flat';
  return change > 0 !== inverted ? 'good' : 'bad';
}

/** One formatter per locale: making one costs far more than using it, and every summary and table row shows a change. */
const changeFormat = remembered(
  (locale: string | undefined) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
  (locale) => locale ?? '',
  8,
);

/** A relative change (0.123) as "+12.3%"; N/A when there was nothing to compare with. */
export function formatChange(change: unknown, locale?: string): string {
  const value = toFiniteNumber(change);
  if (value === null) return NOT_AVAILABLE;
  return changeFormat(locale).format(value);
}
