import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EMAIL_CHANGE_TTL_HOURS } from '@pulseboard/shared/contracts';
import { emailChanges, users, type User } from '../db/schema.js';
import { ValidationFailed } from '../lib/errors.js';
import { isUniqueViolation } from '../lib/postgres-errors.js';
import { randomToken, sha256 } from '../lib/tokens.js';
import { EMAIL_TAKEN } from './repository.js';

/** Where the mailed link leads: GET /email/confirm/{token} (routes/(public)/email). */
const emailConfirmationPath = (token: string) => `/email/confirm/${token}`;

/**
 * Changing a user's e-mail address: the new address is only taken once the
 * link mailed to it is opened, so nobody signs in with an address they do
 * not hold, and a typo does not lock its user out. Only the newest request
 * of a user works.
 */
export function emailChangeService(app: FastifyInstance) {
  const { db } = app;
  /** 422 on `email` when another user has the address. */
  async function ensureFree(user: User, newEmail: string): Promise<void> {
    const taken = await app.users.findByEmail(newEmail);
    if (taken && taken.id !== user.id) throw new ValidationFailed({ email: [EMAIL_TAKEN] });
  }

  return {
    ensureFree,

    async request(user: User, newEmail: string): Promise<void> {
      await ensureFree(user, newEmail);
      const token = randomToken();
      await db.transaction(async (tx) => {
        await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
        await tx.insert(emailChanges).values({ userId: user.id, newEmail, tokenHash: sha256(token), expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3_600_000) });
      });
      const { appUrl, productTitle } = app.config;
      await app.mailer.send({
        to: newEmail,
        subject: `Confirm your new ${productTitle} e-mail address`,
        text: [
          `Hello ${user.name},`,
          '',
          `You asked to sign in to ${productTitle} with this address instead of ${user.email}.`,
          '',
          `Confirm it: ${appUrl}${emailConfirmationPath(token)}`,
          '',
          `This link expires in ${EMAIL_CHANGE_TTL_HOURS} hours. If you did not ask for this, ignore this e-mail: nothing changes.`,
        ].join('\n'),
      });
      // The address in use hears of it too: a session someone else holds could otherwise move the account away unseen.
      await app.mailer.send({
        to: user.email,
        subject: `Your ${productTitle} sign-in address is about to change`,
        text: [
          `Hello ${user.name},`,
          '',
          `Someone signed in as you asked to sign in to ${productTitle} with ${newEmail} instead of this address. It changes once that address confirms it.`,
          '',
          `If you did not ask for this, reset your password now: ${appUrl}/password/forgot. That ends every session and cancels the change.`,
        ].join('\n'),
      });
    },

    /** Cancels the user's waiting change: their password was changed or reset, and whoever asked for it may not have been them. */
    async dropPending(userId: number): Promise<void> {
      await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
    },

    /** Takes the new address for a valid, unexpired link; null when the link is not one (or the address was taken since). */
    async confirm(token: string): Promise<User | null> {
      try {
        return await db.transaction(async (tx) => {
          const [change] = await tx
            .delete(emailChanges)
            .where(and(eq(emailChanges.tokenHash, sha256(token)), gt(emailChanges.expiresAt, new Date())))
            .returning();
          if (!change) return null;
          const [user] = await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, change.userId)).returning();
          return user ?? null;
        });
      } catch (error) {
        // Someone took the address between the request and the confirmation: the unique index refused it.
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
  };
}

export type EmailChangeService = ReturnType<typeof emailChangeService>;
