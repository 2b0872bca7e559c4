import { and, asc, count, eq } from 'drizzle-orm';
import { LAST_SIGN_IN_METHOD_TEXT, type SocialProvider } from '@pulseboard/shared/contracts';
import type { Database } from '../db/client.js';
import { userIdentities, users } from '../db/schema.js';
import { ValidationFailed } from '../lib/errors.js';
import type { ProviderIdentity } from './identity.js';

export type IdentityRow = typeof userIdentities.$inferSelect;

/** The provider accounts users sign in with. */
export function identitiesRepository(db: Database) {
  async function userIdOf(provider: SocialProvider, subject: string): Promise<number | null> {
    const [row] = await db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
    return row?.userId ?? null;
  }

  return {
    userIdOf,

    async hasProvider(userId: number, provider: SocialProvider): Promise<boolean> {
      const [row] = await db
        .select({ id: userIdentities.id })
        .from(userIdentities)
        .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
      return row !== undefined;
    },

    listFor(userId: number): Promise<IdentityRow[]> {
      return db.select().from(userIdentities).where(eq(userIdentities.userId, userId)).orderBy(asc(userIdentities.createdAt));
    },

    /**
     * Links the provider account to the user; linking it again to the same
     * user changes nothing. False when the unique indexes refused it: the
     * provider account is another user's, or the user has another account of
     * this provider.
     */
    async link(userId: number, identity: ProviderIdentity): Promise<boolean> {
      await db.insert(userIdentities).values({ userId, provider: identity.provider, subject: identity.subject, email: identity.email }).onConflictDoNothing();
      return (await userIdOf(identity.provider, identity.subject)) === userId;
    },

    /**
     * Unlinks a provider, unless it is the user's last way to sign in (no
     * password and no other provider). The user's row is locked so two
     * unlinks at once cannot both pass the check.
     */
    async unlink(userId: number, provider: SocialProvider): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
        const [linked] = await tx.select({ total: count() }).from(userIdentities).where(eq(userIdentities.userId, userId));
        const mine = await tx
          .select({ id: userIdentities.id })
          .from(userIdentities)
          .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
        if (!user || mine.length === 0) return false;
        if (!user.passwordHash && (linked?.total ?? 0) <= 1) throw new ValidationFailed({ provider: [LAST_SIGN_IN_METHOD_TEXT] });
        await tx.delete(userIdentities).where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
        return true;
      });
    },
  };
}
