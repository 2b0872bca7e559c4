import { canSchedule, detailForPeriod, splitRecipients, type AutomaticReportInput, type ReportDateRange, type ReportDetail, type ReportPeriod } from '@pulseboard/shared';

/**
 * What the automatic report form holds. The keys are the report entity's
 * own (spec §3), so a 422's field errors land on the field of the same name.
 * Hour and minute are kept as typed: the range rule is checked on every
 * keystroke, and a number field would round or clamp the text instead.
 */
export interface ReportForm {
  recipients: string;
  period: ReportPeriod;
  detail: ReportDetail;
  date_range: ReportDateRange;
  hour: string;
  minute: string;
  timezone: string;
  with_pdf: boolean;
  with_preview: boolean;
}

export type ReportField = keyof ReportForm;

export type ReportFormAction =
  | { type: 'period'; period: ReportPeriod }
  | { [K in Exclude<ReportField, 'period'>]: { type: 'set'; field: K; value: ReportForm[K] } }[Exclude<ReportField, 'period'>];

/** Spec §4: monthly on the first day, covering last month, at 08:00 in the viewer's time zone, no PDF, with a preview. */
export const initialReportForm = (timezone: string): ReportForm => ({
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

/** Spec §4: a new period starts from its first day, since a month detail means nothing weekly and the reverse. */
export function reportFormReducer(form: ReportForm, action: ReportFormAction): ReportForm {
  if (action.type === 'period') return action.period === form.period ? form : { ...form, period: action.period, detail: detailForPeriod(action.period) };
  return { ...form, [action.field]: action.value };
}

/** The typed text as a whole number, or NaN (which no range rule accepts) for anything else, an empty field included. */
export const wholeNumber = (text: string): number => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : NaN);

/** Spec §5: the Schedule button's rule, over the typed hour and minute. */
export const formCanSchedule = (form: ReportForm, reportsOfDashboard: number): boolean =>
  canSchedule({ recipients: form.recipients, hour: wholeNumber(form.hour), minute: wholeNumber(form.minute) }, reportsOfDashboard);

/** The POST body: the report entity, its recipients as one comma-separated text without empty entries. */
export const reportInput = (form: ReportForm, dashboardId: number): AutomaticReportInput => ({
  ...form,
  dashboard_id: dashboardId,
  recipients: splitRecipients(form.recipients).join(', '),
  hour: wholeNumber(form.hour),
  minute: wholeNumber(form.minute),
});
