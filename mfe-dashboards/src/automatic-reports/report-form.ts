import { canSchedule, detailForPeriod, typedWholeNumber, type AutomaticReportFormValues } from '@pulseboard/shared';

/** Spec §4: monthly on the first day, covering last month, at 08:00 in the viewer's time zone, no PDF, with a preview. */
export const initialReportForm = (dashboardId: number, timezone: string): AutomaticReportFormValues => ({
  dashboard_id: dashboardId,
  recipients: '',
  period: 'MONTH',
  detail: detailForPeriod('MONTH'),
  date_range: 'LAST_MONTH',
  hour: '8',
  minute: '0',
  timezone,
  with_pdf: false,
  with_preview: true,
});

/** Spec §5: the Schedule button's rule, over the typed hour and minute. */
export const formCanSchedule = (form: Pick<AutomaticReportFormValues, 'recipients' | 'hour' | 'minute'>, reportsOfDashboard: number): boolean =>
  canSchedule({ recipients: form.recipients, hour: typedWholeNumber(form.hour), minute: typedWholeNumber(form.minute) }, reportsOfDashboard);
