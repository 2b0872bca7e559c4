import { codeChallenge } from './pkce.js';
import type { OAuthProvider } from './provider.js';

/** The provider's consent page for one authorisation: the state to come back with and, when the provider takes one, the PKCE S256 challenge. */
export function authorizeUrl(provider: OAuthProvider, request: { redirectUri: string; state: string; codeVerifier?: string }): string {
  if (provider.consentUrl) return provider.consentUrl(request);
  const params = new URLSearchParams({
    client_id: provider.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: provider.scopes.join(' '),
    state: request.state,
    ...provider.authorizeParams,
  });
  if (request.codeVerifier) {
    params.set('code_challenge', codeChallenge(request.codeVerifier));
    params.set('code_challenge_method', 'S256');
  }
  return `${provider.authorizeUrl}?${params}`;
}
