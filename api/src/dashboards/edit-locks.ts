import type { FastifyInstance } from 'fastify';
import type { DashboardLock, DashboardLockedError } from '@pulseboard/shared/contracts';
import type { DashboardRow, User } from '../db/schema.js';
import { notFound } from '../lib/errors.js';

/** Another user holds the edit lock: answered 423 with who (the dashboard editing routes set the error handler). */
export class DashboardLocked extends Error {
  constructor(readonly lock: DashboardLock) {
    super(`${lock.lockedByName} is editing this dashboard.`);
  }

  get body(): DashboardLockedError {
    return { message: this.message, ...this.lock };
  }
}

/**
 * The edit lock of a dashboard (spec §2, §4, §6): one user of the company
 * edits at a time. Taking it again renews it; a lock not renewed within the
 * timeout (DASHBOARD_LOCK_TIMEOUT_SECONDS) lapses, so a closed tab does not
 * block everyone. Times are this process's clock, the same for taking and
 * judging a lock.
 */
export function editLocks(app: FastifyInstance) {
  const timeoutMs = app.config.dashboards.lockTimeoutMs;

  /** The lock in force, or null: none, or lapsed. */
  async function current(row: DashboardRow, now = Date.now()): Promise<DashboardLock | null> {
    if (row.lockedBy === null || row.lockedAt === null || row.lockedAt.getTime() + timeoutMs <= now) return null;
    const holder = await app.users.findInCompany(row.lockedBy, row.companyId);
    return { locked: row.lockedBy, lockedByName: holder?.name ?? '', expiresAt: new Date(row.lockedAt.getTime() + timeoutMs).toISOString() };
  }

  /** Takes or renews the lock for the user; DashboardLocked while another user holds it. */
  async function take(row: DashboardRow, user: User): Promise<DashboardLock> {
    const now = Date.now();
    if (await app.dashboards.takeLock(row.id, user.id, new Date(now), new Date(now - timeoutMs))) {
      return { locked: user.id, lockedByName: user.name, expiresAt: new Date(now + timeoutMs).toISOString() };
    }
    const fresh = await app.dashboards.findInCompany(row.id, row.companyId);
    if (!fresh) throw notFound();
    const held = await current(fresh, now);
    if (held) throw new DashboardLocked(held);
    // The holder let go between the two statements: the lock is free now.
    return take(fresh, user);
  }

  /** DashboardLocked when the lock in force belongs to someone else. */
  function assertEditable(lock: DashboardLock | null, user: User): void {
    if (lock && lock.locked !== user.id) throw new DashboardLocked(lock);
  }

  return {
    current,
    take,
    assertEditable,

    /** Lets go of the user's lock; DashboardLocked when another user holds it. Releasing no lock is fine. */
    async release(row: DashboardRow, user: User): Promise<void> {
      assertEditable(await current(row), user);
      await app.dashboards.releaseLock(row.id, user.id);
    },
  };
}

export type EditLocks = ReturnType<typeof editLocks>;
