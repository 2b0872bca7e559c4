import type { Readable } from 'node:stream';

/** What is stored under a key: its size, and when it was last written (by the store's clock). */
export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** What `put` stores: bytes in memory, or a file staged on the local disk (consumed by the put). */
export type StorageContent = Buffer | { stagedFile: string };

/**
 * Where uploaded files and rendered PDFs live, by key ("12/logo-….png",
 * "<hex>.pdf"): the local disk by default (local-disk-storage), or an
 * S3-compatible bucket (s3-storage). Both refuse the same keys.
 */
export interface FileStorage {
  /** Stores the content under the key, replacing what was there whole: readers never see half a file. */
  put(key: string, content: StorageContent): Promise<void>;
  /** The content as a stream with its size, or undefined when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** The file's size and age without its content, or undefined. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** Removes the file; false when there was none. */
  remove(key: string): Promise<boolean>;
  /**
   * Up to `limit` files below a folder ("" for every file), in key order,
   * starting after the key `after`: a listing in pages of any size, on
   * both backends alike.
   */
  list(folder: string, page: { after?: string; limit: number }): Promise<StoredObject[]>;
  /** Removes a folder and every file in it (a deleted company's); nothing happens when there is none. */
  removeFolder(folder: string): Promise<void>;
}

/** At most this many files in one listing call, whatever a caller asks. */
export const MAX_LIST_LIMIT = 1000;

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 300;

/**
 * A key is one to four segments of letters, digits, ".", "_" and "-",
 * each starting with a letter or digit: never "..", an absolute path, a
 * backslash or an empty segment, so no key reaches outside its root on
 * disk or its prefix in a bucket.
 */
export function isStorageKey(key: string): boolean {
  const segments = key.split('/');
  return key.length <= MAX_KEY_LENGTH && segments.length <= 4 && segments.every((segment) => SEGMENT.test(segment));
}

/** Throws on a key no caller of the API should ever build: a mistake, never a user's input reaching a path. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** "" (everything) or a key-shaped folder. */
export function checkedFolder(folder: string): string {
  return folder === '' ? folder : checkedKey(folder);
}

export const listLimit = (limit: number) => Math.max(1, Math.min(MAX_LIST_LIMIT, Math.floor(limit)));
