import { useMatch, useSearchParams } from 'react-router-dom';
import { LIVE_PRINT_PARAM, routeByName } from '@pulseboard/shared';

/** The three views of one dashboard screen (spec §2): the report, its print version and the real-time view. */
export type DashboardMode = 'show' | 'print' | 'realTime';

export function useDashboardMode(): DashboardMode {
  const print = useMatch(routeByName('dashboard.print').path);
  const realTime = useMatch(routeByName('dashboard.realTime').path);
  if (print) return 'print';
  return realTime ? 'realTime' : 'show';
}

/** The print view made for the real-time view's PDF (`?live=1`): the real-time widgets only, headed as live data. */
export function useLivePrint(mode: DashboardMode): boolean {
  const [params] = useSearchParams();
  return mode === 'print' && params.get(LIVE_PRINT_PARAM) === '1';
}
