import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, DASHBOARD_LOCK_RENEW_SECONDS, dashboardLockedErrorSchema, reportError } from '@pulseboard/shared';
import { lockDashboard, unlockDashboard, unlockOnPageExit } from '../../api/dashboard-edit.js';

export type LockState =
  | { status: 'free' }
  | { status: 'taking' }
  | { status: 'held' }
  /** Another user edits the dashboard (spec §4, §6): edit mode cannot be turned on. */
  | { status: 'taken'; holder: string }
  | { status: 'failed' };

/** The holder's name from a 423; the body is the API's DashboardLockedError. */
function holderOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 423) return null;
  const body = dashboardLockedErrorSchema.safeParse(error.body);
  return body.success ? body.data.lockedByName : 'Another user';
}

/**
 * The edit lock of one dashboard. `take` asks for it; while held it is
 * renewed every 30 s, and given back by `release`, when the screen unmounts,
 * and when the page goes away (pagehide, with a keepalive request). A renewal
 * answered 423 means another user took over a lapsed lock: editing stops.
 */
export function useEditLock(dashboardId: number) {
  const [state, setState] = useState<LockState>({ status: 'free' });
  const held = useRef(false);
  held.current = state.status === 'held';

  const take = useCallback(async (): Promise<boolean> => {
    setState({ status: 'taking' });
    try {
      await lockDashboard(dashboardId);
      setState({ status: 'held' });
      return true;
    } catch (error) {
      const holder = holderOf(error);
      if (holder === null) reportError(error, { dashboardId });
      setState(holder === null ? { status: 'failed' } : { status: 'taken', holder });
      return false;
    }
  }, [dashboardId]);

  const release = useCallback(() => {
    if (!held.current) return;
    held.current = false;
    setState({ status: 'free' });
    unlockDashboard(dashboardId).catch(() => undefined); // a lock not given back lapses on its own
  }, [dashboardId]);

  useEffect(() => {
    if (state.status !== 'held') return;
    const renew = setInterval(() => {
      lockDashboard(dashboardId).catch((error: unknown) => {
        const holder = holderOf(error);
        if (holder !== null) setState({ status: 'taken', holder });
      });
    }, DASHBOARD_LOCK_RENEW_SECONDS * 1000);
    const onPageHide = () => unlockOnPageExit(dashboardId);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(renew);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [state.status, dashboardId]);

  useEffect(
    () => () => {
      if (held.current) unlockOnPageExit(dashboardId);
    },
    [dashboardId],
  );

  return { lock: state, take, release };
}
