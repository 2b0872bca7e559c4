import { useCallback, useState } from 'react';
import { ApiError, reportError, type Dashboard } from '@pulseboard/shared';
import { authorizeDashboard, type LoadedDashboard, type ViewerCredential } from '../api/dashboard-view.js';
import { storeDashboardToken } from '../api/dashboard-token.js';
import { storedCredential, useLoadedDashboard } from './use-loaded-dashboard.js';

export type DashboardAccess =
  | { status: 'loading' }
  | { status: 'ready'; loaded: LoadedDashboard; credential: ViewerCredential; replace: (dashboard: Dashboard) => void }
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
  const [credential, setCredential] = useState<ViewerCredential>(() => storedCredential(permalink));
  const { loaded, error, replace, retry } = useLoadedDashboard(permalink, credential, (failure) => {
    if (failure instanceof ApiError && failure.status === 422) storeDashboardToken(permalink, null);
    else if (!(failure instanceof ApiError && failure.status === 404)) reportError(failure, { permalink });
  });

  const authorize = useCallback(
    async (password: string) => {
      const granted = await authorizeDashboard(permalink, password);
      storeDashboardToken(permalink, granted);
      setCredential({ kind: 'password', token: granted });
    },
    [permalink],
  );

  let access: DashboardAccess;
  if (loaded) access = { status: 'ready', loaded, credential, replace };
  else if (error instanceof ApiError && error.status === 404) access = { status: 'not-found' };
  else if (error instanceof ApiError && error.status === 422) access = { status: 'password' };
  else if (error) access = { status: 'failed', retry };
  else access = { status: 'loading' };
  return { access, authorize };
}
