import type { OAuthProvider } from '../../src/oauth/provider.js';

/** An OAuth client of the kind AccuRanker's is (client secret, no PKCE), whose token endpoint is a loopback server of the test's own. */
export const loopbackTokenProvider = (tokenUrl: string): OAuthProvider => ({
  label: 'AccuRanker',
  authorizeUrl: 'http://127.0.0.1/oauth/authorize/',
  tokenUrl,
  scopes: ['read'],
  requiredScopes: ['read'],
  clientId: 'client',
  clientSecret: 'secret',
  authorizeParams: {},
  pkce: false,
});
