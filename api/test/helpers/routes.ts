import type { RouteOptions } from 'fastify';

/** One method of a registered route. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Left out of the OpenAPI document (`schema.hide`). */
  hidden: boolean;
  /** Its body is a multipart form (`schema.consumes`), which the OpenAPI document does not describe. */
  multipart: boolean;
}

/**
 * Collects the app's route table through an `onRoute` hook (pass `onRoute` to
 * createTestApp). The HEAD route Fastify adds beside each GET runs the GET's
 * handler, so `routes()` leaves those out.
 */
export function routeCollector() {
  const registered: RegisteredRoute[] = [];
  const onRoute = (options: RouteOptions) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    const schema = options.schema as { hide?: boolean; consumes?: string[] } | undefined;
    const hidden = Boolean(schema?.hide);
    const multipart = Boolean(schema?.consumes?.includes('multipart/form-data'));
    for (const method of methods) registered.push({ method, url: options.url, hidden, multipart });
  };
  const routes = () => {
    const gets = new Set(registered.filter((route) => route.method === 'GET').map((route) => route.url));
    return registered.filter((route) => route.method !== 'HEAD' || !gets.has(route.url));
  };
  return { routes, onRoute };
}

export const routeKey = (route: Pick<RegisteredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
