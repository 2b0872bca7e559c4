import { eq } from 'drizzle-orm';
import { TRIAL_DASHBOARD_ALLOWANCE, bonusDashboards, type Registration } from '@pulseboard/shared/contracts';
import type { CouponsRepository } from '../billing/coupons.js';
import type { Database } from '../db/client.js';
import { companies, users, type User } from '../db/schema.js';
import { ValidationFailed } from '../lib/errors.js';
import { hashPassword, verifyDecoy, verifyPassword } from '../lib/passwords.js';
import { isUniqueViolation } from '../lib/postgres-errors.js';
import { EMAIL_TAKEN, type UsersRepository } from './repository.js';

/** How long a trial lasts, and the time it starts at (billing's clock, so a sandbox's test clock moves trials too). */
export interface TrialSettings {
  trialDays: number;
  now: () => Date;
}

export function accounts(db: Database, usersRepository: UsersRepository, coupons: CouponsRepository, trial: TrialSettings) {
  return {
    /**
     * Creates the company (on a trial) and its first user, an admin, in one
     * transaction, with the registration's coupons applied to the company by
     * the stacking rules. Throws ValidationFailed for a taken e-mail or a
     * coupon that cannot be applied; then nothing is created.
     */
    async register(input: Registration): Promise<User> {
      if (await usersRepository.findByEmail(input.email)) throw new ValidationFailed({ email: [EMAIL_TAKEN] });

      const passwordHash = await hashPassword(input.password);
      const now = trial.now();
      // Consents are records of when the person agreed: the wall clock's time, whatever clock billing runs on.
      const consentedAt = new Date();
      try {
        return await db.transaction(async (tx) => {
          const [company] = await tx
            .insert(companies)
            .values({
              name: input.name,
              state: 'trial',
              expiresAt: new Date(now.getTime() + trial.trialDays * 86_400_000),
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
              termsConsentAt: consentedAt,
              ageConsentAt: consentedAt,
              onboarding: 0,
              flow: input.flow ?? null,
            })
            .returning();
          if (!user) throw new Error('The user insert returned no row');
          const codes = [...new Set(input.coupons.map((code) => code.trim()).filter(Boolean))];
          const applied = [];
          for (const code of codes) applied.push(await coupons.apply(tx, company.id, code, { email: input.email, now }));
          const bonus = bonusDashboards(applied);
          if (bonus > 0)
            await tx
              .update(companies)
              .set({ services: { dashboards: Math.min(input.dashboards, TRIAL_DASHBOARD_ALLOWANCE), bonusDashboards: bonus } })
              .where(eq(companies.id, company.id));
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
