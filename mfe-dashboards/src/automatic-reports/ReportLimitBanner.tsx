import { Alert, REPORT_LIMIT_MESSAGE, useFieldError, type AutomaticReportFormValues } from '@pulseboard/shared';

/**
 * Spec §8: the limit of reports per dashboard, reached by the reports
 * counted here or answered by the API's refusal of the dashboard (a 422 on
 * dashboard_id, when reports were added elsewhere), shown once either way.
 */
export function ReportLimitBanner({ limitReached }: { limitReached: boolean }) {
  const refusal = useFieldError<AutomaticReportFormValues>('dashboard_id');
  const message = limitReached ? REPORT_LIMIT_MESSAGE : refusal;
  return message ? <Alert level="error">{message}</Alert> : null;
}
