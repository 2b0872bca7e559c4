import { opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Staged files older than this belong to no request any more: an upload is
 * at most 5 MB and a write from memory takes moments, so only a process that
 * died mid-request leaves one this old.
 */
export const STAGED_FILE_MAX_AGE_MS = 60 * 60_000;
/** Files one sweep looks at, at most; the next sweep goes on. */
const SWEEP_BATCH = 1000;

/** Removes the files a crash left in the staging folder (DATA_DIR/incoming); answers how many. */
export async function sweepStaging(dir: string, now = Date.now()): Promise<number> {
  let removed = 0;
  let seen = 0;
  const folder = await opendir(dir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  });
  if (!folder) return 0;
  for await (const entry of folder) {
    if (++seen > SWEEP_BATCH) break;
    if (!entry.isFile()) continue;
    const file = path.join(dir, entry.name);
    const stats = await stat(file).catch(() => undefined);
    if (stats && now - stats.mtimeMs >= STAGED_FILE_MAX_AGE_MS) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
