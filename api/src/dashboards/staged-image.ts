import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { privateDir, PRIVATE_FILE_MODE } from '../lib/private-files.js';
import { imageTypeOf, type ImageType } from './image-type.js';

/** An uploaded image written to a staging file as it arrived: never whole in memory. */
export interface StagedImage {
  /** The staging file; storing the image moves it into place. */
  path: string;
  size: number;
  /** SHA-256 of the content, which the stored name is derived from. */
  digest: Buffer;
  type: ImageType;
}

/** Enough of the start of a file to tell its type by its magic bytes. */
const HEAD_BYTES = 16;

/**
 * Streams a file part to a new file in `dir`, hashing it and keeping its
 * first bytes on the way; an image (JPEG, PNG, WebP by content) comes back
 * staged, anything else is removed and undefined. `onStaged` hears of the
 * file at once, so it is removed even when reading fails half-way.
 */
export async function stageImage(stream: Readable, dir: string, onStaged: (file: string) => void): Promise<StagedImage | undefined> {
  await privateDir(dir);
  const file = path.join(dir, `${randomBytes(12).toString('hex')}.upload`);
  onStaged(file);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const observe = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
      done(null, chunk);
    },
  });
  await pipeline(stream, observe, createWriteStream(file, { mode: PRIVATE_FILE_MODE }));
  const type = imageTypeOf(head);
  if (type) return { path: file, size, digest: hash.digest(), type };
  await rm(file, { force: true });
  return undefined;
}
