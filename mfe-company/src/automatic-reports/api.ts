import { ApiError, apiRequest, automaticReportListSchema, type AutomaticReport, type ReportSchedule } from '@pulseboard/shared';

export const AUTOMATIC_REPORTS_PATH = '/api/automatic-reports';

/**
 * A listed report, its detail narrowed to the ones a schedule can have: the
 * list schema reads any whole number, but the API only stores what its input
 * schema accepted (a weekday 1-7 for a weekly report).
 */
export type ScheduledReport = AutomaticReport & ReportSchedule;

/** Every report of the company (spec §7). */
export async function fetchReports(path: string): Promise<ScheduledReport[]> {
  return automaticReportListSchema.parse(await apiRequest<unknown>(path)).data as ScheduledReport[];
}

/** A report already gone (404, removed elsewhere) is what deleting it wanted. */
export async function deleteReport(id: number): Promise<void> {
  try {
    await apiRequest(`${AUTOMATIC_REPORTS_PATH}/${id}`, { method: 'DELETE' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}
