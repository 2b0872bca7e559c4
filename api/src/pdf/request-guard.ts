import type { BrowserContext } from 'playwright-core';

/** Schemes a page makes from within itself; they reach no server. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:']);

/** The origins of absolute URLs among these (relative ones are the app's own). */
export function originsOf(urls: Iterable<string>): Set<string> {
  const origins = new Set<string>();
  for (const url of urls) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return origins;
}

/**
 * The renderer's browser runs inside the network, next to the database and
 * the metadata service: whatever a dashboard names (an image, a stylesheet, a
 * redirect) must not become a request to somewhere else. Only the product's
 * own origins (the app and the remotes' hosts) and data/blob URLs are
 * loaded; every other request is aborted and logged with its origin only.
 */
export async function guardRequests(context: BrowserContext, allowed: ReadonlySet<string>, onBlocked: (origin: string) => void): Promise<void> {
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (LOCAL_SCHEMES.has(url.protocol) || allowed.has(url.origin)) return route.continue();
    onBlocked(url.origin);
    return route.abort('blockedbyclient');
  });
}
