import { viewRangeFromQuery, type ViewRange } from '../dates/share-query.js';
import { LIVE_PRINT_PARAM } from './dashboard-pdf.js';

/** The views of one dashboard screen: the report, its print version and the real-time view (spec §2), and the report embedded on another site. */
export type DashboardMode = 'show' | 'print' | 'realTime' | 'embed';

const MODES_OF_ROUTES: ReadonlyMap<string, DashboardMode> = new Map([
  ['dashboard.show', 'show'],
  ['dashboard.print', 'print'],
  ['dashboard.realTime', 'realTime'],
  ['dashboard.embed', 'embed'],
]);

/** The view of the dashboard screen a route shows. */
export const dashboardModeOfRoute = (routeName: string): DashboardMode | undefined => MODES_OF_ROUTES.get(routeName);

/**
 * The view a route shows when it is opened by its permalink alone: every
 * one but the embed, which brings a token of its own. These are the pages
 * whose first requests the shell's page names and the dashboards remote
 * starts as it loads.
 */
export function permalinkModeOfRoute(routeName: string): Exclude<DashboardMode, 'embed'> | undefined {
  const mode = dashboardModeOfRoute(routeName);
  return mode === 'embed' ? undefined : mode;
}

/** The print view made for the real-time view's PDF (`?live=1`): the real-time widgets only, headed as live data. */
export const isLivePrint = (mode: DashboardMode, params: URLSearchParams): boolean => mode === 'print' && params.get(LIVE_PRINT_PARAM) === '1';

/** GET: a dashboard's document by its permalink. */
export const dashboardDocumentPath = (permalink: string): string => `/api/dashboards/${encodeURIComponent(permalink)}`;

/** Which widgets a widgets' data request is for: named ones, or those a view draws first (firstShownWidgets), near a first screen of `viewportHeight` if given. */
export type WidgetsOfDataRequest = { widgetIds: readonly string[] } | { viewportHeight: number | undefined };

/** GET: widgets' data for a view (dashboardWidgetsDataQuerySchema). */
export function widgetsDataPath(permalink: string, { range, compare }: ViewRange, widgets: WidgetsOfDataRequest): string {
  const query = new URLSearchParams({ startDate: range.startDate, endDate: range.endDate, compareStartDate: compare.startDate, compareEndDate: compare.endDate });
  if ('widgetIds' in widgets) for (const widgetId of widgets.widgetIds) query.append('widget', widgetId);
  else if (widgets.viewportHeight !== undefined) query.set('viewportHeight', String(widgets.viewportHeight));
  return `${dashboardDocumentPath(permalink)}/widgets/data?${query.toString()}`;
}

/** The first widgets' data a view asks for beside its document: for which range, and near which first screen. */
export interface FirstWidgetsRequest {
  view: ViewRange;
  viewportHeight: number | undefined;
}

/**
 * Whether a view asks for its first widgets' data beside its document, before
 * it knows their ids: only when the address names the range. A print view
 * asks for its first shown widgets (it draws every one at once), a report
 * view for those near its first screen, which takes the viewport's height.
 * The real-time view, and the print made of it, wait for the document.
 * The view and the server writing the shell's page (which names these
 * requests for the browser to start before any script runs) both go by this.
 */
export function firstWidgetsRequest(mode: DashboardMode, params: URLSearchParams, viewportHeight: number | undefined): FirstWidgetsRequest | null {
  if (mode === 'realTime' || mode === 'embed' || isLivePrint(mode, params)) return null;
  const view = viewRangeFromQuery(params);
  if (!view) return null;
  if (mode === 'print') return { view, viewportHeight: undefined };
  return viewportHeight === undefined ? null : { view, viewportHeight };
}
