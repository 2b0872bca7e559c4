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

/** Any origin that cannot be a real site: targets are resolved against it to see where they lead. */
const PROBE_ORIGIN = 'https://pulseboard.invalid';

/** Longer than any path of the product; a longer target is not one of ours. */
const MAX_REDIRECT_LENGTH = 2048;

/**
 * Only same-site paths may be used as the place to come back to after signing
 * in. Browsers drop tabs and newlines from URLs and read a backslash as a
 * slash, so "/\t/evil.example" or "/\\evil.example" would leave the site: any
 * control character, space or backslash refuses the target outright. What is left
 * is resolved as the browser would; a target is kept only if it stays on the
 * origin, and then in its normalised form.
 */
export function safeRedirectTarget(candidate: string | null | undefined): string {
  const fallback = pathTo('dashboards.index');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (!candidate || candidate.length > MAX_REDIRECT_LENGTH || /[\u0000-\u0020\u007f\\]/.test(candidate)) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  // Dot segments normalise away ("/.//evil.example" has the path "//evil.example"): the normalised path is checked again.
  if (resolved.origin !== PROBE_ORIGIN || resolved.pathname.startsWith('//')) return fallback;
  return resolved.pathname + resolved.search + resolved.hash;
}
