import { createHash } from 'node:crypto';
import { randomToken } from '../lib/tokens.js';

/** RFC 7636: a 43-character verifier (32 random bytes, base64url) kept server-side. */
export function createCodeVerifier(): string {
  return randomToken(32);
}

/** The S256 challenge sent with the authorize request. */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
