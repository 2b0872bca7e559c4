import { z } from 'zod';
import { SourceAuthError, SourceProviderError, SourceQuotaError } from '../connectors/types.js';
import { jsonBody, providerFetch } from './provider-fetch.js';
import { toCredentials, tokenResponseSchema, type OAuthCredentials, type OAuthProvider, type TokenResponse } from './provider.js';

const tokenErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

/**
 * POST to the token endpoint (client_secret_post). RFC 6749 §5.2 errors:
 * invalid_grant means the code or refresh token is dead (expired, revoked,
 * already used), so the source needs a new consent; anything else (our
 * client is misconfigured, the provider is down) is not the user's doing.
 */
export async function tokenRequest(provider: OAuthProvider, params: Record<string, string>): Promise<TokenResponse> {
  const response = await providerFetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ client_id: provider.clientId, client_secret: provider.clientSecret, ...params }).toString(),
  });
  const body = await jsonBody(response);
  if (response.ok) {
    const parsed = tokenResponseSchema.safeParse(body);
    if (!parsed.success) throw new SourceProviderError(`${provider.label} answered an unreadable token`, response.status);
    return parsed.data;
  }
  const failure = tokenErrorSchema.safeParse(body);
  const description = failure.success ? (failure.data.error_description ?? failure.data.error) : `HTTP ${response.status}`;
  if (failure.success && failure.data.error === 'invalid_grant') throw new SourceAuthError(`${provider.label}: ${description}`);
  if (response.status === 429) throw new SourceQuotaError(`${provider.label} token endpoint: ${description}`);
  throw new SourceProviderError(`${provider.label} token endpoint: ${description}`, response.status);
}

export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier?: string | null;
}

/** The token endpoint's whole answer to an authorization code, ID token included (sign-in reads who it is from that). */
export async function exchangeCodeForTokens(provider: OAuthProvider, input: CodeExchange): Promise<TokenResponse> {
  const params: Record<string, string> = { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri };
  if (input.codeVerifier) params.code_verifier = input.codeVerifier;
  return tokenRequest(provider, params);
}

/** The credentials a source stores from an authorization code, after the provider's own further steps. */
export async function exchangeCode(provider: OAuthProvider, input: CodeExchange): Promise<OAuthCredentials> {
  const credentials = provider.exchangeCode ? await provider.exchangeCode(input) : toCredentials(await exchangeCodeForTokens(provider, input));
  return provider.completeGrant ? provider.completeGrant(credentials) : credentials;
}

export async function refreshCredentials(provider: OAuthProvider, credentials: OAuthCredentials): Promise<OAuthCredentials> {
  if (!credentials.refresh_token) throw new SourceAuthError(`${provider.label}: the access token expired and there is no refresh token`);
  const response = await tokenRequest(provider, { grant_type: 'refresh_token', refresh_token: credentials.refresh_token });
  return toCredentials(response, credentials);
}

/** RFC 7009 revocation of the grant (the refresh token revokes its access tokens too). */
export async function revokeToken(provider: OAuthProvider, token: string): Promise<void> {
  if (provider.revoke) return provider.revoke(token);
  if (!provider.revokeUrl) return;
  const response = await providerFetch(provider.revokeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  // 400 invalid_token: already expired or revoked, which is what was wanted.
  if (!response.ok && response.status !== 400) throw new SourceProviderError(`${provider.label} did not revoke the token`, response.status);
}
