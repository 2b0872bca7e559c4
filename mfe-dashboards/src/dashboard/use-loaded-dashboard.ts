import { useCallback } from 'react';
import useSWR, { preload } from 'swr';
import { firstWidgetsRequest, matchRoute, permalinkModeOfRoute, type Dashboard, type DashboardMode } from '@pulseboard/shared';
import { loadDashboard, type ViewerCredential } from '../api/dashboard-view.js';
import { readDashboardToken } from '../api/dashboard-token.js';
import { askFirstWidgetsData, type FirstWidgetsData } from '../widgets/data/first-widgets-data.js';
import { startView } from './view-head-start.js';
import { preloadEveryRenderer } from '../widgets/registry.js';

const keyOf = (permalink: string, credential: ViewerCredential) => ['dashboard', permalink, credential.kind, credential.token] as const;

/** The credential a tab opens a dashboard with: the token of a protected one it was given earlier, if any. */
export const storedCredential = (permalink: string): ViewerCredential => ({ kind: 'password', token: readDashboardToken(permalink) });

/** The dashboard loads whose view's next needs were started. */
const viewsStarted = new WeakSet<Promise<unknown>>();

/**
 * Asks for the dashboard of the page's address, if it shows one, while the
 * screen's code is still loading: the screen's own request then finds it
 * under way (same key) instead of starting once the code has run. Once it
 * has arrived, the view's next needs start too (view-head-start.ts).
 */
export function preloadDashboardOfPage(pathname: string = window.location.pathname, search: string = window.location.search): void {
  const match = matchRoute(pathname);
  const mode = match ? permalinkModeOfRoute(match.route.name) : undefined;
  const permalink = mode ? match?.params.permalink : undefined;
  if (!mode || !permalink) return;
  const credential = storedCredential(permalink);
  const loading = preload(keyOf(permalink, credential), () => loadDashboard(permalink, credential));
  // Asked again while under way (the plugin asks as it loads, the screen as its code does), the same load answers: its view starts once.
  if (viewsStarted.has(loading)) return;
  viewsStarted.add(loading);
  // The widgets' code loads beside the document, not once the document has named their formats.
  preloadEveryRenderer();
  const first = firstWidgetsOfView(permalink, credential, mode, new URLSearchParams(search));
  loading.then((loaded) => startView(loaded, credential, mode, search, first)).catch(() => undefined);
}

/** The data of the widgets a view draws first, asked for beside its document when the address names the range (firstWidgetsRequest). */
function firstWidgetsOfView(permalink: string, credential: ViewerCredential, mode: DashboardMode, params: URLSearchParams): FirstWidgetsData | null {
  const request = firstWidgetsRequest(mode, params, window.innerHeight);
  return request && askFirstWidgetsData(permalink, credential, request.view, request.viewportHeight);
}

/**
 * The dashboard behind a permalink as one credential opens it, for the
 * screen's access rules to read (the shown one's, or an embed's).
 */
export function useLoadedDashboard(permalink: string, credential: ViewerCredential, onError: (failure: unknown) => void) {
  const { data, error, mutate } = useSWR(keyOf(permalink, credential), () => loadDashboard(permalink, credential), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError,
  });
  // A save answers the dashboard as stored (the widgets' new hashes included): it replaces the loaded one without asking again.
  const replace = useCallback((dashboard: Dashboard) => void mutate((current) => current && { ...current, dashboard }, { revalidate: false }), [mutate]);
  const retry = useCallback(() => void mutate(), [mutate]);
  return { loaded: data, error: error as unknown, replace, retry };
}
