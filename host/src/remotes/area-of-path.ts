import { matchRoutes } from 'react-router-dom';
import { ROUTES, routeByName, type RemoteName, type RouteName } from '@pulseboard/shared';

const ROUTE_OBJECTS = ROUTES.map((route) => ({ path: route.path, id: route.name }));

/** The remote whose screen an address shows, matched the way the router ranks routes (`/dashboards/create` is not a dashboard's permalink). */
export function areaOfPath(pathname: string): RemoteName | undefined {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1);
  if (!match) return undefined;
  const { area } = routeByName(match.route.id as RouteName);
  return area === 'host' ? undefined : area;
}
