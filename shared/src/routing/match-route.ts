import { matchRoutes } from './router.js';
import { ROUTES, routeByName, type RouteDefinition, type RouteName } from './route-table.js';

const ROUTE_OBJECTS = ROUTES.map((route) => ({ path: route.path, id: route.name }));

/**
 * The route of the table an address opens and its parameters, ranked the
 * way the router ranks them (`/dashboards/create` is not a dashboard's
 * permalink), for code that runs outside the router or before it renders.
 */
export function matchRoute(pathname: string): { route: RouteDefinition; params: Record<string, string | undefined> } | undefined {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1);
  return match ? { route: routeByName(match.route.id as RouteName), params: match.params } : undefined;
}
