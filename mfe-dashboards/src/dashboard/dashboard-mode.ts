import { dashboardModeOfRoute, isLivePrint, matchRoute, useLocation, useSearchParams, type DashboardMode } from '@pulseboard/shared';

/** The view of the dashboard screen the address's route shows. */
export function useDashboardMode(): DashboardMode {
  const { pathname } = useLocation();
  const route = matchRoute(pathname)?.route;
  return (route && dashboardModeOfRoute(route.name)) ?? 'show';
}

export function useLivePrint(mode: DashboardMode): boolean {
  const [params] = useSearchParams();
  return isLivePrint(mode, params);
}
