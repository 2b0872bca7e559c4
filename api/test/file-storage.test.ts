import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { localDiskStorage } from '../src/files/local-disk-storage.js';
import { s3Client, s3Storage } from '../src/files/s3-storage.js';
import type { FileStorage } from '../src/files/storage.js';
import { pdfStore } from '../src/pdf/pdf-store.js';
import { startLocalS3Server, type LocalS3Server } from '../src/files/local-s3-server.js';

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function contentOf(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const file = await storage.open(key);
  return file && read(file.stream);
}

/** Every key, listed in pages of `size`. */
async function listAll(storage: FileStorage, folder: string, size: number): Promise<string[]> {
  const keys: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await storage.list(folder, { after, limit: size });
    keys.push(...page.map(({ key }) => key));
    if (page.length < size) return keys;
    after = page.at(-1)!.key;
  }
}

interface Backend {
  /** A storage of a fresh area (a root folder on disk, a prefix in the bucket), with a local staging folder. */
  area(name: string): FileStorage;
  stagingDir: string;
}

let temp: string;
let s3: LocalS3Server;
let client: S3Client;
let areas = 0;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'pulseboard-storage-'));
  s3 = await startLocalS3Server(temp);
  client = s3Client(s3.settings);
});
afterAll(async () => {
  client.destroy();
  await s3.close();
  await rm(temp, { recursive: true, force: true });
});

const backends: Array<[string, () => Backend]> = [
  [
    'the local disk',
    () => {
      const base = path.join(temp, `disk-${++areas}`);
      const stagingDir = path.join(base, 'incoming');
      return { area: (name) => localDiskStorage(path.join(base, name), stagingDir), stagingDir };
    },
  ],
  [
    'an S3-compatible store (s3rver)',
    () => {
      const base = `run-${++areas}`;
      return { area: (name) => s3Storage(client, s3.settings.bucket, `${base}/${name}/`), stagingDir: path.join(temp, `staging-${areas}`) };
    },
  ],
];

describe.each(backends)('file storage on %s', (_name, backend) => {
  let storage: FileStorage;
  let stagingDir: string;
  let side: FileStorage;
  beforeEach(() => {
    const made = backend();
    storage = made.area('files');
    side = made.area('files-x');
    stagingDir = made.stagingDir;
  });

  /** A file staged on the local disk, as an upload is before it is stored. */
  async function staged(content: Buffer): Promise<string> {
    await mkdir(stagingDir, { recursive: true });
    const file = path.join(stagingDir, 'upload.bin');
    await writeFile(file, content);
    return file;
  }

  it('stores bytes and staged files whole, streams them back with their size, and replaces them whole', async () => {
    const before = Date.now();
    await storage.put('7/logo-one.png', Buffer.from('first content'));
    const file = await storage.open('7/logo-one.png');
    expect(file?.size).toBe(13);
    expect((await read(file!.stream)).toString()).toBe('first content');
    const stat = await storage.stat('7/logo-one.png');
    expect(stat).toMatchObject({ key: '7/logo-one.png', size: 13 });
    expect(Math.abs(stat!.modifiedAt.getTime() - before)).toBeLessThan(60_000);

    const stagedFile = await staged(Buffer.alloc(300_000, 7));
    await storage.put('7/widget-two.jpg', { stagedFile });
    expect((await contentOf(storage, '7/widget-two.jpg'))?.equals(Buffer.alloc(300_000, 7))).toBe(true);
    // The staged file was consumed, and no temporary file is left behind.
    expect(await readdir(stagingDir)).toEqual([]);

    const big = Buffer.alloc(2_000_000, 9);
    await storage.put('7/logo-one.png', big);
    expect((await contentOf(storage, '7/logo-one.png'))?.equals(big)).toBe(true);
    expect((await storage.stat('7/logo-one.png'))?.size).toBe(2_000_000);
  });

  it('answers nothing for a missing file and removes what is there once', async () => {
    expect(await storage.open('7/none.png')).toBeUndefined();
    expect(await storage.stat('7/none.png')).toBeUndefined();
    expect(await storage.remove('7/none.png')).toBe(false);
    await storage.put('7/gone.png', Buffer.from('x'));
    expect(await storage.remove('7/gone.png')).toBe(true);
    expect(await storage.open('7/gone.png')).toBeUndefined();
    expect(await storage.remove('7/gone.png')).toBe(false);
  });

  it('lists in key order, in pages after a key, below a folder or everything, never past its own area', async () => {
    const keys = ['1/a.png', '1/b.png', '10/a.png', '2/c.png', 'top.pdf'];
    for (const key of [...keys].reverse()) await storage.put(key, Buffer.from(key));
    await side.put('1/a.png', Buffer.from('another area'));

    expect(await listAll(storage, '', 1000)).toEqual(keys);
    expect(await listAll(storage, '', 2)).toEqual(keys);
    expect(await listAll(storage, '1', 1)).toEqual(['1/a.png', '1/b.png']);
    expect(await listAll(storage, '3', 10)).toEqual([]);
    expect((await storage.list('', { after: '1/a.png', limit: 2 })).map(({ key }) => key)).toEqual(['1/b.png', '10/a.png']);
    expect((await storage.list('1', { limit: 10 })).map(({ size }) => size)).toEqual([7, 7]);

    await storage.removeFolder('1');
    expect(await listAll(storage, '', 1000)).toEqual(['10/a.png', '2/c.png', 'top.pdf']);
    await storage.removeFolder('1');
    expect((await contentOf(side, '1/a.png'))?.toString()).toBe('another area');
  });

  it('refuses keys that could reach outside its area, whatever the call', async () => {
    for (const key of ['../escape.png', '/etc/passwd', '7//a.png', '7/../../a.png', '.hidden', '7/.x', 'a\\b.png', '', '7/', 'a/b/c/d/e']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
      await expect(storage.open(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.stat(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Not a storage key/);
    }
    await expect(storage.list('..', { limit: 10 })).rejects.toThrow(/Not a storage key/);
    await expect(storage.removeFolder('')).rejects.toThrow(/Not a storage key/);
    expect(await listAll(storage, '', 1000)).toEqual([]);
  });

  it('keeps PDFs fresh for the reuse time and prunes those twice as old, page by page', async () => {
    const reuseMs = 60_000;
    const store = pdfStore(storage, reuseMs);
    const key = 'a'.repeat(40);
    await store.put(key, Buffer.from('%PDF-1.7 one'));
    const now = Date.now();
    expect(await store.fresh(key, now)).toMatchObject({ size: 12 });
    expect(await store.fresh(key, now + reuseMs + 5_000)).toBeUndefined();
    expect((await read((await store.open(key))!.stream)).toString()).toBe('%PDF-1.7 one');
    await expect(store.fresh('../../app.key')).rejects.toThrow(/Not a PDF key/);

    expect(await store.prune(now + reuseMs + 5_000)).toBe(0);
    expect(await store.open(key)).toBeDefined();
    expect(await store.prune(now + 2 * reuseMs + 5_000)).toBe(1);
    expect(await store.open(key)).toBeUndefined();
  });
});

describe('file storage on the local disk, beside its readers', () => {
  it('replaces a file whole: a read under way while it is rewritten sees one version or the other, never a mix', async () => {
    const base = path.join(temp, 'readers');
    const storage = localDiskStorage(path.join(base, 'files'), path.join(base, 'incoming'));
    const small = Buffer.from('first content');
    const big = Buffer.alloc(2_000_000, 9);
    await storage.put('7/logo.png', small);
    const reads = Array.from({ length: 5 }, () => contentOf(storage, '7/logo.png'));
    await storage.put('7/logo.png', big);
    for (const seen of await Promise.all(reads)) expect(seen?.equals(small) || seen?.equals(big)).toBe(true);
    // Written from memory through the staging folder, which is left empty.
    expect(await readdir(path.join(base, 'incoming'))).toEqual([]);
  });

  it('lists keys in the order S3 does: a name and "-" before the same name as a folder', async () => {
    const storage = localDiskStorage(path.join(temp, 'order'), path.join(temp, 'order-incoming'));
    for (const key of ['1/a.png', '1-x.pdf', '1.pdf', '10/a.png']) await storage.put(key, Buffer.from(key));
    expect((await storage.list('', { limit: 10 })).map(({ key }) => key)).toEqual(['1-x.pdf', '1.pdf', '1/a.png', '10/a.png']);
    expect((await storage.list('', { after: '1.pdf', limit: 10 })).map(({ key }) => key)).toEqual(['1/a.png', '10/a.png']);
  });
});
