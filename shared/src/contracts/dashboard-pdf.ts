import * as z from './zod.js';
import { viewRangeSchema } from './date-range.js';

/**
 * The `date_range` query value of a PDF request, JSON-encoded: the view's
 * range and, when it is not the preceding period of equal length, its
 * comparison (the same fields as the share link).
 */
export const pdfDateRangeSchema = viewRangeSchema;
export type PdfDateRange = z.infer<typeof pdfDateRangeSchema>;

/**
 * GET /api/dashboards/{permalink}/pdf and .../realtime/pdf (spec §7): the
 * viewer's time zone, optionally the view's range, and `check`, the token of
 * an earlier 202 when polling.
 */
export const dashboardPdfQuerySchema = z.object({
  timezone: z.string().check(z.minLength(1), z.maxLength(64)),
  date_range: z.optional(z.string().check(z.maxLength(300))),
  check: z.optional(z.string().check(z.maxLength(100))),
});

/** 202: the PDF is being made; ask again with this token as `check`. */
export const pdfPendingSchema = z.object({ check: z.string() });

/** 200: the PDF is ready at this signed, expiring address. */
export const pdfReadySchema = z.object({ data: z.object({ url: z.string() }) });

/** Spec §7: the session's dashboard authorization travels in this header on PDF requests. */
export const PDF_AUTHORIZATION_HEADER = 'x-authorization';

/** Spec §8: shown on the PDF button while export is disabled for a dashboard above the page config's maxWidgetsForPdf. */
export const pdfDisabledMessage = (max: number) => `PDF export is disabled for dashboards with more than ${max} widgets.`;

/** The print view's query flag for the real-time view's PDF: only the real-time widgets, headed as live data. */
export const LIVE_PRINT_PARAM = 'live';
