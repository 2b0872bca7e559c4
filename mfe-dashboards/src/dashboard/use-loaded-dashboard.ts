import { useCallback } from 'react';
import useSWR from 'swr';
import type { Dashboard } from '@pulseboard/shared';
import { loadDashboard, type ViewerCredential } from '../api/dashboard-view.js';

/**
 * The dashboard behind a permalink as one credential opens it, for the
 * screen's access rules to read (the shown one's, or an embed's).
 */
export function useLoadedDashboard(permalink: string, credential: ViewerCredential, onError: (failure: unknown) => void) {
  const { data, error, mutate } = useSWR(['dashboard', permalink, credential.kind, credential.token] as const, () => loadDashboard(permalink, credential), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError,
  });
  // A save answers the dashboard as stored (the widgets' new hashes included): it replaces the loaded one without asking again.
  const replace = useCallback((dashboard: Dashboard) => void mutate((current) => current && { ...current, dashboard }, { revalidate: false }), [mutate]);
  const retry = useCallback(() => void mutate(), [mutate]);
  return { loaded: data, error: error as unknown, replace, retry };
}
