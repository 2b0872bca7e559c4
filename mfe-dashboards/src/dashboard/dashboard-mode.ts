import { useMatch } from 'react-router-dom';
import { routeByName } from '@pulseboard/shared';

/** The three views of one dashboard screen (spec §2): the report, its print version and the real-time view. */
export type DashboardMode = 'show' | 'print' | 'realTime';

export function useDashboardMode(): DashboardMode {
  const print = useMatch(routeByName('dashboard.print').path);
  const realTime = useMatch(routeByName('dashboard.realTime').path);
  if (print) return 'print';
  return realTime ? 'realTime' : 'show';
}
