import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResets, users, type User } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { sha256 } from '../lib/tokens.js';
import { issuePasswordLink, passwordLinkUrl } from './password-links.js';
import { emailMatches } from './repository.js';

const RESET_TTL_MINUTES = 60;

function resetMail(app: FastifyInstance, user: User, token: string) {
  const { appUrl, productTitle } = app.config;
  const link = passwordLinkUrl(appUrl, token, user.email, 'reset');
  const lines = [
    `Hello ${user.name},`,
    '',
    `You are receiving this e-mail because we received a password reset request for your ${productTitle} account.`,
    '',
    `Reset your password: ${link}`,
    '',
    `This link expires in ${RESET_TTL_MINUTES} minutes. If you did not ask for a reset, no further action is required.`,
  ];
  return {
    to: user.email,
    subject: `Reset your ${productTitle} password`,
    text: lines.join('\n'),
  };
}

export function passwordResetService(app: FastifyInstance) {
  const { db } = app;
  return {
    /**
     * Mails a reset link when the address is known; silent otherwise (no account enumeration). A mail server that
     * fails is logged, not answered: a 500 for known addresses alone would tell who has an account.
     */
    async request(email: string): Promise<void> {
      const user = await app.users.findByEmail(email);
      if (!user) return;
      const { token } = await db.transaction((tx) => issuePasswordLink(tx, user.id, RESET_TTL_MINUTES * 60 * 1000));
      await app.mailer.send(resetMail(app, user, token)).catch((error: unknown) => app.log.error({ err: error, userId: user.id }, 'password reset: the link could not be mailed'));
    },

    /** Sets the new password if the token is valid, unused, unexpired and issued for that e-mail. */
    async reset(input: { token: string; email: string; password: string }): Promise<User | null> {
      return db.transaction(async (tx) => {
        const [match] = await tx
          .select({ resetId: passwordResets.id, userId: users.id })
          .from(passwordResets)
          .innerJoin(users, eq(users.id, passwordResets.userId))
          .where(and(eq(passwordResets.tokenHash, sha256(input.token)), emailMatches(input.email), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
          .for('update')
          .limit(1);
        if (!match) return null;
        await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.id, match.resetId));
        return app.users.update(match.userId, { passwordHash: await hashPassword(input.password) }, tx);
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;
