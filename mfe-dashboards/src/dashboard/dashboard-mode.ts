import { LIVE_PRINT_PARAM, routeByName, useMatch, useSearchParams } from '@pulseboard/shared';

/** The views of one dashboard screen: the report, its print version and the real-time view (spec §2), and the report embedded on another site. */
export type DashboardMode = 'show' | 'print' | 'realTime' | 'embed';

export function useDashboardMode(): DashboardMode {
  const print = useMatch(routeByName('dashboard.print').path);
  const realTime = useMatch(routeByName('dashboard.realTime').path);
  const embed = useMatch(routeByName('dashboard.embed').path);
  if (print) return 'print';
  if (embed) return 'embed';
  return realTime ? 'realTime' : 'show';
}

/** The print view made for the real-time view's PDF (`?live=1`): the real-time widgets only, headed as live data. */
export const isLivePrint = (mode: DashboardMode, params: URLSearchParams): boolean => mode === 'print' && params.get(LIVE_PRINT_PARAM) === '1';

export function useLivePrint(mode: DashboardMode): boolean {
  const [params] = useSearchParams();
  return isLivePrint(mode, params);
}
