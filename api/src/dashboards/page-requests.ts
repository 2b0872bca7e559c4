import type { FastifyInstance } from 'fastify';
import { dashboardDocumentPath, firstWidgetsRequest, MAX_VIEWPORT_HEIGHT_PX, permalinkModeOfRoute, widgetsDataPath } from '@pulseboard/shared/contracts';
import { routeOfPath } from '@pulseboard/shared/path-area';
import { permalinkParams } from './permalink.js';

/** The client hint a browser sends, once asked (Accept-CH), with the height of its viewport in CSS pixels. */
export const VIEWPORT_HEIGHT_HINT = 'sec-ch-viewport-height';

function viewportHeightOf(hint: string | string[] | undefined): number | undefined {
  if (typeof hint !== 'string' || !/^\d{1,5}$/.test(hint)) return undefined;
  const height = Number(hint);
  return height >= 1 && height <= MAX_VIEWPORT_HEIGHT_PX ? height : undefined;
}

/**
 * The API requests a page showing a dashboard makes first, by the same rule
 * and in the same words as the view (dashboard-view-requests in the shared
 * contracts): its document, and the data of the widgets it draws first when
 * the address names the range (a report view's only when the browser told
 * its viewport's height). The shell's page names them, so the browser asks
 * before any script has run and the view finds the answers waiting; whoever
 * asks gets what the view's own requests would (a 404 for a dashboard they
 * may not see), so the page tells nobody more than the API does.
 * None for a public dashboard with a password: its view may carry a
 * password token, which a request named by the page cannot (and which
 * Chromium would not tell apart when handing the answer to the view).
 * The page is served whatever the database says: on a failed read it names
 * nothing.
 */
export async function dashboardPageRequests(app: FastifyInstance, url: string, viewportHeightHint: string | string[] | undefined): Promise<string[]> {
  const queryAt = url.indexOf('?');
  const [pathname, search] = queryAt < 0 ? [url, ''] : [url.slice(0, queryAt), url.slice(queryAt + 1)];
  const route = routeOfPath(pathname);
  const mode = route && permalinkModeOfRoute(route.name);
  const permalink = route?.params.permalink;
  if (!mode || !permalink || !permalinkParams.safeParse({ permalink }).success) return [];
  try {
    const row = await app.dashboards.findByPermalink(permalink);
    if (row?.public && row.active && row.passwordHash) return [];
  } catch (error) {
    app.log.warn({ err: error }, "the shell's page names no dashboard requests: the dashboard could not be read");
    return [];
  }
  const first = firstWidgetsRequest(mode, new URLSearchParams(search), viewportHeightOf(viewportHeightHint));
  return [dashboardDocumentPath(permalink), ...(first ? [widgetsDataPath(permalink, first.view, { viewportHeight: first.viewportHeight })] : [])];
}
