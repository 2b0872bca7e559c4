import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export type StaleOutcome = 'none' | 'removed' | 'stopped';

const GRACEFUL_WAIT_MS = 15_000;
const KILL_WAIT_MS = 5_000;

/**
 * Whether the process exists and has not exited. An exited child whose parent
 * never reaps it (a container whose pid 1 is not an init) lingers as a zombie
 * that still answers signal 0, so on Linux its state is read too.
 */
export async function isAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone we may not signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (process.platform !== 'linux') return true;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/**
 * After a reboot the pid in a leftover file may belong to an unrelated
 * process; only a postgres process is ours to stop. Where /proc is missing
 * (macOS) we cannot tell and trust the pid file.
 */
async function isPostgres(pid: number): Promise<boolean> {
  if (process.platform !== 'linux') return true;
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).includes('postgres');
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await isAlive(pid))) return true;
    await sleep(100);
  }
  return !(await isAlive(pid));
}

function stop(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
    throw new Error(`A PostgreSQL server (pid ${pid}) still runs on this data directory and cannot be stopped`, { cause: error });
  }
}

/**
 * A parent killed with SIGKILL leaves its postgres running and its
 * postmaster.pid behind, and a new server then refuses to start on the same
 * directory. Stop such a server (SIGINT is PostgreSQL's "fast" shutdown, then
 * SIGKILL if it hangs) or drop a pid file whose process is gone.
 */
export async function recoverStalePostmaster(pgDataDir: string, log: Logger): Promise<StaleOutcome> {
  const pidFile = path.join(pgDataDir, 'postmaster.pid');
  let content: string;
  try {
    content = await readFile(pidFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'none';
    throw error;
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !(await isAlive(pid)) || !(await isPostgres(pid))) {
    log.warn(`Removing stale ${pidFile} (process ${Number.isNaN(pid) ? '?' : pid} is not running)`);
    await rm(pidFile, { force: true });
    return 'removed';
  }
  log.warn(`A PostgreSQL server left by an earlier run is still up (pid ${pid}); stopping it`);
  stop(pid, 'SIGINT');
  if (!(await waitForExit(pid, GRACEFUL_WAIT_MS))) {
    log.warn(`PostgreSQL (pid ${pid}) ignored SIGINT; killing it`);
    stop(pid, 'SIGKILL');
    if (!(await waitForExit(pid, KILL_WAIT_MS))) throw new Error(`PostgreSQL (pid ${pid}) did not exit`);
  }
  // A clean shutdown removes the file itself; after SIGKILL it is left behind.
  await rm(pidFile, { force: true });
  log.info(`Stopped the stale PostgreSQL server (pid ${pid})`);
  return 'stopped';
}
