import * as z from './zod.js';
import { MAX_ROW_ID, rowIdParamSchema } from './ids.js';
import { timeZoneSchema } from './time-zone.js';

/** Spec §4: a report goes out monthly or weekly. */
export const REPORT_PERIODS = ['MONTH', 'WEEK'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Spec §4: the day of the month a monthly report goes out. FIRST_WORK_DAY is the first Monday-to-Friday. */
export const MONTH_DETAILS = ['FIRST_DAY', 'LAST_DAY', 'FIRST_WORK_DAY'] as const;
export type MonthDetail = (typeof MONTH_DETAILS)[number];

/** The weekday a weekly report goes out: ISO numbering, 1 Monday … 7 Sunday. */
export const WEEKDAY_DETAILS = [1, 2, 3, 4, 5, 6, 7] as const;
export type WeekdayDetail = (typeof WEEKDAY_DETAILS)[number];
export type ReportDetail = MonthDetail | WeekdayDetail;

export const WEEKDAY_NAMES: Readonly<Record<WeekdayDetail, string>> = { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday' };
export const REPORT_PERIOD_NAMES: Readonly<Record<ReportPeriod, string>> = { MONTH: 'Monthly', WEEK: 'Weekly' };
export const MONTH_DETAIL_NAMES: Readonly<Record<MonthDetail, string>> = { FIRST_DAY: 'First day of the month', LAST_DAY: 'Last day of the month', FIRST_WORK_DAY: 'First working day of the month' };

/** Spec §4: the period a report covers, counted back from the day it is sent. */
export const REPORT_DATE_RANGES = ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_MONTH', 'LAST_WEEK'] as const;
export type ReportDateRange = (typeof REPORT_DATE_RANGES)[number];
export const REPORT_DATE_RANGE_NAMES: Readonly<Record<ReportDateRange, string>> = { LAST_7_DAYS: 'Last 7 days', LAST_30_DAYS: 'Last 30 days', LAST_MONTH: 'Last month', LAST_WEEK: 'Last week' };

/** Spec §9. */
export const MAX_REPORT_RECIPIENTS = 5;
export const MAX_REPORTS_PER_DASHBOARD = 5;

/** Spec §8, shown (and answered by the API) once a dashboard has its 5 reports. */
export const REPORT_LIMIT_MESSAGE = 'You can only set-up 5 automatic reports per dashboard. Remove one to continue.';
/** An archived dashboard's reports are kept but not sent, and no new one is scheduled on it. */
export const ARCHIVED_DASHBOARD_MESSAGE = 'The dashboard is archived: its reports are not sent until it is restored.';
/** A company whose trial or subscription ended keeps its reports, unsent until it subscribes again. */
export const PLAN_ENDED_REPORTS_MESSAGE = 'Your plan has ended: automatic reports are not sent until you subscribe again.';
/** Spec §8, shown when the company sends from its own address and that address is not verified. */
export const EMAIL_DNS_MESSAGE = 'Your email dns is still not verified. Scheduling automatic report now could cause your emails not to be delivered.';

/** Spec §2: the analytics event pushed once a report is scheduled. */
export const REPORT_SCHEDULED_EVENT = 'automaticReportScheduled';

/** The recipients field is one comma-separated text; empty entries (a trailing comma) are not recipients. */
export const splitRecipients = (text: string): string[] =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

const isEmail = (text: string) => z.email().safeParse(text).success;

/** The message for a recipients text that cannot be accepted, or null. */
export function recipientsProblem(text: string): string | null {
  const recipients = splitRecipients(text);
  if (recipients.length === 0) return 'The recipients field is required.';
  if (recipients.length > MAX_REPORT_RECIPIENTS) return `A report can go to at most ${MAX_REPORT_RECIPIENTS} recipients.`;
  const invalid = recipients.find((recipient) => !isEmail(recipient));
  if (invalid) return `"${invalid}" is not a valid e-mail address.`;
  return null;
}

export const HOUR_MESSAGE = 'The hour must be a whole number from 0 to 23.';
export const MINUTE_MESSAGE = 'The minute must be a whole number from 0 to 59.';
export const isHour = (hour: number) => Number.isInteger(hour) && hour >= 0 && hour <= 23;
export const isMinute = (minute: number) => Number.isInteger(minute) && minute >= 0 && minute <= 59;

/** When a report goes out: what the scheduler needs, and what the list shows. */
export interface ReportSchedule {
  period: ReportPeriod;
  detail: ReportDetail;
  hour: number;
  minute: number;
  timezone: string;
}

/** The hour or minute as typed: a whole number, or NaN (which no time rule accepts) for anything else, an empty field included. */
export const typedWholeNumber = (text: string): number => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : NaN);

/** The report entity's fields, each checked on its own. */
const automaticReportFieldsSchema = z.object({
  dashboard_id: z.number({ error: 'Choose the dashboard to report on.' }).check(z.int(), z.positive(), z.lte(MAX_ROW_ID, 'The dashboard does not exist.')),
  recipients: z.string({ error: 'The recipients field is required.' }).check(
    z.maxLength(1000),
    z.superRefine((text, context) => {
      const problem = recipientsProblem(text);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  ),
  period: z.enum(REPORT_PERIODS, { error: 'The period must be MONTH or WEEK.' }),
  detail: z.union([z.enum(MONTH_DETAILS), z.number().check(z.int())], { error: 'Choose the day the report is sent.' }),
  hour: z.number({ error: HOUR_MESSAGE }).check(z.refine(isHour, HOUR_MESSAGE)),
  minute: z.number({ error: MINUTE_MESSAGE }).check(z.refine(isMinute, MINUTE_MESSAGE)),
  timezone: timeZoneSchema,
  date_range: z.enum(REPORT_DATE_RANGES, { error: 'The date range must be LAST_7_DAYS, LAST_30_DAYS, LAST_MONTH or LAST_WEEK.' }),
  with_pdf: z._default(z.boolean(), false),
  with_preview: z._default(z.boolean(), true),
});

/** The detail must suit the period: a month detail for MONTH, a weekday 1-7 for WEEK. Runs once every field is valid on its own. */
function detailSuitsPeriod(input: { period: ReportPeriod; detail: unknown }, context: z.RefinementCtx) {
  const fits = input.period === 'MONTH' ? typeof input.detail === 'string' : (WEEKDAY_DETAILS as readonly unknown[]).includes(input.detail);
  if (!fits) {
    const message = input.period === 'MONTH' ? 'A monthly report goes out on FIRST_DAY, LAST_DAY or FIRST_WORK_DAY.' : 'A weekly report goes out on a weekday from 1 (Monday) to 7 (Sunday).';
    context.addIssue({ code: 'custom', path: ['detail'], message });
  }
}

/**
 * POST /api/automatic-reports (spec §3): the report entity. Recipients are
 * the form's comma-separated text.
 */
export const automaticReportInputSchema = automaticReportFieldsSchema.check(z.superRefine(detailSuitsPeriod));
export type AutomaticReportInput = z.input<typeof automaticReportInputSchema>;
/** The input as the API holds it once checked: defaults filled in. */
export type AutomaticReportFields = z.output<typeof automaticReportInputSchema>;

/**
 * The automatic report form: the entity's rules over what the form holds.
 * Hour and minute are the text typed, so their rule is checked on every
 * keystroke (a number field would round or clamp the text instead); the
 * recipients are sent as one tidy text, without empty entries.
 */
export const automaticReportFormSchema = z
  .extend(automaticReportFieldsSchema, {
    recipients: z.pipe(
      automaticReportFieldsSchema.shape.recipients,
      z.transform((text) => splitRecipients(text).join(', ')),
    ),
    hour: z.pipe(z.pipe(z.string(), z.transform(typedWholeNumber)), automaticReportFieldsSchema.shape.hour),
    minute: z.pipe(z.pipe(z.string(), z.transform(typedWholeNumber)), automaticReportFieldsSchema.shape.minute),
  })
  .check(z.superRefine(detailSuitsPeriod));
export type AutomaticReportFormValues = z.input<typeof automaticReportFormSchema>;

/** `sending`: handed to the mail server; `unknown`: the attempt stopped while it was, so it is not sent again (its error says why). */
export const REPORT_SEND_STATES = ['pending', 'sending', 'sent', 'retrying', 'failed', 'unknown'] as const;
export type ReportSendState = (typeof REPORT_SEND_STATES)[number];

/** The latest send of a report: when it was due, how it went, and the last error while it is retried or once it failed. */
export const reportSendSchema = z.object({
  scheduledFor: z.string(),
  state: z.enum(REPORT_SEND_STATES),
  attempts: z.number().check(z.int()),
  sentAt: z.nullable(z.string()),
  error: z.nullable(z.string()),
});
export type ReportSend = z.infer<typeof reportSendSchema>;

/** A report as GET /api/automatic-reports lists it. */
export const automaticReportSchema = z.object({
  id: z.number().check(z.int()),
  dashboard_id: z.number().check(z.int()),
  /** `active` false: the dashboard is archived, and the report is not sent until it is restored. */
  dashboard: z.object({ name: z.string(), permalink: z.string(), active: z.boolean() }),
  recipients: z.array(z.string()),
  period: z.enum(REPORT_PERIODS),
  detail: z.union([z.enum(MONTH_DETAILS), z.literal(WEEKDAY_DETAILS)]),
  hour: z.number().check(z.int()),
  minute: z.number().check(z.int()),
  timezone: z.string(),
  date_range: z.enum(REPORT_DATE_RANGES),
  with_pdf: z.boolean(),
  with_preview: z.boolean(),
  nextSendAt: z.string(),
  lastSend: z.nullable(reportSendSchema),
  createdAt: z.string(),
});
export type AutomaticReport = z.infer<typeof automaticReportSchema>;

export const automaticReportListSchema = z.object({ data: z.array(automaticReportSchema) });
export const automaticReportCreatedSchema = z.object({ data: automaticReportSchema });

/** GET /api/automatic-reports: every report of the company, or one dashboard's. */
export const automaticReportListQuerySchema = z.object({ dashboard_id: z.optional(rowIdParamSchema) });

/** Spec §4: changing the period resets the detail to the period's first choice. */
export const detailForPeriod = (period: ReportPeriod): ReportDetail => (period === 'MONTH' ? 'FIRST_DAY' : 1);

/** Spec §5: another report may be created while the dashboard has fewer than 5 (the reading the error text gives). */
export const canAddReport = (reportsOfDashboard: number): boolean => reportsOfDashboard < MAX_REPORTS_PER_DASHBOARD;

/** Spec §5: Schedule is enabled only with recipients, an hour and minute in range, and room for another report. */
export const canSchedule = (form: { recipients: string; hour: number; minute: number }, reportsOfDashboard: number): boolean =>
  splitRecipients(form.recipients).length > 0 && isHour(form.hour) && isMinute(form.minute) && canAddReport(reportsOfDashboard);

/** How a schedule reads in a list: "Monthly, first working day, 08:00 (Europe/Paris)". */
export function describeSchedule({ period, detail, hour, minute, timezone }: ReportSchedule): string {
  const day = period === 'MONTH' ? MONTH_DETAIL_NAMES[detail as MonthDetail].toLowerCase() : `every ${WEEKDAY_NAMES[detail as WeekdayDetail]}`;
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return `${REPORT_PERIOD_NAMES[period]}, ${day}, ${time} (${timezone})`;
}
