import { randomBytes } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { privateDir, writePrivateFile } from '../lib/private-files.js';
import { checkedFolder, checkedKey, isStorageKey, listLimit, type FileStorage, type StoredObject } from './storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function statOrNothing(file: string) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

async function entriesOf(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/**
 * Keys below `dir` in the order a bucket lists them (plain string order of
 * the whole key): a folder sorts as its name followed by "/", and a folder
 * whose keys all come before `after` is not read at all.
 */
async function* keysBelow(dir: string, prefix: string, after: string | undefined): AsyncGenerator<string> {
  const entries = (await entriesOf(dir)).map((entry) => ({ entry, key: `${prefix}${entry.name}${entry.isDirectory() ? '/' : ''}` })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const { entry, key } of entries) {
    if (entry.isDirectory()) {
      const skipped = after !== undefined && after >= key && !after.startsWith(key);
      if (!skipped) yield* keysBelow(path.join(dir, entry.name), key, after);
    } else if (entry.isFile() && isStorageKey(key) && (after === undefined || key > after)) {
      yield key;
    }
  }
}

/**
 * Files under `root`, in folders as their keys say. Content written from
 * memory goes to a temporary file in `stagingDir` first (on the same disk:
 * DATA_DIR), then is renamed into place, so a reader never sees half a
 * file and a crash leaves its remains where the staging sweep removes them.
 */
export function localDiskStorage(root: string, stagingDir: string): FileStorage {
  const resolved = path.resolve(root);
  const pathOf = (key: string) => {
    const file = path.resolve(resolved, key);
    // The key check already keeps keys inside; this guards against a mistake in it ever reaching outside the root.
    if (!file.startsWith(`${resolved}${path.sep}`)) throw new Error(`File key outside the storage root: ${key}`);
    return file;
  };
  const fileOf = (key: string) => pathOf(checkedKey(key));

  const storage: FileStorage = {
    async put(key, content) {
      const file = fileOf(key);
      await privateDir(path.dirname(file));
      if (!Buffer.isBuffer(content)) {
        await rename(content.stagedFile, file);
        return;
      }
      const temporary = path.join(stagingDir, `${randomBytes(12).toString('hex')}.part`);
      try {
        await writePrivateFile(stagingDir, temporary, content);
        await rename(temporary, file);
      } finally {
        await rm(temporary, { force: true });
      }
    },

    async open(key) {
      const file = fileOf(key);
      const stats = await statOrNothing(file);
      return stats && { stream: createReadStream(file), size: stats.size };
    },

    async stat(key) {
      const stats = await statOrNothing(fileOf(key));
      return stats && { key, size: stats.size, modifiedAt: stats.mtime };
    },

    async remove(key) {
      const file = fileOf(key);
      if (!(await statOrNothing(file))) return false;
      await rm(file, { force: true });
      return true;
    },

    async list(folder, { after, limit }) {
      const prefix = checkedFolder(folder) === '' ? '' : `${folder}/`;
      const found: StoredObject[] = [];
      for await (const key of keysBelow(prefix ? pathOf(folder) : resolved, prefix, after)) {
        const stored = await storage.stat(key);
        if (stored) found.push(stored);
        if (found.length >= listLimit(limit)) break;
      }
      return found;
    },

    async removeFolder(folder) {
      await rm(pathOf(checkedKey(folder)), { recursive: true, force: true });
    },
  };
  return storage;
}
