import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './s3-storage.js';

export interface LocalS3Server {
  settings: S3Settings;
  /** The same settings as the server reads them from its environment. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials: it checks request signatures against them. */
const ACCESS_KEY = 'S3RVER';

/**
 * A server speaking the S3 protocol (s3rver) on 127.0.0.1 and a free port,
 * its objects in a new folder under `parent`, with one empty bucket: the
 * object store of the local scale-out topology and of the tests. Not for
 * production: it keeps every object on its own disk.
 */
export async function startLocalS3Server(parent: string, bucket = 'pulseboard'): Promise<LocalS3Server> {
  const directory = await mkdtemp(path.join(parent, 's3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { endpoint, bucket, region: 'us-east-1', accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY, forcePathStyle: true },
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: ACCESS_KEY },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
