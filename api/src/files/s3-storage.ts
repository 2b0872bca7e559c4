import { readFile, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkedFolder, checkedKey, isStorageKey, listLimit, MAX_LIST_LIMIT, type FileStorage, type StoredObject } from './storage.js';

export interface S3Settings {
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO and most self-hosted stores) rather than in the host name. */
  forcePathStyle: boolean;
}

/** A folder removed at once (a deleted company's) is listed and deleted in this many pages at most; the orphan collection takes any rest. */
const MAX_FOLDER_PAGES = 100;

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's newer default adds CRC checksums (and chunked uploads) that many S3-compatible stores refuse; they are sent only where S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/** An object that is not there: GetObject says NoSuchKey, HeadObject (no body) a bare 404. */
const isMissing = (error: unknown) => {
  const { name } = error as { name?: string };
  return name === 'NoSuchKey' || name === 'NotFound';
};

/**
 * Files as objects of one bucket under `prefix` ("files/", "pdf/"). A
 * PutObject is whole by nature (an object appears complete or not at all);
 * ages are the store's LastModified.
 */
export function s3Storage(client: S3Client, bucket: string, prefix: string): FileStorage {
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;
  const folderPrefix = (folder: string) => `${prefix}${checkedFolder(folder)}${folder ? '/' : ''}`;

  const storage: FileStorage = {
    async put(key, content) {
      const Key = objectKey(key);
      // Staged files are uploads (5 MB at most), read whole: a body in memory can be sent again when the SDK retries, a stream cannot.
      const body = Buffer.isBuffer(content) ? content : await readFile(content.stagedFile);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: body, ContentLength: body.length }));
      if (!Buffer.isBuffer(content)) await rm(content.stagedFile, { force: true });
    },

    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { key, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async remove(key) {
      // DeleteObject answers the same whether the object was there or not.
      if (!(await storage.stat(key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return true;
    },

    async list(folder, { after, limit }) {
      const wanted = listLimit(limit);
      const found: StoredObject[] = [];
      // ListObjects (v1) pages by key with a marker, which is all this needs and every S3-compatible store answers
      // (v2's opaque continuation tokens are where the smaller ones differ); S3 lists in key order either way.
      let marker = after === undefined ? undefined : `${prefix}${after}`;
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: folderPrefix(folder), Marker: marker, MaxKeys: wanted - found.length }));
        const objects = page.Contents ?? [];
        for (const object of objects) {
          const key = object.Key?.slice(prefix.length);
          // Objects someone else put under the prefix are not the app's to touch.
          if (key !== undefined && isStorageKey(key)) found.push({ key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) });
        }
        marker = objects.at(-1)?.Key;
        if (!page.IsTruncated || !marker || found.length >= wanted) return found;
      }
    },

    async removeFolder(folder) {
      checkedKey(folder);
      for (let page = 0; page < MAX_FOLDER_PAGES; page += 1) {
        const objects = await storage.list(folder, { limit: MAX_LIST_LIMIT });
        if (!objects.length) return;
        const { Errors } = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects.map(({ key }) => ({ Key: objectKey(key) })), Quiet: true } }));
        if (Errors?.length) throw new Error(`Could not delete ${Errors.length} files of ${folder}: ${Errors[0]?.Code ?? 'unknown error'}`);
      }
    },
  };
  return storage;
}
