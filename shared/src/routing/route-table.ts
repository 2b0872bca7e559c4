import type { RemoteName } from '../contracts/page-config.js';

/**
 * Who may open a route.
 * - public: anyone, signed in or not (shared dashboards)
 * - guest: visitors who are not signed in (login, registration); signed-in users go to the dashboards
 * - user: any signed-in user
 * - admin: signed-in users whose roleName is "admin"
 * - adminOrSelf: admins, or the user the route is about (the user page)
 */
export type RouteAccess = 'public' | 'guest' | 'user' | 'admin' | 'adminOrSelf';

/** Routes rendered by the host itself rather than by a remote. */
export type HostArea = 'host';

export interface RouteDefinition {
  name: string;
  /** Full path as the browser sees it, react-router syntax. */
  path: string;
  /** Static title; `dynamic` routes set theirs from their data; routes without one leave the title alone. */
  title?: string;
  dynamicTitle?: boolean;
  access: RouteAccess;
  area: RemoteName | HostArea;
}

/**
 * The product's route table (spec §2), plus the sign-in routes the spec leaves
 * out. Guards, titles, links and the remotes' route components all key on the
 * names here; a remote only supplies the component for each of its names.
 */
export const ROUTES = [
  { name: 'user', path: '/users/:userId', access: 'adminOrSelf', area: 'auth' },
  { name: 'dashboards.index', path: '/dashboards', title: 'Dashboards', access: 'user', area: 'dashboards' },
  { name: 'dashboards.create', path: '/dashboards/create', title: 'Create Dashboard', access: 'user', area: 'dashboards' },
  { name: 'dashboard.show', path: '/dashboards/:permalink', dynamicTitle: true, access: 'public', area: 'dashboards' },
  { name: 'dashboard.print', path: '/dashboards/:permalink/print', dynamicTitle: true, access: 'public', area: 'dashboards' },
  { name: 'dashboard.realTime', path: '/dashboards/:permalink/realtime', dynamicTitle: true, access: 'public', area: 'dashboards' },
  { name: 'dashboard.embed', path: '/embed/dashboards/:permalink', dynamicTitle: true, access: 'public', area: 'dashboards' },
  { name: 'campaigns.index', path: '/groups', title: 'Groups', access: 'user', area: 'groups' },
  { name: 'campaigns.create', path: '/groups/create', title: 'Create Group', access: 'admin', area: 'groups' },
  { name: 'campaign.show', path: '/groups/:campaignId', access: 'user', area: 'groups' },
  { name: 'company.sources', path: '/company/sources', title: 'Company Sources', access: 'user', area: 'company' },
  { name: 'company.settings', path: '/company/settings', title: 'Company Settings', access: 'admin', area: 'company' },
  { name: 'company.subscription', path: '/company/subscription', title: 'Company Subscription', access: 'admin', area: 'company' },
  { name: 'company.invoices', path: '/company/invoices', title: 'Invoices', access: 'admin', area: 'company' },
  { name: 'company.automaticReports', path: '/company/automatic-reports', title: 'Automatic Reports', access: 'user', area: 'company' },
  { name: 'company.users', path: '/company/users', title: 'Users', access: 'admin', area: 'company' },
  { name: 'company.managePayment', path: '/company/manage-payment', title: 'Manage Payment', access: 'admin', area: 'company' },
  { name: 'intro', path: '/intro', title: 'Intro', access: 'user', area: 'auth' },
  { name: 'login', path: '/login', title: 'Log in', access: 'guest', area: 'auth' },
  { name: 'register', path: '/register', title: 'Register', access: 'guest', area: 'auth' },
  { name: 'password.request', path: '/password/forgot', title: 'Forgot Password', access: 'guest', area: 'auth' },
  { name: 'password.reset', path: '/password/reset/:token', title: 'Reset Password', access: 'guest', area: 'auth' },
  { name: 'notFound', path: '/404', title: 'Page not found', access: 'public', area: 'host' },
  { name: 'forbidden', path: '/403', title: 'Forbidden', access: 'public', area: 'host' },
  { name: 'subscriptionRequired', path: '/402', title: 'Subscription required', access: 'public', area: 'host' },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** Paths that only redirect (spec §2: "/" to the dashboards, "/company" to its sources). */
export const REDIRECTS: ReadonlyArray<{ from: string; to: RouteName }> = [
  { from: '/', to: 'dashboards.index' },
  { from: '/company', to: 'company.sources' },
];

const byName = new Map<string, RouteDefinition>(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: RouteName): RouteDefinition {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

export function isRouteName(name: string): name is RouteName {
  return byName.has(name);
}

export function routesOfArea(area: RouteDefinition['area']): RouteDefinition[] {
  return ROUTES.filter((route) => route.area === area);
}
