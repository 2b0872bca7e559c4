import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { privateDir } from '../src/lib/private-files.js';
import { readOrCreateSecret } from '../src/lib/secrets.js';
import { createTestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { PNG, fileForm } from './helpers/images.js';

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

/** Every file and folder under a directory, with its permission bits. */
async function modesUnder(root: string): Promise<Array<[string, number, boolean]>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return [path.relative(root, full), await modeOf(full), entry.isDirectory()] as [string, number, boolean];
    }),
  );
}

describe('what the API keeps on disk is its own', () => {
  it('tightens a data directory left open by an earlier version to 0700, and writes keys 0600', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'pulseboard-private-'));
    try {
      const dataDir = path.join(root, 'data');
      await mkdir(dataDir, { mode: 0o755 });
      await privateDir(dataDir);
      expect(await modeOf(dataDir)).toBe(0o700);
      await readOrCreateSecret(path.join(dataDir, 'keys', 'app.key'));
      expect(await modeOf(path.join(dataDir, 'keys'))).toBe(0o700);
      expect(await modeOf(path.join(dataDir, 'keys', 'app.key'))).toBe(0o600);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("leaves the search bit the embedded cluster's postgres user needs on the data directory when a key is written into it", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'pulseboard-private-'));
    try {
      const dataDir = path.join(root, 'data');
      await mkdir(dataDir, { mode: 0o700 });
      await chmod(dataDir, 0o701);
      await readOrCreateSecret(path.join(dataDir, 'credentials.key'));
      expect(await modeOf(dataDir)).toBe(0o701);
      expect(await modeOf(path.join(dataDir, 'credentials.key'))).toBe(0o600);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('stores uploads, mail and PDFs owner-only', async () => {
    const t = await createTestApp();
    try {
      const user = await createUser(t.app, { companyId: await createCompany(t.app) });
      const client = t.client();
      await client.signIn(user.email, PASSWORD);
      expect((await client.post('/api/files/logo', fileForm('file', PNG, 'logo.png', 'image/png'))).statusCode).toBe(201);
      await client.post('/password/email', { email: user.email });
      await t.app.pdf.store.put('a'.repeat(40), Buffer.from('%PDF-1.7'));
      const written = await modesUnder(t.config.dataDir);
      expect(written.map(([name]) => name.split(path.sep)[0])).toEqual(expect.arrayContaining(['files', 'mail', 'pdf']));
      for (const [name, mode, directory] of written) expect([name, mode]).toEqual([name, directory ? 0o700 : 0o600]);
    } finally {
      await t.close();
    }
  });
});
