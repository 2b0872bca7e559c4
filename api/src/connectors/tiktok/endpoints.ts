import type { AppConfig } from '../../config.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import { SANDBOX_TIKTOK_APP, SANDBOX_TIKTOK_HOST, SANDBOX_TIKTOK_PREFIX } from '../../sandbox/tiktok/paths.js';

/** Base URLs of TikTok for Business (one host, seen from the browser and from this server). */
export interface TikTokEndpoints {
  /** Browser-facing: the advertiser's consent page (/portal/auth). */
  auth: string;
  /** The Marketing API as this server reaches it (/open_api/v1.3/...), the token endpoint included. */
  api: string;
}

const TIKTOK_HOST = 'https://business-api.tiktok.com';

/** The Marketing API version every call names in its path, and the fake answers. */
const TIKTOK_API_VERSION = 'v1.3';

export interface TikTokSetup {
  app: { id: string; secret: string };
  endpoints: TikTokEndpoints;
}

/**
 * The TikTok app and hosts in effect: the sandbox's fake (the consent page
 * through APP_URL, the API over loopback) in sandbox mode, else TikTok's own
 * with TIKTOK_APP_ID; TIKTOK_AUTH_URL and TIKTOK_API_URL win. Undefined: the
 * TikTok Ads source is not offered.
 */
export function tikTokSetup(config: AppConfig): TikTokSetup | undefined {
  const { sandbox, tiktok } = config.connectors;
  const app = sandbox ? SANDBOX_TIKTOK_APP : tiktok.app;
  if (!app) return undefined;
  const fake = (base: string) => `${base}${SANDBOX_TIKTOK_PREFIX}${SANDBOX_TIKTOK_HOST}`;
  const defaults = sandbox ? { auth: fake(config.appUrl), api: fake(loopbackUrl(config)) } : { auth: TIKTOK_HOST, api: TIKTOK_HOST };
  return { app: { id: app.id, secret: app.secret }, endpoints: { auth: tiktok.urls.auth ?? defaults.auth, api: tiktok.urls.api ?? defaults.api } };
}

/** The address of a Marketing API path ("oauth2/advertiser/get"), with TikTok's trailing slash. */
export const tikTokApiUrl = (api: string, path: string) => `${api}/open_api/${TIKTOK_API_VERSION}/${path}/`;
