import type { PageConfig } from '@pulseboard/shared';
import { renderWithShell, withFreshCache } from '@pulseboard/shared/testing';
import { DashboardScreen } from '../dashboard/DashboardScreen';

/** The dashboard screen at a URL, mounted under all four of its routes as the host mounts it. */
export function renderDashboard(path: string, config?: PageConfig | null) {
  const screen = withFreshCache(<DashboardScreen />);
  return renderWithShell(screen, {
    path,
    routePath: '/dashboards/:permalink',
    config,
    routes: [
      { path: '/dashboards/:permalink/print', element: screen },
      { path: '/dashboards/:permalink/realtime', element: screen },
      { path: '/embed/dashboards/:permalink', element: screen },
    ],
  });
}
