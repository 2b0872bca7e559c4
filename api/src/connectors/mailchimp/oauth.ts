import type { OAuthCredentials, OAuthProvider } from '../../oauth/provider.js';
import type { MailchimpSetup } from './endpoints.js';
import { readMetadata } from './metadata.js';

/** What a Mailchimp source stores: the token and the data centre its account lives in. */
type MailchimpCredentials = OAuthCredentials & { dc: string };

/**
 * Mailchimp's OAuth: no scopes (a token reads the whole account), no PKCE,
 * and an access token that never expires (`expires_in: 0`, no refresh
 * token). Every API call goes to the account's data centre, which only the
 * metadata endpoint tells: it is read once, at the grant, and kept with the
 * credentials. Mailchimp has no revocation endpoint: the user removes the
 * app from the account's connected apps.
 */
export function mailchimpOAuthProvider({ client, endpoints }: MailchimpSetup): OAuthProvider {
  return {
    label: 'Mailchimp',
    authorizeUrl: `${endpoints.login}/oauth2/authorize`,
    tokenUrl: `${endpoints.oauth}/oauth2/token`,
    scopes: [],
    requiredScopes: [],
    clientId: client.id,
    clientSecret: client.secret,
    authorizeParams: {},
    pkce: false,

    async completeGrant(credentials) {
      const { dc } = await readMetadata(endpoints.oauth, credentials.access_token);
      // expires_in 0 means "never", not "now".
      const grant: MailchimpCredentials = { access_token: credentials.access_token, dc };
      return grant;
    },
  };
}
