import type { AppConfig } from '../../config.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import { SANDBOX_GOOGLE_CLIENT, SANDBOX_GOOGLE_HOSTS, SANDBOX_GOOGLE_PREFIX } from '../../sandbox/google/paths.js';

/** Base URLs of the Google hosts the Google connectors talk to. */
export interface GoogleEndpoints {
  /** Browser-facing: the consent screen. */
  accounts: string;
  /** Token and revocation endpoints. */
  oauth2: string;
  /** www.googleapis.com: Search Console (webmasters/v3) and userinfo. */
  apis: string;
  analyticsAdmin: string;
  analyticsData: string;
}

export const GOOGLE_HOSTS: GoogleEndpoints = {
  accounts: 'https://accounts.google.com',
  oauth2: 'https://oauth2.googleapis.com',
  apis: 'https://www.googleapis.com',
  analyticsAdmin: 'https://analyticsadmin.googleapis.com',
  analyticsData: 'https://analyticsdata.googleapis.com',
};

export interface GoogleSetup {
  client: { id: string; secret: string };
  endpoints: GoogleEndpoints;
}

function sandboxEndpoints(config: AppConfig): GoogleEndpoints {
  const internal = `${loopbackUrl(config)}${SANDBOX_GOOGLE_PREFIX}`;
  return {
    accounts: `${config.appUrl}${SANDBOX_GOOGLE_PREFIX}${SANDBOX_GOOGLE_HOSTS.accounts}`,
    oauth2: `${internal}${SANDBOX_GOOGLE_HOSTS.oauth2}`,
    apis: `${internal}${SANDBOX_GOOGLE_HOSTS.apis}`,
    analyticsAdmin: `${internal}${SANDBOX_GOOGLE_HOSTS.analyticsAdmin}`,
    analyticsData: `${internal}${SANDBOX_GOOGLE_HOSTS.analyticsData}`,
  };
}

/**
 * The Google client and hosts in effect: the sandbox's fakes (served by this
 * server) in sandbox mode, else Google's own with GOOGLE_CLIENT_ID; any
 * GOOGLE_*_URL override wins. Undefined: Google sources are not offered.
 */
export function googleSetup(config: AppConfig): GoogleSetup | undefined {
  const { sandbox, google } = config.connectors;
  const client = sandbox ? SANDBOX_GOOGLE_CLIENT : google.client;
  if (!client) return undefined;
  const defaults = sandbox ? sandboxEndpoints(config) : GOOGLE_HOSTS;
  const overrides = Object.fromEntries(Object.entries(google.urls).filter(([, url]) => url !== undefined));
  return { client: { id: client.id, secret: client.secret }, endpoints: { ...defaults, ...overrides } };
}
