import type { RouteName } from './route-table.js';

/** A sidebar entry: a link to a route of the route table. */
export interface NavItem {
  id: string;
  label: string;
  route: RouteName;
  icon: string;
  adminOnly?: boolean;
}

/**
 * The sidebar, in order. It sits beside the route table rather than in the
 * remotes' plugins so the shell draws it before any remote has loaded, and
 * loads an area's remote only when one of its routes is opened.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'dashboards', label: 'Dashboards', route: 'dashboards.index', icon: '▦' },
  { id: 'groups', label: 'Mission Control', route: 'campaigns.index', icon: '◎' },
  { id: 'sources', label: 'Sources', route: 'company.sources', icon: '⛁' },
  { id: 'automatic-reports', label: 'Automatic Reports', route: 'company.automaticReports', icon: '✉' },
  { id: 'users', label: 'Users', route: 'company.users', icon: '☷', adminOnly: true },
  { id: 'settings', label: 'Settings', route: 'company.settings', icon: '⚙', adminOnly: true },
  { id: 'subscription', label: 'Subscription', route: 'company.subscription', icon: '$', adminOnly: true },
  { id: 'invoices', label: 'Invoices', route: 'company.invoices', icon: '≣', adminOnly: true },
];
