import type { AppConfig } from '../../config.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import { SANDBOX_LINKEDIN_CLIENT, SANDBOX_LINKEDIN_HOSTS, SANDBOX_LINKEDIN_PREFIX } from '../../sandbox/linkedin/paths.js';

/** Base URLs of LinkedIn's hosts. */
export interface LinkedInEndpoints {
  /** Browser-facing: the consent page (www.linkedin.com/oauth/v2/authorization). */
  www: string;
  /** www.linkedin.com as this server reaches it: the token and revocation endpoints. */
  oauth: string;
  /** api.linkedin.com: the versioned REST API (/rest/...). */
  api: string;
}

const LINKEDIN_HOSTS: LinkedInEndpoints = { www: 'https://www.linkedin.com', oauth: 'https://www.linkedin.com', api: 'https://api.linkedin.com' };

/**
 * The LinkedIn-Version every REST call sends and the fakes answer: LinkedIn
 * serves each monthly version for a year, so this moves forward once a year.
 */
export const LINKEDIN_VERSION = '202610';

export interface LinkedInSetup {
  client: { id: string; secret: string };
  endpoints: LinkedInEndpoints;
}

/**
 * The LinkedIn app and hosts in effect: the sandbox's fakes (the consent page
 * through APP_URL, the rest over loopback) in sandbox mode, else LinkedIn's own
 * with LINKEDIN_CLIENT_ID; LINKEDIN_*_URL overrides win. Undefined: the
 * LinkedIn sources are not offered.
 */
export function linkedInSetup(config: AppConfig): LinkedInSetup | undefined {
  const { sandbox, linkedin } = config.connectors;
  const client = sandbox ? SANDBOX_LINKEDIN_CLIENT : config.signIn.linkedin;
  if (!client) return undefined;
  const fake = (host: string, base: string) => `${base}${SANDBOX_LINKEDIN_PREFIX}${host}`;
  const defaults = sandbox
    ? { www: fake(SANDBOX_LINKEDIN_HOSTS.www, config.appUrl), oauth: fake(SANDBOX_LINKEDIN_HOSTS.www, loopbackUrl(config)), api: fake(SANDBOX_LINKEDIN_HOSTS.api, loopbackUrl(config)) }
    : LINKEDIN_HOSTS;
  const { www, api } = linkedin.urls;
  return { client: { id: client.id, secret: client.secret }, endpoints: { www: www ?? defaults.www, oauth: www ?? defaults.oauth, api: api ?? defaults.api } };
}
