import { and, eq, inArray, sql } from 'drizzle-orm';
import { TRIAL_DASHBOARD_ALLOWANCE, type Registration } from '@pulseboard/shared/contracts';
import type { Database } from '../db/client.js';
import { companies, coupons, users, type User } from '../db/schema.js';
import { ValidationFailed, type FieldErrors } from '../lib/errors.js';
import { hashPassword, verifyDecoy, verifyPassword } from '../lib/passwords.js';
import { isUniqueViolation } from '../lib/postgres-errors.js';
import { EMAIL_TAKEN, type UsersRepository } from './repository.js';

const TRIAL_DAYS = 14;

const invalidCoupon = (code: string) => `Code / Coupon ${code} is invalid`;

/** Codes of `requested` that match no active coupon (case-insensitively), in the order given. */
async function unknownCoupons(db: Database, requested: string[]): Promise<string[]> {
  const codes = [...new Set(requested.map((code) => code.trim()).filter(Boolean))];
  if (!codes.length) return [];
  const found = await db
    .select({ code: sql<string>`lower(${coupons.code})` })
    .from(coupons)
    .where(
      and(
        eq(coupons.active, true),
        inArray(
          sql`lower(${coupons.code})`,
          codes.map((code) => code.toLowerCase()),
        ),
      ),
    );
  const known = new Set(found.map((row) => row.code));
  return codes.filter((code) => !known.has(code.toLowerCase()));
}

export function accounts(db: Database, usersRepository: UsersRepository) {
  return {
    /**
     * Creates the company (on a trial) and its first user, an admin, in one
     * transaction. Throws ValidationFailed for a taken e-mail or bad coupons.
     */
    async register(input: Registration): Promise<User> {
      const errors: FieldErrors = {};
      if (await usersRepository.findByEmail(input.email)) errors.email = [EMAIL_TAKEN];
      const badCoupons = await unknownCoupons(db, input.coupons);
      if (badCoupons.length) errors.coupon = badCoupons.map(invalidCoupon);
      if (Object.keys(errors).length) throw new ValidationFailed(errors);

      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      try {
        return await db.transaction(async (tx) => {
          const [company] = await tx
            .insert(companies)
            .values({
              name: input.name,
              state: 'trial',
              expiresAt: new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
              services: { dashboards: Math.min(input.dashboards, TRIAL_DASHBOARD_ALLOWANCE), bonusDashboards: 0 },
              requestedDashboards: input.dashboards,
              requestedInterval: input.interval,
              coupons: input.coupons.map((code) => code.trim()).filter(Boolean),
              analyticsClientId: input.cid ?? null,
            })
            .returning({ id: companies.id });
          if (!company) throw new Error('The company insert returned no row');
          const [user] = await tx
            .insert(users)
            .values({
              companyId: company.id,
              name: input.name,
              email: input.email,
              passwordHash,
              roleName: 'admin',
              creator: true,
              termsConsentAt: now,
              ageConsentAt: now,
              onboarding: 0,
              flow: input.flow ?? null,
            })
            .returning();
          if (!user) throw new Error('The user insert returned no row');
          return user;
        });
      } catch (error) {
        // Two sign-ups with one address at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw new ValidationFailed({ email: [EMAIL_TAKEN] });
        throw error;
      }
    },

    /** The user for these credentials, or null; equally slow either way. */
    async verifyCredentials(email: string, password: string): Promise<User | null> {
      const user = await usersRepository.findByEmail(email);
      // An invited user who has not set a password yet cannot sign in with any.
      if (!user?.passwordHash) {
        await verifyDecoy(password);
        return null;
      }
      return (await verifyPassword(user.passwordHash, password)) ? user : null;
    },
  };
}

export type Accounts = ReturnType<typeof accounts>;
