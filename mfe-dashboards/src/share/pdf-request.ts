import { ApiError, apiExchange, PDF_AUTHORIZATION_HEADER, pdfPendingSchema, pdfReadySchema, type PdfDateRange, type ViewRange } from '@pulseboard/shared';
import { DASHBOARDS_PATH } from '../api/dashboards.js';

export type PdfReply = { status: 'pending'; check: string } | { status: 'ready'; url: string };

/** What one PDF is of: the dashboard, its view and, for the real-time view, its real-time widgets only. */
export interface PdfTarget {
  permalink: string;
  view: ViewRange;
  realTime: boolean;
  /** The password token of a protected dashboard. */
  token: string | null;
}

const dateRange = ({ range, compare }: ViewRange): PdfDateRange => ({
  startDate: range.startDate,
  endDate: range.endDate,
  compareStartDate: compare.startDate,
  compareEndDate: compare.endDate,
});

/**
 * Spec §7: asks for the PDF of a view, or (with `check`, the token of an
 * earlier 202) whether it is ready. 202 and 304 both mean "not yet, ask again".
 */
export async function requestPdf({ permalink, view, realTime, token }: PdfTarget, check?: string): Promise<PdfReply> {
  const query = new URLSearchParams({ timezone: Intl.DateTimeFormat().resolvedOptions().timeZone, date_range: JSON.stringify(dateRange(view)) });
  if (check !== undefined) query.set('check', check);
  const path = `${DASHBOARDS_PATH}/${encodeURIComponent(permalink)}${realTime ? '/realtime' : ''}/pdf?${query.toString()}`;
  try {
    const answer = await apiExchange<unknown>(path, { headers: token ? { [PDF_AUTHORIZATION_HEADER]: `Bearer ${token}` } : {} });
    if (answer.status === 202) return { status: 'pending', check: pdfPendingSchema.parse(answer.body).check };
    return { status: 'ready', url: pdfReadySchema.parse(answer.body).data.url };
  } catch (error) {
    // fetch hands a 304 over as a failed answer; it only says nothing changed yet.
    if (error instanceof ApiError && error.status === 304) return { status: 'pending', check: check ?? '' };
    throw error;
  }
}
