import { hash, verify } from '@node-rs/argon2';

/** The library's defaults are argon2id, 19 MiB, 2 passes: the OWASP baseline. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Checked against when the e-mail is unknown, so a failed login costs the same
 * time whether or not the account exists.
 */
let decoyHash: Promise<string> | undefined;
export function verifyDecoy(password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that no account uses');
  return decoyHash.then((value) => verifyPassword(value, password));
}
