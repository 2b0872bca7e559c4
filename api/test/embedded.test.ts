import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { isAlive, recoverStalePostmaster } from '../src/db/postmaster.js';
import { FAST_POSTGRES_FLAGS, silentLog } from './helpers/cluster.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pulseboard-embedded-'));
  await chmod(dir, 0o755);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function query(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** The pid of a process that has certainly exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  if (!child.pid) throw new Error('no pid');
  return child.pid;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const postmasterPid = async () => Number.parseInt(await readFile(path.join(dir, 'pg', 'postmaster.pid'), 'utf8'), 10);

describe('stale postmaster.pid recovery', () => {
  it('does nothing without a pid file', async () => {
    expect(await recoverStalePostmaster(path.join(dir, 'pg'), silentLog)).toBe('none');
  });

  it('removes a pid file whose process is gone', async () => {
    const pidFile = path.join(dir, 'postmaster.pid');
    await writeFile(pidFile, `${await deadPid()}\n${dir}\n`);
    expect(await recoverStalePostmaster(dir, silentLog)).toBe('removed');
    expect(await exists(pidFile)).toBe(false);
  });

  it('never signals a live process that is not postgres (a pid reused after a reboot)', async () => {
    const pidFile = path.join(dir, 'postmaster.pid');
    await writeFile(pidFile, `${process.pid}\n${dir}\n`);
    expect(await recoverStalePostmaster(dir, silentLog)).toBe('removed');
    expect(await exists(pidFile)).toBe(false);
  });
});

describe('embedded PostgreSQL', () => {
  it('initialises once, keeps its password, and takes over from a server its previous owner abandoned', async () => {
    const first = await startEmbeddedPostgres({ dataDir: dir, log: silentLog, postgresFlags: FAST_POSTGRES_FLAGS });
    await query(first.connectionString('postgres'), 'create table survivor (id int)');
    expect(first.port).not.toBe(5432);
    const abandoned = await postmasterPid();

    // As if the owning process had been SIGKILLed: the server keeps running, nobody stops it.
    const second = await startEmbeddedPostgres({ dataDir: dir, log: silentLog, postgresFlags: FAST_POSTGRES_FLAGS });
    try {
      expect(await isAlive(abandoned)).toBe(false);
      expect(await postmasterPid()).not.toBe(abandoned);
      const rows = await query(second.connectionString('postgres'), "select to_regclass('survivor') as name");
      expect(rows).toEqual([{ name: 'survivor' }]);
    } finally {
      await second.stop();
    }
    expect(await exists(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
    await first.stop();
  });
});
