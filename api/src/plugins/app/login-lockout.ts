import fp from 'fastify-plugin';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loginFailures } from '../../db/schema.js';
import { sha256 } from '../../lib/tokens.js';

/** Failures an account may have before it has to wait. */
export const FREE_FAILURES = 5;
/** The first wait; each further failure doubles it, up to the longest. */
export const FIRST_LOCK_MS = 30_000;
export const LONGEST_LOCK_MS = 15 * 60_000;
/** A day without failures starts the count again. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** How long an account waits after its n-th consecutive failure (0 while it has failures to spare). */
export function lockAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES));
}

const accountKey = (email: string) => sha256(email.trim().toLowerCase());

/**
 * Per-account lockout with a growing wait, in PostgreSQL so that every
 * instance sees the same count. Whatever guesses come from however many
 * addresses, an account is tried at most a handful of times an hour. Any
 * e-mail is counted, an account or not, so a lockout reveals nothing.
 */
function loginLockout(app: FastifyInstance) {
  const { db } = app;
  return {
    /** Milliseconds this account must still wait before a sign-in is tried; 0 when it may. */
    async waitFor(email: string): Promise<number> {
      const [row] = await db
        .select({ lockedUntil: loginFailures.lockedUntil })
        .from(loginFailures)
        .where(eq(loginFailures.accountKey, accountKey(email)));
      return Math.max(0, (row?.lockedUntil?.getTime() ?? 0) - Date.now());
    },

    async failed(email: string): Promise<void> {
      const forgetBefore = new Date(Date.now() - FORGET_AFTER_MS);
      const [row] = await db
        .insert(loginFailures)
        .values({ accountKey: accountKey(email), failures: 1, lastFailedAt: new Date() })
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
          .where(eq(loginFailures.accountKey, accountKey(email)));
    },

    async succeeded(email: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey(email)));
    },

    /** Forgets accounts with no failure for a day. */
    async sweep(): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, new Date(Date.now() - FORGET_AFTER_MS)));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    loginLockout: ReturnType<typeof loginLockout>;
  }
}

export default fp(
  async (app) => {
    const service = loginLockout(app);
    app.decorate('loginLockout', service);
    const timer = setInterval(() => void service.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'login lockout sweep failed')), SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'login-lockout', dependencies: ['db'] },
);
