import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@pulseboard/shared/contracts';
import type { AppConfig } from '../config.js';
import { GRAPH_VERSION, META_HOSTS } from '../connectors/meta/endpoints.js';
import type { OAuthProvider } from '../oauth/provider.js';
import { loopbackUrl } from '../sandbox/loopback.js';
import { SANDBOX_SOCIAL_CLIENTS, SANDBOX_SOCIAL_PREFIX } from '../sandbox/social/paths.js';

/** Where a provider says who signed in: a signed OpenID Connect ID token, or (Facebook) the Graph API's /me. */
export type IdentitySource = { kind: 'id_token'; issuers: readonly string[]; jwksUrl: string } | { kind: 'graph_me'; meUrl: string };

/** A sign-in provider: its OAuth client and endpoints, and where its identity comes from. */
export interface SignInProvider extends OAuthProvider {
  id: SocialProvider;
  identity: IdentitySource;
}

export interface SignInEndpoints {
  /** Browser-facing: the provider's sign-in and consent page. */
  authorize: string;
  token: string;
  /** The ID token's signing keys (id_token providers). */
  jwks?: string;
  /** The profile of the token's owner (Graph API providers). */
  me?: string;
}

/** The providers' own endpoints. */
const SIGN_IN_ENDPOINTS: Record<SocialProvider, SignInEndpoints> = {
  google: { authorize: 'https://accounts.google.com/o/oauth2/v2/auth', token: 'https://oauth2.googleapis.com/token', jwks: 'https://www.googleapis.com/oauth2/v3/certs' },
  facebook: {
    authorize: `${META_HOSTS.www}/${GRAPH_VERSION}/dialog/oauth`,
    token: `${META_HOSTS.graph}/${GRAPH_VERSION}/oauth/access_token`,
    me: `${META_HOSTS.graph}/${GRAPH_VERSION}/me`,
  },
  linkedin: { authorize: 'https://www.linkedin.com/oauth/v2/authorization', token: 'https://www.linkedin.com/oauth/v2/accessToken', jwks: 'https://www.linkedin.com/oauth/openid/jwks' },
};

/** The same endpoints on the sandbox's fakes: the page through APP_URL (the browser goes there), the rest over loopback. */
function sandboxSignInEndpoints(config: Pick<AppConfig, 'appUrl' | 'host' | 'port'>): Record<SocialProvider, SignInEndpoints> {
  const page = `${config.appUrl}${SANDBOX_SOCIAL_PREFIX}`;
  const server = `${loopbackUrl(config)}${SANDBOX_SOCIAL_PREFIX}`;
  return {
    google: { authorize: `${page}/google/o/oauth2/v2/auth`, token: `${server}/google/token`, jwks: `${server}/google/oauth2/v3/certs` },
    facebook: {
      authorize: `${page}/facebook/${GRAPH_VERSION}/dialog/oauth`,
      token: `${server}/facebook/${GRAPH_VERSION}/oauth/access_token`,
      me: `${server}/facebook/${GRAPH_VERSION}/me`,
    },
    linkedin: { authorize: `${page}/linkedin/oauth/v2/authorization`, token: `${server}/linkedin/oauth/v2/accessToken`, jwks: `${server}/linkedin/oauth/openid/jwks` },
  };
}

interface Client {
  id: string;
  secret: string;
}

/**
 * What differs between the providers besides their endpoints. Google takes
 * PKCE and is asked to let the person pick an account; LinkedIn's OpenID
 * Connect product (the old r_liteprofile and r_emailaddress scopes were
 * retired in 2023) and Facebook's web login rely on the state and the client
 * secret, as they do not take PKCE from a web server.
 */
function definition(id: SocialProvider, client: Client, endpoints: SignInEndpoints): SignInProvider {
  const common = { id, label: SOCIAL_PROVIDER_LABELS[id], clientId: client.id, clientSecret: client.secret, authorizeUrl: endpoints.authorize, tokenUrl: endpoints.token };
  const jwksUrl = endpoints.jwks ?? '';
  switch (id) {
    case 'google':
      return {
        ...common,
        scopes: ['openid', 'email', 'profile'],
        requiredScopes: ['openid'],
        authorizeParams: { prompt: 'select_account' },
        pkce: true,
        // Google's ID tokens carry either form of its issuer.
        identity: { kind: 'id_token', issuers: ['https://accounts.google.com', 'accounts.google.com'], jwksUrl },
      };
    case 'linkedin':
      return {
        ...common,
        scopes: ['openid', 'profile', 'email'],
        requiredScopes: ['openid'],
        authorizeParams: {},
        pkce: false,
        identity: { kind: 'id_token', issuers: ['https://www.linkedin.com/oauth'], jwksUrl },
      };
    case 'facebook':
      return {
        ...common,
        scopes: ['email', 'public_profile'],
        requiredScopes: [],
        authorizeParams: {},
        pkce: false,
        identity: { kind: 'graph_me', meUrl: endpoints.me ?? '' },
      };
  }
}

/**
 * The sign-in providers in effect: all three against the sandbox's fakes in
 * sandbox mode, else each one whose client is configured (Google shares the
 * Google sources' client). `endpoints` replaces the providers' hosts, for
 * tests and proxies.
 */
export function signInProviders(config: AppConfig, endpoints?: Record<SocialProvider, SignInEndpoints>): Map<SocialProvider, SignInProvider> {
  const sandbox = config.connectors.sandbox;
  const hosts = endpoints ?? (sandbox ? sandboxSignInEndpoints(config) : SIGN_IN_ENDPOINTS);
  const clients: Record<SocialProvider, Client | undefined> = sandbox
    ? SANDBOX_SOCIAL_CLIENTS
    : { google: config.connectors.google.client, facebook: config.signIn.facebook, linkedin: config.signIn.linkedin };
  const providers = new Map<SocialProvider, SignInProvider>();
  for (const id of Object.keys(hosts) as SocialProvider[]) {
    const client = clients[id];
    if (client) providers.set(id, definition(id, client, hosts[id]));
  }
  return providers;
}
