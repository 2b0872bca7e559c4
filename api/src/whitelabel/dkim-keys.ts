import { generateKeyPairSync } from 'node:crypto';

/** A 2048-bit RSA key pair for DKIM: the public half as the base64 DER a DKIM record's p= holds, the private half as PEM for signing. */
export function newDkimKeyPair(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey: publicKey.toString('base64'), privateKey };
}
