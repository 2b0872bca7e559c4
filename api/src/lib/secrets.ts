import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { writePrivateFile } from './private-files.js';

/**
 * Reads a secret kept in a file, creating it (owner-only) on first use, so a
 * restart keeps the same database password and signing key.
 */
export async function readOrCreateSecret(file: string, bytes = 32): Promise<string> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(bytes).toString('hex');
  // 'wx' refuses to overwrite: if another process won the race, use its value.
  try {
    await writePrivateFile(path.dirname(file), file, `${secret}\n`, 'wx');
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}
