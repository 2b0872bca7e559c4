import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type JWK, type CryptoKey } from 'jose';
import type { SocialProvider } from '@pulseboard/shared/contracts';
import { BoundedMap } from '../../lib/bounded-map.js';

/** What a switch makes the fake do, as the real provider would. */
export const SOCIAL_SWITCHES = ['denied', 'no_email', 'unverified_email', 'error'] as const;
export type SocialSwitch = (typeof SOCIAL_SWITCHES)[number];

/** The person a visitor of the sign-in page said they are. */
export interface SandboxPerson {
  subject: string;
  email: string;
  name: string;
}

/** What the provider tells about the person, after the switches. */
export interface Disclosed {
  person: SandboxPerson;
  email: string | null;
  emailVerified: boolean;
}

/** An authorization request shown on the sign-in page, waiting for the person's answer. */
export interface ConsentRequest {
  provider: SocialProvider;
  clientId: string;
  redirectUri: string;
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  nonce?: string;
  scope: string;
}

export interface IssuedCode {
  provider: SocialProvider;
  clientId: string;
  redirectUri: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  nonce?: string;
  scope: string;
  disclosed: Disclosed;
}

/** Codes live as long as Google's (10 minutes), and the fakes hold a bounded number of codes and tokens. */
const CODE_TTL_MS = 10 * 60_000;
const TOKEN_TTL_MS = 60 * 60_000;
const MAX_ENTRIES = 10_000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A stable id per provider and address, in the provider's own form: Google 21 digits, Facebook 15 digits, LinkedIn 10 letters and digits. */
export function subjectOf(provider: SocialProvider, email: string): string {
  const bytes = digest(`${provider}:${email.trim().toLowerCase()}`);
  if (provider === 'linkedin') return bytes.toString('base64url').replace(/[-_]/g, 'x').slice(0, 10);
  const digits = bytes.toString('hex').replace(/[a-f]/g, (letter) => String(letter.charCodeAt(0) % 10));
  return provider === 'google' ? `1${digits.slice(0, 20)}` : `1${digits.slice(0, 14)}`;
}

/**
 * The fakes' memory: issued codes (single use) and access tokens, the
 * switches per provider, and the RS256 key that signs the ID tokens, made
 * when first needed (an RSA key takes a tenth of a second, which start-up
 * need not wait for) and published at each provider's JWKS endpoint. All in memory: a
 * sign-in is over in minutes, and nothing of the product depends on them after.
 */
export class SocialSandboxState {
  private readonly consents = new BoundedMap<string, ConsentRequest>({ maxEntries: MAX_ENTRIES, ttlMs: CODE_TTL_MS });
  private readonly codes = new BoundedMap<string, IssuedCode>({ maxEntries: MAX_ENTRIES, ttlMs: CODE_TTL_MS });
  private readonly tokens = new BoundedMap<string, IssuedCode>({ maxEntries: MAX_ENTRIES, ttlMs: TOKEN_TTL_MS });
  private readonly switchOf = new Map<SocialProvider, SocialSwitch>();
  private signingKey: Promise<{ privateKey: CryptoKey; publicJwk: JWK }> | undefined;

  private key() {
    return (this.signingKey ??= generateKeyPair('RS256', { extractable: true }).then(async ({ privateKey, publicKey }) => ({
      privateKey,
      publicJwk: { ...(await exportJWK(publicKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' },
    })));
  }

  switches(): Record<SocialProvider, SocialSwitch | null> {
    return { google: this.switchOf.get('google') ?? null, facebook: this.switchOf.get('facebook') ?? null, linkedin: this.switchOf.get('linkedin') ?? null };
  }

  setSwitch(provider: SocialProvider, value: SocialSwitch | null): void {
    if (value) this.switchOf.set(provider, value);
    else this.switchOf.delete(provider);
  }

  switchFor(provider: SocialProvider): SocialSwitch | null {
    return this.switchOf.get(provider) ?? null;
  }

  /** What the provider discloses about the person under the current switch. Facebook has no verified flag: an unconfirmed address is left out. */
  disclose(provider: SocialProvider, person: SandboxPerson): Disclosed {
    const which = this.switchFor(provider);
    if (which === 'no_email' || (which === 'unverified_email' && provider === 'facebook')) return { person, email: null, emailVerified: false };
    return { person, email: person.email, emailVerified: which !== 'unverified_email' };
  }

  openConsent(request: ConsentRequest): string {
    const id = randomBytes(16).toString('base64url');
    this.consents.set(id, request);
    return id;
  }

  /** The request the page's form answers, once. */
  closeConsent(id: string): ConsentRequest | undefined {
    return this.consents.take(id);
  }

  issueCode(code: IssuedCode): string {
    const value = `${code.provider === 'google' ? '4/0A' : 'AQ'}${randomBytes(24).toString('base64url')}`;
    this.codes.set(value, code);
    return value;
  }

  /** The code's grant, removed: a code works once. */
  takeCode(value: string): IssuedCode | undefined {
    return this.codes.take(value);
  }

  issueAccessToken(code: IssuedCode): string {
    const prefix = { google: 'ya29.', facebook: 'EAAB', linkedin: 'AQV' }[code.provider];
    const token = `${prefix}${randomBytes(32).toString('base64url')}`;
    this.tokens.set(token, code);
    return token;
  }

  grantOf(token: string): IssuedCode | undefined {
    return this.tokens.get(token);
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: [(await this.key()).publicJwk] };
  }

  /** An OpenID Connect ID token for the code's person, signed with the published key. */
  async idToken(code: IssuedCode, issuer: string): Promise<string> {
    const { person, email, emailVerified } = code.disclosed;
    const [givenName, ...family] = person.name.split(' ');
    const claims: Record<string, unknown> = { name: person.name, given_name: givenName, family_name: family.join(' ') || undefined };
    if (email) Object.assign(claims, { email, email_verified: emailVerified });
    if (code.provider === 'google') claims.azp = code.clientId;
    if (code.nonce) claims.nonce = code.nonce;
    const { privateKey, publicJwk } = await this.key();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: publicJwk.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(code.clientId)
      .setSubject(person.subject)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  }
}
