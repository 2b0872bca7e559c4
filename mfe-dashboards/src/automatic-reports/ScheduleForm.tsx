import { useEffect, useMemo } from 'react';
import {
  ApiError,
  type AutomaticReport,
  automaticReportFormSchema,
  type AutomaticReportInput,
  browserTimeZone,
  Button,
  canAddReport,
  describeSchedule,
  detailForPeriod,
  eventBus,
  Form,
  FormCheckboxField,
  FormChoiceField,
  FormGeneralError,
  FormTextField,
  pushAnalytics,
  REPORT_SCHEDULED_EVENT,
  reportError,
  type ReportPeriod,
  scheduleAutomaticReport,
  SubmitButton,
  timeZoneChoices,
  useContractForm,
  useWatch,
} from '@pulseboard/shared';
import { DayField } from './DayField.js';
import { DATE_RANGE_CHOICES, PERIOD_CHOICES } from './report-choices.js';
import { formCanSchedule, initialReportForm } from './report-form.js';
import { ReportLimitBanner } from './ReportLimitBanner.js';
import styles from './AutomaticReports.module.css';

const SCHEDULE_FAILED = 'The report could not be scheduled. Try again.';

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
  const form = useContractForm(automaticReportFormSchema, { defaultValues: initialReportForm(dashboardId, browserTimeZone()) });
  const timeZones = useMemo(() => timeZoneChoices(browserTimeZone()), []);
  const [recipients, hour, minute] = useWatch({ control: form.control, name: ['recipients', 'hour', 'minute'] });
  const allowed = reportsCount !== null && formCanSchedule({ recipients, hour, minute }, reportsCount);

  // The API's refusal of the dashboard (its limit) holds for the reports it counted; a new count answers it.
  useEffect(() => form.clearErrors('dashboard_id'), [form, reportsCount]);

  // The form checks a field once it is left; the time is checked as it is typed.
  const checkAsTyped = (name: 'hour' | 'minute') => () => void form.trigger(name);

  async function schedule(input: AutomaticReportInput) {
    try {
      const report = await scheduleAutomaticReport(input);
      // What was scheduled, not to whom: addresses stay out of the analytics data layer.
      pushAnalytics({
        event: REPORT_SCHEDULED_EVENT,
        dashboardId,
        reportId: report.id,
        period: report.period,
        dateRange: report.date_range,
        withPdf: report.with_pdf,
        withPreview: report.with_preview,
      });
      eventBus.emit('ui:notify', { level: 'success', message: `Automatic report scheduled: ${describeSchedule(report)}.` });
      onScheduled(report);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 422)) reportError(error, { dashboardId, automaticReport: true });
      else if (error.fieldErrors.dashboard_id) onStale();
      throw error;
    }
  }

  return (
    <Form form={form} onSubmit={schedule} general={() => SCHEDULE_FAILED} generalErrorSlot="none" className={styles.form} aria-label="Automatic report">
      <ReportLimitBanner limitReached={reportsCount !== null && !canAddReport(reportsCount)} />
      <FormGeneralError />
      <FormTextField name="recipients" label="Recipients" placeholder="client@example.com, boss@example.com" autoComplete="off" />
      <div className={styles.row}>
        <FormChoiceField
          name="period"
          label="Period"
          choices={PERIOD_CHOICES}
          onChange={(event) => form.setValue('detail', detailForPeriod(event.target.value as ReportPeriod), { shouldValidate: true })}
        />
        <DayField />
      </div>
      <FormChoiceField name="date_range" label="Date range" choices={DATE_RANGE_CHOICES} />
      <div className={styles.row}>
        <FormTextField name="hour" label="Hour" inputMode="numeric" autoComplete="off" onChange={checkAsTyped('hour')} />
        <FormTextField name="minute" label="Minute" inputMode="numeric" autoComplete="off" onChange={checkAsTyped('minute')} />
        <div className={styles.wide}>
          <FormChoiceField name="timezone" label="Time zone" choices={timeZones} />
        </div>
      </div>
      <FormCheckboxField name="with_pdf" label="Attach a PDF" disabled={pdfDisabled} />
      <FormCheckboxField name="with_preview" label="Show a preview image in the e-mail" />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton feedback disabled={!allowed} pendingLabel="Scheduling…">
          Schedule
        </SubmitButton>
      </div>
    </Form>
  );
}
