import { chmod, mkdir, writeFile } from 'node:fs/promises';

/** Files the API writes (uploads, PDFs, mail, keys) are its own: read and written by its user only. */
export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIR_MODE = 0o700;

/** Creates the directory (and its parents) owner-only, and tightens it if it already existed more open. */
export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

/**
 * Writes a file readable by the API's user only, creating its directory
 * owner-only. A directory that exists is left as it is: DATA_DIR carries the
 * search bit the embedded cluster's postgres user needs, and taking it away
 * while the cluster runs makes its next checkpoint fail (PANIC).
 */
export async function writePrivateFile(dir: string, file: string, content: Buffer | string, flag = 'w'): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await writeFile(file, content, { mode: PRIVATE_FILE_MODE, flag });
}
