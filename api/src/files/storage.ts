import { createReadStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { privateDir } from '../lib/private-files.js';

/**
 * Where uploaded files live, by key ("<companyId>/<filename>"). The local disk
 * is the default; an S3-compatible store would implement the same three calls.
 */
export interface FileStorage {
  /** Stores a staged file under the key (the staged file is consumed); storing a key again replaces it whole (readers never see half a file). */
  put(key: string, stagedFile: string): Promise<void>;
  /** The content as a stream with its size, or undefined when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes the file; false when there was none. */
  remove(key: string): Promise<boolean>;
  /** Whether a file is stored under the key. */
  has(key: string): Promise<boolean>;
  /** How many files, and how many bytes in all, are stored under a folder ("<companyId>"). */
  usage(folder: string): Promise<{ files: number; bytes: number }>;
  /** Removes a folder and every file in it (a deleted company's); nothing happens when there is none. */
  removeFolder(folder: string): Promise<void>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `root`, one folder per company. */
export function localDiskStorage(root: string): FileStorage {
  const resolved = path.resolve(root);
  const pathOf = (key: string) => {
    const file = path.resolve(resolved, key);
    // Keys are built by the API from checked parts; this guards against a mistake ever reaching outside the root.
    if (!file.startsWith(`${resolved}${path.sep}`)) throw new Error(`File key outside the storage root: ${key}`);
    return file;
  };

  return {
    async put(key, stagedFile) {
      const file = pathOf(key);
      await privateDir(path.dirname(file));
      // The staging folder is under the same data directory: a rename, atomic for readers.
      await rename(stagedFile, file);
    },

    async open(key) {
      const file = pathOf(key);
      try {
        const stats = await stat(file);
        return stats.isFile() ? { stream: createReadStream(file), size: stats.size } : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async has(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async usage(folder) {
      const names = await readdir(pathOf(folder)).catch((error: unknown) => {
        if (isMissing(error)) return [] as string[];
        throw error;
      });
      // Files still being written (".tmp") are not counted: they become a file or disappear.
      const sizes = await Promise.all(names.filter((name) => !name.endsWith('.tmp')).map(async (name) => (await stat(path.join(pathOf(folder), name)).catch(() => undefined))?.size ?? 0));
      return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
    },

    async removeFolder(folder) {
      await rm(pathOf(folder), { recursive: true, force: true });
    },

    async remove(key) {
      const file = pathOf(key);
      try {
        await stat(file);
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      await rm(file, { force: true });
      return true;
    },
  };
}
