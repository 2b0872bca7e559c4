import {
  MONTH_DETAIL_NAMES,
  MONTH_DETAILS,
  REPORT_DATE_RANGE_NAMES,
  REPORT_DATE_RANGES,
  REPORT_PERIOD_NAMES,
  REPORT_PERIODS,
  WEEKDAY_DETAILS,
  WEEKDAY_NAMES,
  type Choice,
  type MonthDetail,
  type ReportDetail,
  type ReportPeriod,
  type WeekdayDetail,
} from '@pulseboard/shared';

export const PERIOD_CHOICES: readonly Choice[] = REPORT_PERIODS.map((period) => ({ value: period, label: REPORT_PERIOD_NAMES[period] }));

export const DATE_RANGE_CHOICES: readonly Choice[] = REPORT_DATE_RANGES.map((range) => ({ value: range, label: REPORT_DATE_RANGE_NAMES[range] }));

const MONTH_DAY_CHOICES: readonly Choice[] = MONTH_DETAILS.map((detail) => ({ value: detail, label: MONTH_DETAIL_NAMES[detail] }));
const WEEKDAY_CHOICES: readonly Choice[] = WEEKDAY_DETAILS.map((day) => ({ value: String(day), label: WEEKDAY_NAMES[day] }));

/** Spec §4: a monthly report goes out on a day of the month, a weekly one on a weekday (ISO, 1 Monday … 7 Sunday). */
export const dayChoices = (period: ReportPeriod): readonly Choice[] => (period === 'MONTH' ? MONTH_DAY_CHOICES : WEEKDAY_CHOICES);

/** The detail a day option stands for: weekdays are numbers, which a select only holds as text. */
export const detailOfChoice = (period: ReportPeriod, value: string): ReportDetail => (period === 'MONTH' ? (value as MonthDetail) : (Number(value) as WeekdayDetail));
