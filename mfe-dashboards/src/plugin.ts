import { lazy } from 'react';
import { definePlugin } from '@pulseboard/shared';

// Screens load when first opened: the shell fetches every plugin at start, and charts are heavy.
const DashboardsIndex = lazy(() => import('./list/DashboardsIndex.js').then((module) => ({ default: module.DashboardsIndex })));
const CreateDashboard = lazy(() => import('./create/CreateDashboard.js').then((module) => ({ default: module.CreateDashboard })));
const DashboardScreen = lazy(() => import('./dashboard/DashboardScreen.js').then((module) => ({ default: module.DashboardScreen })));

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
  navItems: [{ id: 'dashboards', label: 'Dashboards', route: 'dashboards.index', icon: '▦', order: 10 }],
});
