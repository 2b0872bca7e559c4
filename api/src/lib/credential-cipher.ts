import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
/** v2 is bound to its row; v1 (before binding) is still read, and sealed again as v2 on the next save. */
const VERSION = 'v2';
const UNBOUND_VERSION = 'v1';

/**
 * AES-256-GCM for source credentials at rest. The stored text is
 * "v2.<iv>.<tag>.<ciphertext>" (base64url), so the format can change later
 * without guessing. Each value is sealed for the row it belongs to (the
 * row's identity is the associated data): a sealed value copied into another
 * row, or another company's, does not open. The key is 32 bytes given as 64
 * hex characters.
 */
export function credentialCipher(hexKey: string) {
  const key = Buffer.from(hexKey, 'hex');
  if (key.length !== 32) throw new Error('The credentials key must be 32 bytes (64 hex characters).');
  return {
    encrypt(value: unknown, boundTo: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      cipher.setAAD(Buffer.from(boundTo, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
    },
    decrypt<T = unknown>(stored: string, boundTo: string): T {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if ((version !== VERSION && version !== UNBOUND_VERSION) || !iv || !tag || !ciphertext) throw new Error('Unreadable stored credentials');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      if (version === VERSION) decipher.setAAD(Buffer.from(boundTo, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return JSON.parse(Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')) as T;
    },
  };
}
export type CredentialCipher = ReturnType<typeof credentialCipher>;
