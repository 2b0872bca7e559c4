import { remembered } from '../intl/remembered.js';

/** Metric formats (spec §9); "average" is an averaged plain number, shown with two decimals. */
export type NumberFormat = 'number' | 'money' | 'percent' | 'average' | 'time';
export type TimeUnit = 'milliseconds' | 'seconds' | 'minutes' | 'hours';

export interface NumberFormatOptions {
  format?: NumberFormat;
  /** ISO 4217 code for money; dollars by default, as prices are shown. */
  currency?: string;
  /** The unit a time value is counted in; seconds by default. */
  timeUnit?: TimeUnit;
  /** BCP 47 locale; the browser's by default. */
  locale?: string;
}

export const NOT_AVAILABLE = 'N/A';

const SECONDS_PER: Record<TimeUnit, number> = { milliseconds: 0.001, seconds: 1, minutes: 60, hours: 3600 };

/**
 * The number a value stands for, or null. Numeric strings count (APIs send
 * metrics as strings); blank strings do not, although Number('') is 0.
 */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** h:mm:ss, the way analytics tools show durations; hours grow past 24 rather than turning into days. */
function formatDuration(seconds: number): string {
  const total = Math.round(Math.abs(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const sign = seconds < 0 && total > 0 ? '-' : '';
  return `${sign}${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

type IntlFormat = Exclude<NumberFormat, 'time'>;

const INTL_OPTIONS: Record<IntlFormat, (currency: string) => Intl.NumberFormatOptions> = {
  money: (currency) => ({ style: 'currency', currency }),
  percent: () => ({ style: 'percent', maximumFractionDigits: 2 }),
  average: () => ({ minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  number: () => ({ maximumFractionDigits: 2 }),
};

/** Locales and currencies come from settings: a page keeps no more formatters than this. */
const MAX_FORMATTERS = 64;

const formatterOf = remembered(
  (format: IntlFormat, currency: string, locale: string | undefined) => new Intl.NumberFormat(locale, INTL_OPTIONS[format](currency)),
  (format, currency, locale) => `${format}|${format === 'money' ? currency : ''}|${locale ?? ''}`,
  MAX_FORMATTERS,
);

/** A metric value as text, in the user's locale; anything that is not a finite number reads "N/A". */
export function formatNumber(value: unknown, { format = 'number', currency = 'USD', timeUnit = 'seconds', locale }: NumberFormatOptions = {}): string {
  const number = toFiniteNumber(value);
  if (number === null) return NOT_AVAILABLE;
  if (format === 'time') return formatDuration(number * SECONDS_PER[timeUnit]);
  // Values of a percent arrive in percentage points (12.5 means 12.5 %); Intl expects a fraction.
  return formatterOf(format, currency, locale).format(format === 'percent' ? number / 100 : number);
}
