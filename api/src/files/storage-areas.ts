import path from 'node:path';
import { localDiskStorage } from './local-disk-storage.js';
import type { S3Settings } from './s3-storage.js';
import type { FileStorage } from './storage.js';

/** The app's two kinds of stored files, on one backend. */
export interface StorageAreas {
  /** Uploaded images, "<companyId>/<filename>". */
  files: FileStorage;
  /** Rendered PDFs, "<content key>.pdf". */
  pdf: FileStorage;
  /** Where uploads are streamed while they are checked, and local writes are prepared: always this process's own disk. */
  stagingDir: string;
  close(): void;
}

/**
 * The local disk under DATA_DIR (files/, pdf/) unless S3 settings are given;
 * then one bucket, the same two areas as key prefixes, shared by every API
 * instance and worker.
 */
export async function openStorage({ dataDir, s3 }: { dataDir: string; s3: S3Settings | undefined }): Promise<StorageAreas> {
  const stagingDir = path.join(dataDir, 'incoming');
  if (!s3) {
    return { files: localDiskStorage(path.join(dataDir, 'files'), stagingDir), pdf: localDiskStorage(path.join(dataDir, 'pdf'), stagingDir), stagingDir, close: () => undefined };
  }
  // The SDK is large: a process on the local disk never loads it.
  const { s3Client, s3Storage } = await import('./s3-storage.js');
  const client = s3Client(s3);
  return { files: s3Storage(client, s3.bucket, 'files/'), pdf: s3Storage(client, s3.bucket, 'pdf/'), stagingDir, close: () => client.destroy() };
}
