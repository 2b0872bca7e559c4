import type { AppConfig } from '../../config.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import { SANDBOX_GOOGLE_CLIENT, SANDBOX_GOOGLE_HOSTS, SANDBOX_GOOGLE_PREFIX } from '../../sandbox/google/paths.js';

/** Base URLs of the Google hosts the Google connectors talk to. */
export interface GoogleEndpoints {
  /** Browser-facing: the consent screen. */
  accounts: string;
  /** Token and revocation endpoints. */
  oauth2: string;
  /** www.googleapis.com: Search Console (webmasters/v3), Drive (drive/v3) and userinfo. */
  apis: string;
  analyticsAdmin: string;
  analyticsData: string;
  /** googleads.googleapis.com */
  ads: string;
  /** Business Profile: mybusinessaccountmanagement, mybusinessbusinessinformation, businessprofileperformance. */
  businessAccounts: string;
  businessInformation: string;
  businessPerformance: string;
  /** sheets.googleapis.com */
  sheets: string;
}

export const GOOGLE_HOSTS: GoogleEndpoints = {
  accounts: 'https://accounts.google.com',
  oauth2: 'https://oauth2.googleapis.com',
  apis: 'https://www.googleapis.com',
  analyticsAdmin: 'https://analyticsadmin.googleapis.com',
  analyticsData: 'https://analyticsdata.googleapis.com',
  ads: 'https://googleads.googleapis.com',
  businessAccounts: 'https://mybusinessaccountmanagement.googleapis.com',
  businessInformation: 'https://mybusinessbusinessinformation.googleapis.com',
  businessPerformance: 'https://businessprofileperformance.googleapis.com',
  sheets: 'https://sheets.googleapis.com',
};

export interface GoogleSetup {
  client: { id: string; secret: string };
  endpoints: GoogleEndpoints;
}

/** Every host on the server's own loopback address, but the consent screen, which the browser opens. */
function sandboxEndpoints(config: AppConfig): GoogleEndpoints {
  const internal = `${loopbackUrl(config)}${SANDBOX_GOOGLE_PREFIX}`;
  const hosts = Object.fromEntries(Object.entries(SANDBOX_GOOGLE_HOSTS).map(([host, path]) => [host, `${internal}${path}`])) as Record<keyof GoogleEndpoints, string>;
  return { ...hosts, accounts: `${config.appUrl}${SANDBOX_GOOGLE_PREFIX}${SANDBOX_GOOGLE_HOSTS.accounts}` };
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
