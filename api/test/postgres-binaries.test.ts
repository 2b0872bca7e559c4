import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { privateDirectoryAbove } from '../src/db/postgres-binaries.js';

/** A checkout in a private directory keeps the postgres system user from its binaries: the directory is named. */
it('names the nearest directory above a file that other users may not traverse, and none when all may', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'pg-binaries-'));
  try {
    const bin = path.join(root, 'checkout', 'node_modules', 'bin');
    await mkdir(bin, { recursive: true });
    const initdb = path.join(bin, 'initdb');
    await writeFile(initdb, '');
    await chmod(root, 0o700);
    expect(await privateDirectoryAbove(initdb)).toBe(root);
    await chmod(path.join(root, 'checkout'), 0o700);
    expect(await privateDirectoryAbove(initdb)).toBe(path.join(root, 'checkout'));
    await chmod(path.join(root, 'checkout'), 0o755);
    await chmod(root, 0o711);
    expect(await privateDirectoryAbove(initdb)).toBeUndefined();
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
