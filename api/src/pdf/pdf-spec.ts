import { createHash } from 'node:crypto';
import { canonicalTimeZone, isKnownTimeZone, LIVE_PRINT_PARAM, pdfDateRangeSchema, pdfDisabledMessage, TIME_ZONE_MESSAGE, type Widget } from '@pulseboard/shared/contracts';
import { defaultViewRange, orderedView, shareQuery, todayIn, type RangeType, type ViewRange } from '@pulseboard/shared/dates';
import type { DashboardRow } from '../db/schema.js';
import { formatDaySpan } from '../lib/day-span.js';
import { ValidationFailed } from '../lib/errors.js';
import type { RenderAudience } from './render-token.js';
import { passwordMark } from './download-link.js';

/** Everything that makes one PDF: what identical requests share, and what the renderer opens. */
export interface PdfSpec {
  dashboardId: number;
  permalink: string;
  audience: RenderAudience;
  /** Content key: equal for requests that would print the same document. */
  key: string;
  /** The print view's path and query, relative to the render base URL. */
  printPath: string;
  /** The viewer's time zone, which the renderer's browser takes. */
  timezone: string;
  /** The file name offered on download. */
  filename: string;
  /** What its download links are bound to of the dashboard's password (download-link's passwordMark). */
  password: string;
}

export interface PdfQuery {
  timezone: string;
  date_range?: string | undefined;
}

/** Real-time data moves every minute; so does the key of a real-time PDF. */
const LIVE_KEY_MS = 60_000;

/** The viewer's time zone in its canonical name. */
function checkedTimezone(timezone: string): string {
  if (!isKnownTimeZone(timezone)) throw new ValidationFailed({ timezone: [TIME_ZONE_MESSAGE] });
  return canonicalTimeZone(timezone);
}

const DATE_RANGE_SHAPE_MESSAGE = 'The date range must be JSON with startDate and endDate (YYYY-MM-DD), and optionally compareStartDate and compareEndDate.';

/** The `date_range` JSON, or the dashboard's own default view (as the screen shows it without one). */
function viewOf(row: DashboardRow, dateRange: string | undefined): ViewRange {
  if (dateRange === undefined) return defaultViewRange({ ...row, rangeType: row.rangeType as RangeType }, todayIn(row.timezone));
  let parsed: unknown;
  try {
    parsed = JSON.parse(dateRange);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) throw new ValidationFailed({ date_range: [DATE_RANGE_SHAPE_MESSAGE] });
  const result = pdfDateRangeSchema.safeParse(parsed);
  // The range's own rules (calendar days, window, length) say what is wrong; anything else is the shape.
  if (!result.success) throw new ValidationFailed({ date_range: [...new Set(result.error.issues.map((issue) => (issue.code === 'custom' ? issue.message : DATE_RANGE_SHAPE_MESSAGE)))] });
  return orderedView(result.data);
}

/** Characters file systems refuse, and control characters, become spaces. */
const safeFileName = (text: string) =>
  text
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What a PDF request asks for, checked: the viewer's time zone, the view
 * (range and comparison), the widget limit (422 above it, spec §8), then the
 * spec of that view.
 */
export function pdfSpec(row: DashboardRow, viewer: PdfViewer & { maxWidgets: number }, query: PdfQuery, now = Date.now()): PdfSpec {
  const timezone = checkedTimezone(query.timezone);
  const view = viewOf(row, query.date_range);
  if (viewer.widgets.length > viewer.maxWidgets) throw new ValidationFailed({ widgets: [pdfDisabledMessage(viewer.maxWidgets)] });
  return viewSpec(row, viewer, view, timezone, now);
}

/** Who a PDF is made for: the owner or the public, the widgets that viewer sees, and whether it is the real-time view. */
export interface PdfViewer {
  owner: boolean;
  widgets: readonly Widget[];
  realTime: boolean;
}

/**
 * The PDF of a view already known and checked (a request's, or an automatic
 * report's period): the content key over the dashboard's stored version, the
 * audience, the widgets it shows (a source removed since hides some from the
 * public) and the view, the print view's path, and the file name.
 */
export function viewSpec(row: DashboardRow, viewer: PdfViewer, view: ViewRange, timezone: string, now = Date.now()): PdfSpec {
  const audience: RenderAudience = viewer.owner ? 'owner' : 'public';
  const live = viewer.realTime ? Math.floor(now / LIVE_KEY_MS) : null;
  const key = createHash('sha256')
    .update(JSON.stringify({ v: 1, id: row.id, updatedAt: row.updatedAt.toISOString(), audience, shown: viewer.widgets.map((widget) => widget.id), view, timezone, live }))
    .digest('hex')
    .slice(0, 40);
  const printQuery = new URLSearchParams(shareQuery(view));
  if (viewer.realTime) printQuery.set(LIVE_PRINT_PARAM, '1');
  const period = viewer.realTime ? `live ${new Date(now).toLocaleString('sv-SE', { timeZone: row.timezone, dateStyle: 'short', timeStyle: 'short' }).replace(':', '.')}` : formatDaySpan(view.range);
  return {
    dashboardId: row.id,
    permalink: row.permalink,
    audience,
    key,
    printPath: `/dashboards/${encodeURIComponent(row.permalink)}/print?${printQuery.toString()}`,
    timezone,
    filename: `${safeFileName(`${row.name} ${period}`)}.pdf`,
    password: passwordMark(audience, row.passwordHash),
  };
}
