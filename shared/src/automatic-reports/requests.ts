import { automaticReportCreatedSchema, automaticReportListSchema, type AutomaticReport, type AutomaticReportInput } from '../contracts/automatic-report.js';
import { ApiError, apiRequest } from '../core.js';

/** Spec §7: a company's automatic reports. The report form and the company's list both use these calls. */
export const AUTOMATIC_REPORTS_PATH = '/api/automatic-reports';

/** The path (and SWR key) of one dashboard's reports. */
export const dashboardReportsPath = (dashboardId: number) => `${AUTOMATIC_REPORTS_PATH}?${new URLSearchParams({ dashboard_id: String(dashboardId) }).toString()}`;

export async function fetchAutomaticReports(path: string): Promise<AutomaticReport[]> {
  return automaticReportListSchema.parse(await apiRequest<unknown>(path)).data;
}

/** The report entity as the body; a 422 carries the per-field messages (ApiError.fieldErrors). */
export async function scheduleAutomaticReport(input: AutomaticReportInput): Promise<AutomaticReport> {
  return automaticReportCreatedSchema.parse(await apiRequest<unknown>(AUTOMATIC_REPORTS_PATH, { method: 'POST', body: input })).data;
}

/** A report already gone (404, removed elsewhere) is what deleting it wanted. */
export async function deleteAutomaticReport(id: number): Promise<void> {
  try {
    await apiRequest(`${AUTOMATIC_REPORTS_PATH}/${id}`, { method: 'DELETE' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}
