import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { SocialProvider } from '@pulseboard/shared/contracts';
import { SourceProviderError } from '../connectors/types.js';
import { jsonBody, providerFetch } from '../oauth/provider-fetch.js';
import type { TokenResponse } from '../oauth/provider.js';
import type { SignInProvider } from './providers.js';

/** Who signed in, as the provider states it. */
export interface ProviderIdentity {
  provider: SocialProvider;
  /** The provider's stable id for the person. */
  subject: string;
  email: string | null;
  /** Only true when the provider says the address is confirmed: the one thing that lets it stand for an existing account. */
  emailVerified: boolean;
  name: string;
}

/** The ID token of a sign-in is for now: a few minutes' clock difference is allowed, not more. */
const CLOCK_TOLERANCE_S = 120;
/** How long fetching a provider's signing keys may take before the sign-in fails. */
const JWKS_TIMEOUT_MS = 10_000;

const emailVerifiedClaim = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).optional();
const idTokenClaims = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(255).optional(),
  email_verified: emailVerifiedClaim,
  name: z.string().max(255).optional(),
});
const graphMe = z.object({ id: z.string().min(1).max(255), name: z.string().max(255).optional(), email: z.string().max(255).optional() });

/** One key set per URL for the life of the process: jose caches the keys and refetches on an unknown key id. */
const keySets = new Map<string, JWTVerifyGetKey>();
function keySet(url: string): JWTVerifyGetKey {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration: JWKS_TIMEOUT_MS });
    keySets.set(url, keys);
  }
  return keys;
}

/** A display name: the provider's, else the e-mail's local part, else the provider's name. */
function displayName(provider: SignInProvider, name: string | undefined, email: string | null): string {
  return name?.trim() || email?.split('@')[0] || `${provider.label} user`;
}

/**
 * OpenID Connect: the ID token's signature (the provider's published keys),
 * issuer, audience (our client) and lifetime are checked before any claim is
 * believed; a token failing any of them is the provider's error, not an identity.
 */
async function fromIdToken(provider: SignInProvider, source: { issuers: readonly string[]; jwksUrl: string }, idToken: string | undefined): Promise<ProviderIdentity> {
  if (!idToken) throw new SourceProviderError(`${provider.label} sent no ID token`);
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(source.jwksUrl), {
      issuer: [...source.issuers],
      audience: provider.clientId,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_S,
    }));
  } catch (error) {
    throw new SourceProviderError(`${provider.label} ID token refused: ${error instanceof Error ? error.message : String(error)}`);
  }
  const claims = idTokenClaims.safeParse(payload);
  if (!claims.success) throw new SourceProviderError(`${provider.label} ID token lacks a subject`);
  const email = claims.data.email?.trim() || null;
  return { provider: provider.id, subject: claims.data.sub, email, emailVerified: Boolean(email) && claims.data.email_verified === true, name: displayName(provider, claims.data.name, email) };
}

/**
 * Facebook: the Graph API's /me, with appsecret_proof (the token alone is
 * not enough to call it). Meta sends `email` only for a confirmed primary
 * address and has no verified flag, so an address it sends counts as confirmed.
 */
async function fromGraphMe(provider: SignInProvider, meUrl: string, accessToken: string): Promise<ProviderIdentity> {
  const url = new URL(meUrl);
  url.searchParams.set('fields', 'id,name,email');
  url.searchParams.set('access_token', accessToken);
  url.searchParams.set('appsecret_proof', createHmac('sha256', provider.clientSecret).update(accessToken).digest('hex'));
  const response = await providerFetch(url.toString(), { headers: { accept: 'application/json' } });
  const body = graphMe.safeParse(await jsonBody(response, 64 * 1024));
  if (!response.ok || !body.success) throw new SourceProviderError(`${provider.label} did not say who signed in`, response.status);
  const email = body.data.email?.trim() || null;
  return { provider: provider.id, subject: body.data.id, email, emailVerified: email !== null, name: displayName(provider, body.data.name, email) };
}

/** Who the token answer is for. */
export async function identityOf(provider: SignInProvider, tokens: TokenResponse): Promise<ProviderIdentity> {
  const source = provider.identity;
  return source.kind === 'id_token' ? fromIdToken(provider, source, tokens.id_token) : fromGraphMe(provider, source.meUrl, tokens.access_token);
}
