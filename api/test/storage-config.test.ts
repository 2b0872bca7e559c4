import { ConfigError, loadConfig } from '../src/config.js';

const KEYS = { S3_BUCKET: 'pulseboard-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' };

describe('storage settings', () => {
  it('keeps files on the local disk unless a bucket is configured, and collects orphan uploads hourly', () => {
    const config = loadConfig({});
    expect(config.storage.s3).toBeUndefined();
    expect(config.uploads.cleanupMs).toBe(3_600_000);
    expect(loadConfig({ UPLOADS_CLEANUP_MINUTES: '0' }).uploads.cleanupMs).toBe(0);
  });

  it('reads an S3-compatible store: path-style by default with an endpoint (MinIO), host-style on AWS itself', () => {
    expect(loadConfig({ ...KEYS, S3_ENDPOINT: 'http://minio.internal:9000/' }).storage.s3).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'pulseboard-files',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...KEYS, S3_REGION: 'eu-west-3' }).storage.s3).toMatchObject({ endpoint: undefined, region: 'eu-west-3', forcePathStyle: false });
    expect(loadConfig({ ...KEYS, S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: '0' }).storage.s3).toMatchObject({ forcePathStyle: false });
  });

  it('refuses a partial set, naming what is missing, rather than fall back to the local disk', () => {
    const partial = () => loadConfig({ S3_BUCKET: 'pulseboard-files', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set together with S3_BUCKET, S3_ENDPOINT for S3 storage/);
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 'secret-example' })).toThrow(/S3_BUCKET, S3_ACCESS_KEY_ID: set together with S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: '1' })).toThrow(/S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  });

  it('refuses a malformed bucket, endpoint or region', () => {
    expect(() => loadConfig({ ...KEYS, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ ...KEYS, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: S3_ENDPOINT must be an http or https URL/);
    expect(() => loadConfig({ ...KEYS, S3_REGION: 'EU West' })).toThrow(/S3_REGION: S3_REGION must be a region name/);
  });
});
