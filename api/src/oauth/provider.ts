import { z } from 'zod';
import type { CodeExchange } from './token-endpoint.js';

/**
 * An OAuth 2 authorization-code provider, described by data so that adding
 * one is a table entry, and so that every endpoint can point at a fake.
 */
export interface OAuthProvider {
  /** Named in messages shown to the user: "Google". */
  label: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl?: string;
  scopes: readonly string[];
  /** The scopes the source cannot work without: a consent that leaves one out is refused. */
  requiredScopes: readonly string[];
  clientId: string;
  clientSecret: string;
  /** Extra authorize parameters, e.g. Google's access_type=offline and prompt=consent (for a refresh token every time). */
  authorizeParams: Readonly<Record<string, string>>;
  /** Send a PKCE S256 challenge and prove it with the verifier at the token endpoint. */
  pkce: boolean;
  /**
   * A provider's own steps after the code exchange, e.g. Meta's: the code's
   * short-lived token swapped for a long-lived one, and the permissions the
   * person left ticked read back as the granted scope.
   */
  completeGrant?(credentials: OAuthCredentials): Promise<OAuthCredentials>;
  /**
   * The consent page's address for a provider whose authorize request is not
   * RFC 6749's (TikTok: app_id, state and redirect_uri only); unset, it is
   * built from the fields above.
   */
  consentUrl?(request: { redirectUri: string; state: string }): string;
  /** The code exchange of a provider whose token endpoint is not RFC 6749's (TikTok: JSON in, its own envelope out). */
  exchangeCode?(input: CodeExchange): Promise<OAuthCredentials>;
  /** Revokes a grant where the provider has no RFC 7009 endpoint (Meta: DELETE /me/permissions). */
  revoke?(token: string): Promise<void>;
}

/**
 * What an OAuth source stores (sealed) as its credentials. `expires_at` is in
 * epoch milliseconds; a token without one is taken as never expiring.
 */
export const oauthCredentialsSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_at: z.number().optional(),
  scope: z.string().optional(),
});
export type OAuthCredentials = z.infer<typeof oauthCredentialsSchema>;

/** RFC 6749 §5.1; `expires_in` may come as a string from some providers. */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.coerce.number().optional(),
  // Mailchimp answers `"scope": null`.
  scope: z
    .string()
    .nullish()
    .transform((scope) => scope ?? undefined),
  token_type: z.string().optional(),
  /** OpenID Connect: who signed in, when the `openid` scope was asked for. */
  id_token: z.string().min(1).optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * Credentials from a token answer. A refresh answer usually omits the refresh
 * token and sometimes the scope: the previous ones still hold.
 */
export function toCredentials(response: TokenResponse, previous?: OAuthCredentials, now = Date.now()): OAuthCredentials {
  return {
    access_token: response.access_token,
    refresh_token: response.refresh_token ?? previous?.refresh_token,
    expires_at: response.expires_in !== undefined ? now + response.expires_in * 1000 : undefined,
    scope: response.scope ?? previous?.scope,
  };
}

/** Whether a space-separated (or, as LinkedIn answers it, comma-separated) scope string grants every scope of `required`. */
export function grantsAll(scope: string | undefined, required: readonly string[]): boolean {
  const granted = new Set((scope ?? '').split(/[\s,]+/).filter(Boolean));
  return required.every((name) => granted.has(name));
}
