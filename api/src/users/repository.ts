import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { isAdmin } from '@pulseboard/shared/contracts';
import type { Database, Executor } from '../db/client.js';
import { passwordResets, users, type User } from '../db/schema.js';

export type UserPatch = Partial<Pick<User, 'name' | 'avatar' | 'passwordHash' | 'termsConsentAt' | 'ageConsentAt' | 'onboarding' | 'flow' | 'questionnaire' | 'roleName' | 'canCreateReports'>>;

/** What an e-mail address in use by another user answers (registration, invitation). */
export const EMAIL_TAKEN = 'The email has already been taken.';

/** E-mail addresses are unique regardless of case (the index is on lower(email)). */
export const emailMatches = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/** A company's user with when their newest unused invitation link expires (null once they have a password). */
export interface UserWithInvitation {
  user: User;
  invitationExpiresAt: Date | null;
}

export function usersRepository(db: Database) {
  return {
    async findByEmail(email: string, executor: Executor = db): Promise<User | undefined> {
      const [user] = await executor.select().from(users).where(emailMatches(email)).limit(1);
      return user;
    },

    /** Tenant-scoped lookup: a user of another company is simply not found. */
    async findById(id: number): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },

    async findInCompany(id: number, companyId: number, executor: Executor = db): Promise<User | undefined> {
      const [user] = await executor
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.companyId, companyId)))
        .limit(1);
      return user;
    },

    /** The company's users, oldest first, each with their pending invitation's expiry. */
    async listInCompany(companyId: number): Promise<UserWithInvitation[]> {
      const newestLink = db
        .selectDistinctOn([passwordResets.userId], { userId: passwordResets.userId, expiresAt: passwordResets.expiresAt })
        .from(passwordResets)
        .where(isNull(passwordResets.usedAt))
        .orderBy(passwordResets.userId, desc(passwordResets.expiresAt))
        .as('newest_link');
      const rows = await db
        .select({ user: users, expiresAt: newestLink.expiresAt })
        .from(users)
        .leftJoin(newestLink, eq(newestLink.userId, users.id))
        .where(eq(users.companyId, companyId))
        .orderBy(asc(users.id));
      return rows.map(({ user, expiresAt }) => ({ user, invitationExpiresAt: user.passwordHash === null ? expiresAt : null }));
    },

    async update(id: number, patch: UserPatch, executor: Executor = db): Promise<User> {
      const [user] = await executor.update(users).set(patch).where(eq(users.id, id)).returning();
      if (!user) throw new Error(`User ${id} vanished during an update`);
      return user;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

/** Admins may always schedule automatic reports; members when an admin allowed it (spec §6: a permission flag). */
export const mayCreateAutomaticReports = (user: User): boolean => isAdmin(user) || user.canCreateReports;
