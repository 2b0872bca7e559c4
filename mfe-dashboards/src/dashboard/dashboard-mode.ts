import { isLivePrint, routeByName, useMatch, useSearchParams, type DashboardMode } from '@pulseboard/shared';

export function useDashboardMode(): DashboardMode {
  const print = useMatch(routeByName('dashboard.print').path);
  const realTime = useMatch(routeByName('dashboard.realTime').path);
  const embed = useMatch(routeByName('dashboard.embed').path);
  if (print) return 'print';
  if (embed) return 'embed';
  return realTime ? 'realTime' : 'show';
}

export function useLivePrint(mode: DashboardMode): boolean {
  const [params] = useSearchParams();
  return isLivePrint(mode, params);
}
