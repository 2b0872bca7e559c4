import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { ApiError, reportError, type Dashboard } from '@pulseboard/shared';
import { authorizeDashboard, loadDashboard, type LoadedDashboard } from '../api/dashboard-view.js';
import { readDashboardToken, storeDashboardToken } from '../api/dashboard-token.js';

export type DashboardAccess =
  | { status: 'loading' }
  | { status: 'ready'; loaded: LoadedDashboard; token: string | null; replace: (dashboard: Dashboard) => void }
  /** Spec §4: 422 means password protected; the password buys a token first. */
  | { status: 'password' }
  | { status: 'not-found' }
  | { status: 'failed'; retry: () => void };

/**
 * Loading a dashboard by its permalink, with the token of a protected one
 * kept for the tab. A token the dashboard no longer accepts (its password
 * changed) is dropped and the password asked again.
 */
export function useDashboardAccess(permalink: string) {
  const [token, setToken] = useState(() => readDashboardToken(permalink));
  const { data, error, mutate } = useSWR(['dashboard', permalink, token] as const, ([, key, bearer]) => loadDashboard(key, bearer), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 422) storeDashboardToken(permalink, null);
      else if (!(failure instanceof ApiError && failure.status === 404)) reportError(failure, { permalink });
    },
  });

  const authorize = useCallback(
    async (password: string) => {
      const granted = await authorizeDashboard(permalink, password);
      storeDashboardToken(permalink, granted);
      setToken(granted);
    },
    [permalink],
  );

  // A save answers the dashboard as stored (the widgets' new hashes included): it replaces the loaded one without asking again.
  const replace = useCallback((dashboard: Dashboard) => void mutate((current) => current && { ...current, dashboard }, { revalidate: false }), [mutate]);

  let access: DashboardAccess;
  if (data) access = { status: 'ready', loaded: data, token, replace };
  else if (error instanceof ApiError && error.status === 404) access = { status: 'not-found' };
  else if (error instanceof ApiError && error.status === 422) access = { status: 'password' };
  else if (error) access = { status: 'failed', retry: () => void mutate() };
  else access = { status: 'loading' };
  return { access, authorize };
}
