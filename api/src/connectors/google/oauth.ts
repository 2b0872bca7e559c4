import type { OAuthProvider } from '../../oauth/provider.js';
import type { GoogleSetup } from './endpoints.js';

/** Lets a source show which Google account it was connected with. */
const GOOGLE_EMAIL_SCOPE = 'https://www.googleapis.com/auth/userinfo.email';

/**
 * Google's authorization-code flow. access_type=offline with prompt=consent
 * returns a refresh token on every consent, re-authorisations included
 * (without prompt=consent Google sends one only the first time). PKCE is
 * optional for Google's confidential clients; it is used anyway so a stolen
 * code is worthless.
 */
export function googleOAuthProvider(setup: GoogleSetup, scopes: readonly string[]): OAuthProvider {
  const { endpoints, client } = setup;
  return {
    label: 'Google',
    authorizeUrl: `${endpoints.accounts}/o/oauth2/v2/auth`,
    tokenUrl: `${endpoints.oauth2}/token`,
    revokeUrl: `${endpoints.oauth2}/revoke`,
    scopes: [...scopes, GOOGLE_EMAIL_SCOPE],
    requiredScopes: scopes,
    clientId: client.id,
    clientSecret: client.secret,
    authorizeParams: { access_type: 'offline', prompt: 'consent' },
    pkce: true,
  };
}
