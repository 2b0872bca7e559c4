import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { socialEmailSentText } from '@pulseboard/shared/contracts';
import { socialSignups } from '../db/schema.js';
import { ValidationFailed } from '../lib/errors.js';
import { randomToken, sha256 } from '../lib/tokens.js';
import { EMAIL_TAKEN } from '../users/repository.js';
import type { PendingSignUp } from './flow-cookie.js';

/** How long the mailed link works. */
const SIGN_UP_LINK_TTL_HOURS = 24;
/** Where the mailed link leads: GET /register/social/confirm/{token} (routes/(public)/register). */
const signUpConfirmationPath = (token: string) => `/register/social/confirm/${token}`;

export type ConfirmedSignUp = typeof socialSignups.$inferSelect;

/**
 * Registrations through a provider that shared no confirmed e-mail: the
 * address the person types is only used once the link mailed to it is
 * opened, so nobody registers an address they do not hold.
 */
export function pendingSignUps(app: FastifyInstance) {
  const { db } = app;
  return {
    /** Mails the link to `email`; the answer says so. Refuses an address that already has an account. */
    async request(pending: PendingSignUp, email: string): Promise<string> {
      if (await app.users.findByEmail(email)) throw new ValidationFailed({ email: [EMAIL_TAKEN] });
      const token = randomToken();
      // Links nobody opened are swept here rather than by a timer.
      await db.delete(socialSignups).where(lt(socialSignups.expiresAt, new Date()));
      await db.insert(socialSignups).values({
        id: sha256(token),
        provider: pending.provider,
        subject: pending.subject,
        name: pending.name,
        email,
        registration: pending.registration,
        expiresAt: new Date(Date.now() + SIGN_UP_LINK_TTL_HOURS * 3_600_000),
      });
      const { appUrl, productTitle } = app.config;
      await app.mailer.send({
        to: email,
        subject: `Confirm your e-mail address to finish creating your ${productTitle} account`,
        text: [
          `Hello ${pending.name},`,
          '',
          `You are creating a ${productTitle} account. Confirm this address to finish: ${appUrl}${signUpConfirmationPath(token)}`,
          '',
          `This link expires in ${SIGN_UP_LINK_TTL_HOURS} hours. If you did not ask for this, ignore this e-mail: no account is created.`,
        ].join('\n'),
      });
      return socialEmailSentText(email);
    },

    /** The sign-up of a valid, unexpired link, taken so the link works once; undefined when it is not one. */
    async take(token: string): Promise<ConfirmedSignUp | undefined> {
      const [row] = await db
        .delete(socialSignups)
        .where(and(eq(socialSignups.id, sha256(token)), gt(socialSignups.expiresAt, new Date())))
        .returning();
      return row;
    },
  };
}
