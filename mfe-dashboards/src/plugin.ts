import { definePlugin, preloadable } from '@pulseboard/shared';
import { preloadDashboardOfPage } from './dashboard/use-loaded-dashboard.js';

// Screens load when first opened, each with only the code it needs: the list does not bring the charts.
const DashboardsIndex = preloadable(async () => ({ default: (await import('./list/DashboardsIndex.js')).DashboardsIndex }));
const CreateDashboard = preloadable(async () => ({ default: (await import('./create/CreateDashboard.js')).CreateDashboard }));
// Its data does not wait for its code: a page showing a dashboard asks for it as soon as the area
// loads, and a dashboard opened later in the tab as the screen's code starts loading.
preloadDashboardOfPage();
const DashboardScreen = preloadable(async () => {
  preloadDashboardOfPage();
  return { default: (await import('./dashboard/DashboardScreen.js')).DashboardScreen };
});

export default definePlugin({
  contract: __PULSEBOARD_CONTRACT__,
  id: 'dashboards',
  routes: [
    { name: 'dashboards.index', Component: DashboardsIndex },
    { name: 'dashboards.create', Component: CreateDashboard },
    { name: 'dashboard.show', Component: DashboardScreen },
    { name: 'dashboard.print', Component: DashboardScreen },
    { name: 'dashboard.realTime', Component: DashboardScreen },
    { name: 'dashboard.embed', Component: DashboardScreen },
  ],
});
