import fp from 'fastify-plugin';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loginFailures } from '../../db/schema.js';
import { sha256 } from '../../lib/tokens.js';

/** Failures a key may have before it has to wait. */
export const FREE_FAILURES = 5;
/** The first wait; each further failure doubles it, up to the longest. */
export const FIRST_LOCK_MS = 30_000;
export const LONGEST_LOCK_MS = 15 * 60_000;
/** A day without failures starts the count again. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** How long a key waits after its n-th consecutive failure (0 while it has failures to spare). */
export function lockAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES));
}

/** What a lockout counts the failures of, stored as a hash (no personal data, fixed size). */
declare const lockoutKey: unique symbol;
export type LockoutKey = string & { readonly [lockoutKey]: true };

export const lockoutKeys = {
  /** A sign-in's e-mail address, an account or not, so a lockout reveals nothing. */
  account: (email: string) => sha256(email.trim().toLowerCase()) as LockoutKey,
  /** A protected dashboard's password step (an e-mail address has an @, so the two never meet). */
  dashboard: (dashboardId: number) => sha256(`dashboard:${dashboardId}`) as LockoutKey,
};

/**
 * Lockout of a password with a growing wait, per what it guards (an account,
 * a protected dashboard), in PostgreSQL so that every instance sees the same
 * count. Whatever guesses come from however many addresses, a password is
 * tried at most a handful of times an hour once its free failures are spent.
 */
function passwordLockout(app: FastifyInstance) {
  const { db } = app;
  return {
    /** Milliseconds this key must still wait before its password is tried; 0 when it may. */
    async waitFor(key: LockoutKey): Promise<number> {
      const [row] = await db.select({ lockedUntil: loginFailures.lockedUntil }).from(loginFailures).where(eq(loginFailures.accountKey, key));
      return Math.max(0, (row?.lockedUntil?.getTime() ?? 0) - Date.now());
    },

    async failed(key: LockoutKey): Promise<void> {
      const forgetBefore = new Date(Date.now() - FORGET_AFTER_MS);
      const [row] = await db
        .insert(loginFailures)
        .values({ accountKey: key, failures: 1, lastFailedAt: new Date() })
        .onConflictDoUpdate({
          target: loginFailures.accountKey,
          set: {
            failures: sql`CASE WHEN ${loginFailures.lastFailedAt} < ${forgetBefore.toISOString()} THEN 1 ELSE LEAST(${loginFailures.failures}, 1000) + 1 END`,
            lastFailedAt: new Date(),
          },
        })
        .returning({ failures: loginFailures.failures });
      const wait = lockAfter(row?.failures ?? 0);
      if (wait > 0)
        await db
          .update(loginFailures)
          .set({ lockedUntil: new Date(Date.now() + wait) })
          .where(eq(loginFailures.accountKey, key));
    },

    async succeeded(key: LockoutKey): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.accountKey, key));
    },

    /** Forgets keys with no failure for a day. */
    async sweep(): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, new Date(Date.now() - FORGET_AFTER_MS)));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordLockout: ReturnType<typeof passwordLockout>;
  }
}

export default fp(
  async (app) => {
    const service = passwordLockout(app);
    app.decorate('passwordLockout', service);
    const timer = setInterval(() => void service.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'password lockout sweep failed')), SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'password-lockout', dependencies: ['db'] },
);
