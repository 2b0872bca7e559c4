import { useReducer, useState } from 'react';
import {
  Alert,
  ApiError,
  Button,
  canAddReport,
  CheckboxField,
  describeSchedule,
  eventBus,
  FeedbackButton,
  HOUR_MESSAGE,
  isHour,
  isMinute,
  MINUTE_MESSAGE,
  pushAnalytics,
  recipientsProblem,
  REPORT_LIMIT_MESSAGE,
  REPORT_SCHEDULED_EVENT,
  reportError,
  TextField,
  type ReportDateRange,
  type ReportPeriod,
  scheduleAutomaticReport,
  type AutomaticReport,
} from '@pulseboard/shared';
import { DATE_RANGE_CHOICES, dayChoices, detailOfChoice, PERIOD_CHOICES } from './report-choices.js';
import { formCanSchedule, initialReportForm, reportFormReducer, reportInput, wholeNumber, type ReportField, type ReportFormAction } from './report-form.js';
import { SelectField } from './SelectField.js';
import { browserTimeZone, timeZoneChoices } from './time-zones.js';
import styles from './AutomaticReports.module.css';

/** A 422's first message per field; dashboard_id carries the API's limit refusal. */
type FieldErrors = Partial<Record<ReportField | 'dashboard_id', string>>;

const firstMessages = (errors: Record<string, string[]>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));

/** The fields an edit touches: a new period also replaces the day. */
const editedFields = (action: ReportFormAction): string[] => (action.type === 'period' ? ['period', 'detail'] : [action.field]);

interface Props {
  dashboardId: number;
  /** The reports the dashboard has, or null while they load: Schedule waits for them (spec §5, the limit). */
  reportsCount: number | null;
  /** Spec §5: no PDF above the page config's maxWidgetsForPdf widgets. */
  pdfDisabled: boolean;
  onScheduled: (report: AutomaticReport) => void;
  /** The API refused the dashboard (its limit was reached elsewhere): the list of its reports is behind. */
  onStale: () => void;
  onCancel: () => void;
}

/**
 * The automatic report form (spec §4, §5): recipients, when it goes out,
 * what it covers, and what the e-mail carries. Schedule is enabled only
 * while the rule of §5 holds; the recipients are checked when the field is
 * left or Schedule is pressed, hour and minute as they are typed, and a 422
 * puts the API's messages under their fields until the field is changed.
 */
export function ScheduleForm({ dashboardId, reportsCount, pdfDisabled, onScheduled, onStale, onCancel }: Props) {
  const [form, dispatch] = useReducer(reportFormReducer, undefined, () => initialReportForm(browserTimeZone()));
  const [timeZones] = useState(() => timeZoneChoices(form.timezone).map((zone) => ({ value: zone, label: zone })));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [recipientsChecked, setRecipientsChecked] = useState(false);
  // The API's refusal of the dashboard (its limit) holds for the reports it counted; a new count answers it.
  const [countedReports, setCountedReports] = useState(reportsCount);
  if (countedReports !== reportsCount) {
    setCountedReports(reportsCount);
    setErrors(({ dashboard_id: _answered, ...others }) => others);
  }

  function edit(action: ReportFormAction) {
    dispatch(action);
    const edited = editedFields(action);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !edited.includes(field))));
  }

  async function schedule() {
    setRecipientsChecked(true);
    const problem = recipientsProblem(form.recipients);
    // Shown under the field; rejecting makes the button say Failed.
    if (problem) throw new Error(problem);
    setGeneral(null);
    try {
      const report = await scheduleAutomaticReport(reportInput(form, dashboardId));
      // What was scheduled, not to whom: addresses stay out of the analytics data layer.
      pushAnalytics({ event: REPORT_SCHEDULED_EVENT, dashboardId, reportId: report.id, period: report.period, dateRange: report.date_range, withPdf: report.with_pdf, withPreview: report.with_preview });
      eventBus.emit('ui:notify', { level: 'success', message: `Automatic report scheduled: ${describeSchedule(report)}.` });
      onScheduled(report);
    } catch (error) {
      const fields = error instanceof ApiError ? firstMessages(error.fieldErrors) : {};
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        if (fields.dashboard_id) onStale();
        // A 422 about nothing on the form still says what went wrong.
        if (!Object.keys(fields).some((field) => field === 'dashboard_id' || field in form)) setGeneral((error as Error).message);
      } else {
        reportError(error, { dashboardId, automaticReport: true });
        setGeneral('The report could not be scheduled. Try again.');
      }
      throw error;
    }
  }

  const recipientsError = errors.recipients ?? (recipientsChecked ? recipientsProblem(form.recipients) : null) ?? undefined;
  const hourError = errors.hour ?? (isHour(wholeNumber(form.hour)) ? undefined : HOUR_MESSAGE);
  const minuteError = errors.minute ?? (isMinute(wholeNumber(form.minute)) ? undefined : MINUTE_MESSAGE);
  const dashboardProblem = reportsCount !== null && !canAddReport(reportsCount) ? REPORT_LIMIT_MESSAGE : errors.dashboard_id;
  const allowed = reportsCount !== null && formCanSchedule(form, reportsCount);

  return (
    <form className={styles.form} aria-label="Automatic report" onSubmit={(event) => event.preventDefault()}>
      {dashboardProblem ? <Alert level="error">{dashboardProblem}</Alert> : null}
      {general ? <Alert level="error">{general}</Alert> : null}
      <TextField
        label="Recipients"
        name="recipients"
        placeholder="client@example.com, boss@example.com"
        autoComplete="off"
        value={form.recipients}
        error={recipientsError}
        onChange={(event) => edit({ type: 'set', field: 'recipients', value: event.target.value })}
        onBlur={() => setRecipientsChecked(true)}
      />
      <div className={styles.row}>
        <SelectField label="Period" value={form.period} choices={PERIOD_CHOICES} error={errors.period} onChange={(value) => edit({ type: 'period', period: value as ReportPeriod })} />
        <SelectField label="Day" value={String(form.detail)} choices={dayChoices(form.period)} error={errors.detail} onChange={(value) => edit({ type: 'set', field: 'detail', value: detailOfChoice(form.period, value) })} />
      </div>
      <SelectField label="Date range" value={form.date_range} choices={DATE_RANGE_CHOICES} error={errors.date_range} onChange={(value) => edit({ type: 'set', field: 'date_range', value: value as ReportDateRange })} />
      <div className={styles.row}>
        <TextField label="Hour" name="hour" inputMode="numeric" autoComplete="off" value={form.hour} error={hourError} onChange={(event) => edit({ type: 'set', field: 'hour', value: event.target.value })} />
        <TextField label="Minute" name="minute" inputMode="numeric" autoComplete="off" value={form.minute} error={minuteError} onChange={(event) => edit({ type: 'set', field: 'minute', value: event.target.value })} />
        <div className={styles.wide}>
          <SelectField label="Time zone" value={form.timezone} choices={timeZones} error={errors.timezone} onChange={(value) => edit({ type: 'set', field: 'timezone', value })} />
        </div>
      </div>
      <CheckboxField label="Attach a PDF" checked={form.with_pdf} disabled={pdfDisabled} error={errors.with_pdf} onChange={(event) => edit({ type: 'set', field: 'with_pdf', value: event.target.checked })} />
      <CheckboxField label="Show a preview image in the e-mail" checked={form.with_preview} error={errors.with_preview} onChange={(event) => edit({ type: 'set', field: 'with_preview', value: event.target.checked })} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <FeedbackButton onAction={schedule} disabled={!allowed}>
          Schedule
        </FeedbackButton>
      </div>
    </form>
  );
}
