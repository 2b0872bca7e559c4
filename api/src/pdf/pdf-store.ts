import { createReadStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { writePrivateFile } from '../lib/private-files.js';

/** Content keys are hex digests (pdf-spec.ts); anything else never names a file. */
export const isPdfKey = (key: string) => /^[0-9a-f]{40}$/.test(key);

export interface StoredPdf {
  size: number;
  /** When it was rendered. */
  createdAt: Date;
}

export interface PdfStore {
  /** The PDF under this key while it is still fresh (younger than the reuse time). */
  fresh(key: string, now?: number): Promise<StoredPdf | undefined>;
  /** Stores a rendered PDF whole (readers never see half a file), then deletes the stale ones. */
  put(key: string, content: Buffer): Promise<void>;
  /** The file as a stream, or undefined once it is gone. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Deletes the PDFs older than the reuse time. */
  prune(now?: number): Promise<number>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Rendered PDFs in one folder (DATA_DIR/pdf), named by content key, kept as
 * long as they may be reused. A worker in another process needs the same
 * folder as the API instances that serve the downloads.
 */
export function pdfStore(dir: string, reuseMs: number): PdfStore {
  const fileOf = (key: string) => {
    if (!isPdfKey(key)) throw new Error(`Not a PDF key: ${key}`);
    return path.join(dir, `${key}.pdf`);
  };
  const statOf = async (file: string) => {
    try {
      return await stat(file);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  const store: PdfStore = {
    async fresh(key, now = Date.now()) {
      const stats = await statOf(fileOf(key));
      if (!stats || now - stats.mtimeMs >= reuseMs) return undefined;
      return { size: stats.size, createdAt: stats.mtime };
    },

    async put(key, content) {
      const file = fileOf(key);
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writePrivateFile(dir, temporary, content);
      await rename(temporary, file);
      await store.prune();
    },

    async open(key) {
      const file = fileOf(key);
      const stats = await statOf(file);
      return stats?.isFile() ? { stream: createReadStream(file), size: stats.size } : undefined;
    },

    async prune(now = Date.now()) {
      const names = await readdir(dir).catch((error: unknown) => {
        if (isMissing(error)) return [] as string[];
        throw error;
      });
      let removed = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        const stats = await statOf(file);
        // Twice the reuse time: a download link handed out at the end of a file's reuse still works a while.
        if (stats && now - stats.mtimeMs >= 2 * reuseMs) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
  return store;
}
