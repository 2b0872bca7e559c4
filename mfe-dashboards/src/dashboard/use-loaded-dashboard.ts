import { useCallback } from 'react';
import useSWR, { preload } from 'swr';
import { matchRoute, type Dashboard, type RouteName } from '@pulseboard/shared';
import { loadDashboard, type ViewerCredential } from '../api/dashboard-view.js';
import { readDashboardToken } from '../api/dashboard-token.js';

const keyOf = (permalink: string, credential: ViewerCredential) => ['dashboard', permalink, credential.kind, credential.token] as const;

/** The credential a tab opens a dashboard with: the token of a protected one it was given earlier, if any. */
export const storedCredential = (permalink: string): ViewerCredential => ({ kind: 'password', token: readDashboardToken(permalink) });

/** The views opened by their permalink alone (the embed brings a token of its own). */
const PRELOADED_VIEWS: ReadonlySet<string> = new Set<RouteName>(['dashboard.show', 'dashboard.print', 'dashboard.realTime']);

/**
 * Asks for the dashboard of the page's address, if it shows one, while the
 * screen's code is still loading: the screen's own request then finds it
 * under way (same key) instead of starting once the code has run.
 */
export function preloadDashboardOfPage(pathname: string = window.location.pathname): void {
  const match = matchRoute(pathname);
  const permalink = match && PRELOADED_VIEWS.has(match.route.name) ? match.params.permalink : undefined;
  if (!permalink) return;
  const credential = storedCredential(permalink);
  void preload(keyOf(permalink, credential), () => loadDashboard(permalink, credential)).catch(() => undefined);
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
