import type { MonthDetail, ReportDetail, ReportSchedule, WeekdayDetail } from '@pulseboard/shared/contracts';
import type { AutomaticReportRow } from '../db/schema.js';

/** The stored detail is text: a month detail as is, a weekday as its number. */
export const detailOf = (row: Pick<AutomaticReportRow, 'period' | 'detail'>): ReportDetail => (row.period === 'WEEK' ? (Number(row.detail) as WeekdayDetail) : (row.detail as MonthDetail));

export const scheduleOf = (row: Pick<AutomaticReportRow, 'period' | 'detail' | 'hour' | 'minute' | 'timezone'>): ReportSchedule => ({
  period: row.period,
  detail: detailOf(row),
  hour: row.hour,
  minute: row.minute,
  timezone: row.timezone,
});
