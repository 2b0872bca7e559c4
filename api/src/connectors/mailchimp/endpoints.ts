import type { AppConfig } from '../../config.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import { SANDBOX_MAILCHIMP_CLIENT, SANDBOX_MAILCHIMP_HOSTS, SANDBOX_MAILCHIMP_PREFIX } from '../../sandbox/mailchimp/paths.js';

/** Base URLs of Mailchimp's hosts. */
export interface MailchimpEndpoints {
  /** Browser-facing: the authorize page (login.mailchimp.com/oauth2/authorize). */
  login: string;
  /** login.mailchimp.com as this server reaches it: the token and metadata endpoints. */
  oauth: string;
  /** The Marketing API of one data centre ("us6"), where an account's data lives. */
  api(dc: string): string;
}

const LOGIN_HOST = 'https://login.mailchimp.com';

/** A data centre as Mailchimp names them (us6, us21): it goes into a host name, so nothing else is taken. */
export const DATA_CENTRE = /^[a-z]{2}\d{1,3}$/;

export interface MailchimpSetup {
  client: { id: string; secret: string };
  endpoints: MailchimpEndpoints;
}

/** A Marketing API base below which the data centre is a path segment (the fake, a proxy). */
const apiBelow = (base: string) => (dc: string) => `${base}/${dc}`;

/**
 * The Mailchimp app and hosts in effect: the sandbox's fakes (the authorize
 * page through APP_URL, the rest over loopback) in sandbox mode, else
 * Mailchimp's own with MAILCHIMP_CLIENT_ID; MAILCHIMP_LOGIN_URL and
 * MAILCHIMP_API_URL win. Undefined: the Mailchimp source is not offered.
 */
export function mailchimpSetup(config: AppConfig): MailchimpSetup | undefined {
  const { sandbox, mailchimp } = config.connectors;
  const client = sandbox ? SANDBOX_MAILCHIMP_CLIENT : mailchimp.client;
  if (!client) return undefined;
  const fake = (host: string, base: string) => `${base}${SANDBOX_MAILCHIMP_PREFIX}${host}`;
  const defaults = sandbox
    ? {
        login: fake(SANDBOX_MAILCHIMP_HOSTS.login, config.appUrl),
        oauth: fake(SANDBOX_MAILCHIMP_HOSTS.login, loopbackUrl(config)),
        api: apiBelow(fake(SANDBOX_MAILCHIMP_HOSTS.api, loopbackUrl(config))),
      }
    : { login: LOGIN_HOST, oauth: LOGIN_HOST, api: (dc: string) => `https://${dc}.api.mailchimp.com` };
  const { login, api } = mailchimp.urls;
  return {
    client: { id: client.id, secret: client.secret },
    endpoints: { login: login ?? defaults.login, oauth: login ?? defaults.oauth, api: api ? apiBelow(api) : defaults.api },
  };
}
