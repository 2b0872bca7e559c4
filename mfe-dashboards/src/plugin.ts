import { definePlugin } from '@pulseboard/shared';
import { DashboardsIndex } from './list/DashboardsIndex.js';
import { CreateDashboard } from './create/CreateDashboard.js';
import { DashboardScreen } from './dashboard/DashboardScreen.js';

export default definePlugin({
  id: 'dashboards',
  routes: [
    { name: 'dashboards.index', Component: DashboardsIndex },
    { name: 'dashboards.create', Component: CreateDashboard },
    { name: 'dashboard.show', Component: DashboardScreen },
    { name: 'dashboard.print', Component: DashboardScreen },
    { name: 'dashboard.realTime', Component: DashboardScreen },
  ],
  navItems: [{ id: 'dashboards', label: 'Dashboards', route: 'dashboards.index', icon: '▦', order: 10 }],
});
