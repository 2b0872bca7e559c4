import { ROUTES, type RouteDefinition, type RouteName } from './route-table.js';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const PATTERNS = ROUTES.map((route) => ({ segments: segmentsOf(route.path), route }));

// The router matches without regard to case: so does this (a parameter keeps its case).
const matches = (pattern: readonly string[], segments: readonly string[]) =>
  pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]?.toLowerCase());

const dynamicCount = (pattern: readonly string[]) => pattern.filter((part) => part.startsWith(':')).length;

/**
 * The route of an address and its parameters, for the server answering the
 * shell's page before any script runs. Where two routes match
 * (`/dashboards/create`, `/dashboards/:permalink`), the one with fewer
 * parameters wins, as in the router's ranking.
 */
export function routeOfPath(pathname: string): { name: RouteName; area: RouteDefinition['area']; params: Record<string, string> } | undefined {
  // The router opens nothing at an address with an empty segment inside it (`//dashboards/x`); trailing slashes it ignores.
  if (pathname.replace(/\/+$/, '').includes('//')) return undefined;
  const segments = segmentsOf(pathname);
  const found = PATTERNS.filter((pattern) => matches(pattern.segments, segments)).sort((a, b) => dynamicCount(a.segments) - dynamicCount(b.segments))[0];
  if (!found) return undefined;
  const params: Record<string, string> = {};
  found.segments.forEach((part, index) => {
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segments[index] ?? '');
  });
  return { name: found.route.name, area: found.route.area, params };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The area an address belongs to, for the server answering the shell's page
 * (it names the area's remote entry for the browser to fetch early).
 */
export function areaOfPath(pathname: string): RouteDefinition['area'] | undefined {
  return routeOfPath(pathname)?.area;
}
