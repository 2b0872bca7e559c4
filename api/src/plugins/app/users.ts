import fp from 'fastify-plugin';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { users, type User } from '../../db/schema.js';

export type UserPatch = Partial<Pick<User, 'name' | 'passwordHash' | 'termsConsentAt' | 'ageConsentAt' | 'onboarding' | 'flow' | 'questionnaire'>>;

/** E-mail addresses are unique regardless of case (the index is on lower(email)). */
export const emailMatches = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

function usersRepository(db: Database) {
  return {
    async findByEmail(email: string, executor: Executor = db): Promise<User | undefined> {
      const [user] = await executor.select().from(users).where(emailMatches(email)).limit(1);
      return user;
    },

    /** Tenant-scoped lookup: a user of another company is simply not found. */
    async findInCompany(id: number, companyId: number): Promise<User | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.companyId, companyId)))
        .limit(1);
      return user;
    },

    async update(id: number, patch: UserPatch, executor: Executor = db): Promise<User> {
      const [user] = await executor.update(users).set(patch).where(eq(users.id, id)).returning();
      if (!user) throw new Error(`User ${id} vanished during an update`);
      return user;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('users', usersRepository(app.db));
  },
  { name: 'users', dependencies: ['db'] },
);
