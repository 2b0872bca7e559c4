import type { Readable } from 'node:stream';
import { MAX_LIST_LIMIT, type FileStorage } from '../files/storage.js';

/** Content keys are hex digests (pdf-spec.ts); anything else never names a file. */
export const isPdfKey = (key: string) => /^[0-9a-f]{40}$/.test(key);

const fileOf = (key: string) => {
  if (!isPdfKey(key)) throw new Error(`Not a PDF key: ${key}`);
  return `${key}.pdf`;
};

export interface StoredPdf {
  size: number;
  /** When it was rendered. */
  createdAt: Date;
}

export interface PdfStore {
  /** The PDF under this key while it is still fresh (younger than the reuse time). */
  fresh(key: string, now?: number): Promise<StoredPdf | undefined>;
  /** Stores a rendered PDF whole (readers never see half a file), then deletes some stale ones. */
  put(key: string, content: Buffer): Promise<void>;
  /** The file as a stream, or undefined once it is gone. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Deletes, among the next page of stored PDFs, those twice the reuse time old; answers how many. */
  prune(now?: number): Promise<number>;
}

/**
 * Rendered PDFs by content key, in the storage every API instance and
 * worker shares, kept as long as they may be reused. A file's age is its
 * storage's modification time (the bucket's LastModified on S3).
 */
export function pdfStore(storage: FileStorage, reuseMs: number): PdfStore {
  /** Where the previous prune stopped: each one reads a page, so however many PDFs there are, a prune is bounded and every file is seen in turn. */
  let pruneAfter: string | undefined;

  const store: PdfStore = {
    async fresh(key, now = Date.now()) {
      const stored = await storage.stat(fileOf(key));
      if (!stored || now - stored.modifiedAt.getTime() >= reuseMs) return undefined;
      return { size: stored.size, createdAt: stored.modifiedAt };
    },

    async put(key, content) {
      await storage.put(fileOf(key), content);
      await store.prune();
    },

    async open(key) {
      return storage.open(fileOf(key));
    },

    async prune(now = Date.now()) {
      const page = await storage.list('', { after: pruneAfter, limit: MAX_LIST_LIMIT });
      pruneAfter = page.length < MAX_LIST_LIMIT ? undefined : page.at(-1)?.key;
      // Twice the reuse time: a download link handed out at the end of a file's reuse still works a while.
      const stale = page.filter((stored) => now - stored.modifiedAt.getTime() >= 2 * reuseMs);
      for (const { key } of stale) await storage.remove(key);
      return stale.length;
    },
  };
  return store;
}
