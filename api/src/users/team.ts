import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companyChannel, INVITATION_TTL_DAYS, LAST_ADMIN_MESSAGE, ONBOARDING_ENTRIES, privateChannel, type TeamMember, type UserInvite } from '@pulseboard/shared/contracts';
import type { Executor } from '../db/client.js';
import { companies, users, type User } from '../db/schema.js';
import { HttpError, notFound, ValidationFailed } from '../lib/errors.js';
import { isUniqueViolation } from '../lib/postgres-errors.js';
import { revokeSubscriptions } from '../realtime/revocation.js';
import { issuePasswordLink, passwordLinkUrl } from './password-links.js';
import { EMAIL_TAKEN, hasJoined, type UserPatch, type UserWithInvitation } from './repository.js';

const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

export const toTeamMember = ({ user, joined, invitationExpiresAt }: UserWithInvitation): TeamMember => ({
  id: user.id,
  name: user.name,
  email: user.email,
  roleName: user.roleName,
  avatar: user.avatar,
  canCreateAutomaticReports: user.canCreateReports,
  status: joined ? 'active' : 'invited',
  invitationExpiresAt: invitationExpiresAt?.toISOString() ?? null,
});

/**
 * Answers `refusal` (422, or 409 for a removal) when `user` is an admin and no
 * other admin would be left. Call it under `lockedMember`'s lock, on the user
 * it read. An invited admin who has not joined yet does not count: they may never.
 */
async function ensureAnotherAdmin(tx: Executor, user: User, refusal: () => Error): Promise<void> {
  if (user.roleName !== 'admin') return;
  const [others] = await tx
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.companyId, user.companyId), eq(users.roleName, 'admin'), ne(users.id, user.id), hasJoined()));
  if (!others?.total) throw refusal();
}

/** The company's team: invitations, roles, the report permission and removal (spec §6, §7). */
export function teamService(app: FastifyInstance) {
  const { db } = app;

  async function sendInvitation(inviter: User, invitee: User, token: string): Promise<void> {
    const { appUrl, productTitle } = app.config;
    const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, invitee.companyId));
    const link = passwordLinkUrl(appUrl, token, invitee.email, 'invitation');
    await app.mailer.send({
      to: invitee.email,
      subject: `${inviter.name} invited you to ${company?.name ?? 'their team'} on ${productTitle}`,
      text: [
        `Hello ${invitee.name},`,
        '',
        `${inviter.name} invited you to join ${company?.name ?? 'their team'} on ${productTitle}.`,
        '',
        `Choose your password to accept: ${link}`,
        '',
        `This link expires in ${INVITATION_TTL_DAYS} days. If you did not expect this invitation, you can ignore this e-mail.`,
      ].join('\n'),
    });
  }

  /**
   * Holds the company row until the transaction ends, then reads the user:
   * whoever takes the admin role from someone (demoting or removing) waits
   * for the one before and judges by the roles that one left. A role read
   * before the lock may be stale: the user may have been promoted since.
   */
  async function lockedMember(tx: Executor, companyId: number, userId: number): Promise<User> {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const user = await app.users.findInCompany(userId, companyId, tx);
    if (!user) throw notFound();
    return user;
  }

  return {
    /** Creates the teammate without a password and e-mails them a link to set one. */
    async invite(inviter: User, input: UserInvite): Promise<TeamMember> {
      if (await app.users.findByEmail(input.email)) throw new ValidationFailed({ email: [EMAIL_TAKEN] });
      const invited = await db
        .transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              companyId: inviter.companyId,
              name: input.name,
              email: input.email,
              passwordHash: null,
              roleName: input.role_name,
              canCreateReports: input.can_create_automatic_reports,
              invitedAt: new Date(),
              onboarding: ONBOARDING_ENTRIES.dashboard,
              flow: 'dashboard',
            })
            .returning();
          if (!user) throw new Error('The user insert returned no row');
          return { user, link: await issuePasswordLink(tx, user.id, INVITATION_TTL_MS) };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new ValidationFailed({ email: [EMAIL_TAKEN] });
          throw error;
        });
      await sendInvitation(inviter, invited.user, invited.link.token);
      return toTeamMember({ user: invited.user, joined: false, invitationExpiresAt: invited.link.expiresAt });
    },

    /** A new link for a teammate who has not joined yet; the old one stops working. */
    async resendInvitation(inviter: User, userId: number): Promise<TeamMember> {
      const [found] = await db
        .select({ invitee: users, joined: hasJoined() })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.companyId, inviter.companyId)));
      if (!found) throw notFound();
      if (found.joined) throw new HttpError(409, 'This user has joined already.');
      const { invitee } = found;
      const link = await db.transaction((tx) => issuePasswordLink(tx, invitee.id, INVITATION_TTL_MS));
      await sendInvitation(inviter, invitee, link.token);
      return toTeamMember({ user: invitee, joined: false, invitationExpiresAt: link.expiresAt });
    },

    /**
     * Applies an update; demoting the company's last admin is refused on the
     * role field. `target` was read before the transaction, so its role is
     * read again under the lock.
     */
    async update(target: User, patch: UserPatch): Promise<User> {
      return db.transaction(async (tx) => {
        if (patch.roleName === 'member') {
          const current = await lockedMember(tx, target.companyId, target.id);
          await ensureAnotherAdmin(tx, current, () => new ValidationFailed({ role_name: [LAST_ADMIN_MESSAGE] }));
        }
        return app.users.update(target.id, patch, tx);
      });
    },

    /**
     * Removes a user of the company: their sessions go with them (at once), as
     * do their edit locks; dashboards and reports they made stay the company's.
     */
    /**
     * Removes the user, unless they are the last admin. Once that is committed, the company's channel is revoked:
     * sockets of theirs may hold it still, and must ask for it again, which they no longer may.
     */
    async remove(companyId: number, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const target = await lockedMember(tx, companyId, userId);
        await ensureAnotherAdmin(tx, target, () => new HttpError(409, LAST_ADMIN_MESSAGE));
        await tx.delete(users).where(eq(users.id, target.id));
      });
      await revokeSubscriptions(app, privateChannel(companyChannel(companyId)));
    },
  };
}

export type TeamService = ReturnType<typeof teamService>;
