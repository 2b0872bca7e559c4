import { ROUTES, type RouteDefinition } from './route-table.js';

// The router matches without regard to case: so does this.
const segmentsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean);

const PATTERNS = ROUTES.map((route) => ({ segments: segmentsOf(route.path), area: route.area }));

const matches = (pattern: readonly string[], segments: readonly string[]) => pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]);

/**
 * The area an address belongs to, for the server answering the shell's page
 * before any script runs (it names the area's remote entry for the browser
 * to fetch early). Only the area is asked, not the route: routes that could
 * both match an address (`/dashboards/create`, `/dashboards/:permalink`)
 * belong to one area, so the router's ranking is not needed here.
 */
export function areaOfPath(pathname: string): RouteDefinition['area'] | undefined {
  const segments = segmentsOf(pathname);
  return PATTERNS.find((pattern) => matches(pattern.segments, segments))?.area;
}
