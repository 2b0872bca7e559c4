import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const VERSION = 'v1';

/**
 * AES-256-GCM for source credentials at rest. The stored text is
 * "v1.<iv>.<tag>.<ciphertext>" (base64url), so the format can change later
 * without guessing. The key is 32 bytes given as 64 hex characters.
 */
export function credentialCipher(hexKey: string) {
  const key = Buffer.from(hexKey, 'hex');
  if (key.length !== 32) throw new Error('The credentials key must be 32 bytes (64 hex characters).');
  return {
    encrypt(value: unknown): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
    },
    decrypt<T = unknown>(stored: string): T {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error('Unreadable stored credentials');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return JSON.parse(Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')) as T;
    },
  };
}
export type CredentialCipher = ReturnType<typeof credentialCipher>;
