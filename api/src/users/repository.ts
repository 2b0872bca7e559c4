import { and, asc, desc, eq, getTableName, isNull, sql } from 'drizzle-orm';
import { isAdmin } from '@pulseboard/shared/contracts';
import type { Database, Executor } from '../db/client.js';
import { passwordResets, userIdentities, users, type User } from '../db/schema.js';

export type UserPatch = Partial<Pick<User, 'name' | 'avatar' | 'passwordHash' | 'termsConsentAt' | 'ageConsentAt' | 'onboarding' | 'flow' | 'questionnaire' | 'roleName' | 'canCreateReports'>>;

/** What an e-mail address in use by another user answers (registration, invitation). */
export const EMAIL_TAKEN = 'The email has already been taken.';

/** E-mail addresses are unique regardless of case (the index is on lower(email)). */
export const emailMatches = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/**
 * A user has joined once they can sign in: with a password, or with a
 * provider linked to them (an account registered through Google, Facebook or
 * LinkedIn has no password). An invited teammate has neither until they
 * accept; the last-admin rule and the team list judge by this, not by the
 * password alone.
 */
export const hasJoined = () =>
  // The outer user's id is named with its table: drizzle writes a one-table query's columns bare, and a bare "id" in the subquery would be the identity's.
  sql<boolean>`(${users.passwordHash} is not null or exists (select 1 from ${userIdentities} where ${userIdentities.userId} = ${sql.identifier(getTableName(users))}.${sql.identifier(users.id.name)}))`;

/** A company's user, whether they have joined, and when their newest unused invitation link expires (null once joined). */
export interface UserWithInvitation {
  user: User;
  joined: boolean;
  invitationExpiresAt: Date | null;
}

export function usersRepository(db: Database) {
  return {
    async findByEmail(email: string, executor: Executor = db): Promise<User | undefined> {
      const [user] = await executor.select().from(users).where(emailMatches(email)).limit(1);
      return user;
    },

    /** Whether the user can sign in yet (hasJoined); false for no such user. */
    async joined(id: number): Promise<boolean> {
      const [row] = await db.select({ joined: hasJoined() }).from(users).where(eq(users.id, id));
      return row?.joined ?? false;
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
        .select({ user: users, joined: hasJoined(), expiresAt: newestLink.expiresAt })
        .from(users)
        .leftJoin(newestLink, eq(newestLink.userId, users.id))
        .where(eq(users.companyId, companyId))
        .orderBy(asc(users.id));
      return rows.map(({ user, joined, expiresAt }) => ({ user, joined, invitationExpiresAt: joined ? null : expiresAt }));
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
