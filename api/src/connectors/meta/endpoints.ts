import type { AppConfig } from '../../config.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import { SANDBOX_META_APP, SANDBOX_META_HOSTS, SANDBOX_META_PREFIX } from '../../sandbox/meta/paths.js';

/** Base URLs of Meta's hosts; every path below them starts with the Graph version. */
export interface MetaEndpoints {
  /** Browser-facing: the login dialog (www.facebook.com). */
  www: string;
  /** graph.facebook.com: the token endpoint and the Graph API. */
  graph: string;
}

export const META_HOSTS: MetaEndpoints = { www: 'https://www.facebook.com', graph: 'https://graph.facebook.com' };

/** The Graph API version Pulseboard speaks, for sign-in and sources alike (Meta supports each for about two years), and its fakes answer. */
export const GRAPH_VERSION = 'v25.0';

export interface MetaSetup {
  app: { id: string; secret: string };
  endpoints: MetaEndpoints;
}

/**
 * The Meta app and hosts in effect: the sandbox's fakes (the dialog through
 * APP_URL, the Graph API over loopback) in sandbox mode, else Meta's own with
 * FACEBOOK_APP_ID; FACEBOOK_*_URL overrides win. Undefined: the Meta sources
 * are not offered.
 */
export function metaSetup(config: AppConfig): MetaSetup | undefined {
  const { sandbox, meta } = config.connectors;
  const app = sandbox ? SANDBOX_META_APP : config.signIn.facebook;
  if (!app) return undefined;
  const defaults = sandbox ? { www: `${config.appUrl}${SANDBOX_META_PREFIX}${SANDBOX_META_HOSTS.www}`, graph: `${loopbackUrl(config)}${SANDBOX_META_PREFIX}${SANDBOX_META_HOSTS.graph}` } : META_HOSTS;
  return { app: { id: app.id, secret: app.secret }, endpoints: { www: meta.urls.www ?? defaults.www, graph: meta.urls.graph ?? defaults.graph } };
}
