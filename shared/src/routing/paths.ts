import { routeByName, type RouteName } from './route-table.js';

export type RouteParams = Record<string, string | number>;

/**
 * Builds the URL of a named route. Cross-area links go through this so that
 * no area hard-codes another area's paths.
 */
export function pathTo(name: RouteName, params: RouteParams = {}, query?: Record<string, string>): string {
  const path = routeByName(name).path.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
  return path + search;
}

/** The document title for a route title (spec §2: "{title} | {product title}"). */
export function documentTitle(title: string, productTitle: string): string {
  return `${title} | ${productTitle}`;
}

/** Only same-site paths may be used as the place to come back to after signing in. */
export function safeRedirectTarget(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return pathTo('dashboards.index');
  }
  return candidate;
}
