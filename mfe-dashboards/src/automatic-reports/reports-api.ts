import { ApiError, apiRequest, automaticReportCreatedSchema, automaticReportListSchema, type AutomaticReport, type AutomaticReportInput, type ReportSchedule } from '@pulseboard/shared';

export const AUTOMATIC_REPORTS_PATH = '/api/automatic-reports';

/**
 * A report as listed, its detail narrowed to the ones a schedule can have:
 * the list schema reads any whole number, but the API only stores what the
 * input schema accepted (a weekday 1-7 for a weekly report).
 */
export type ScheduledReport = AutomaticReport & ReportSchedule;

/** The SWR key, and the path, of one dashboard's reports. */
export const dashboardReportsPath = (dashboardId: number) => `${AUTOMATIC_REPORTS_PATH}?${new URLSearchParams({ dashboard_id: String(dashboardId) }).toString()}`;

export async function fetchReports(path: string): Promise<ScheduledReport[]> {
  return automaticReportListSchema.parse(await apiRequest<unknown>(path)).data as ScheduledReport[];
}

/** Spec §7: the report entity as the body; a 422 carries the per-field messages (ApiError.fieldErrors). */
export async function scheduleReport(input: AutomaticReportInput): Promise<ScheduledReport> {
  return automaticReportCreatedSchema.parse(await apiRequest<unknown>(AUTOMATIC_REPORTS_PATH, { method: 'POST', body: input })).data as ScheduledReport;
}

/** A report already gone (404, removed elsewhere) is what deleting it wanted. */
export async function deleteReport(id: number): Promise<void> {
  try {
    await apiRequest(`${AUTOMATIC_REPORTS_PATH}/${id}`, { method: 'DELETE' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}
