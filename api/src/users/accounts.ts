import { eq } from 'drizzle-orm';
import { TRIAL_DASHBOARD_ALLOWANCE, bonusDashboards, sameCouponCode, type Registration, type SocialProvider } from '@pulseboard/shared/contracts';
import type { CouponsRepository } from '../billing/coupons.js';
import type { Database } from '../db/client.js';
import { companies, userIdentities, users, type User } from '../db/schema.js';
import { ValidationFailed } from '../lib/errors.js';
import { hashPassword, verifyDecoy, verifyPassword } from '../lib/passwords.js';
import { isUniqueViolation } from '../lib/postgres-errors.js';
import { EMAIL_TAKEN, type UsersRepository } from './repository.js';

/** How long a trial lasts, and the time it starts at (billing's clock, so a sandbox's test clock moves trials too). */
export interface TrialSettings {
  trialDays: number;
  now: () => Date;
}

/** The plan a registration asked for (spec §3): what POST /register and POST /register/{provider} share. */
export type RegistrationPlan = Pick<Registration, 'coupons' | 'dashboards' | 'interval' | 'cid'> & { flow?: Registration['flow'] };

/** A company's first user, however they registered. */
export interface NewAccount {
  name: string;
  email: string;
  /** Null for an account that signs in through a provider only. */
  passwordHash: string | null;
  plan: RegistrationPlan;
  /** When both consents were given (spec §5): recorded on the user. */
  consentedAt: Date;
  /** The provider account it signs in with, linked in the same transaction. */
  identity?: { provider: SocialProvider; subject: string; email: string | null };
}

export function accounts(db: Database, usersRepository: UsersRepository, coupons: CouponsRepository, trial: TrialSettings) {
  /**
   * Creates the company (on a trial) and its first user, an admin, in one
   * transaction, with the registration's coupons applied to the company by
   * the stacking rules. Throws ValidationFailed for a taken e-mail or a
   * coupon that cannot be applied; then nothing is created.
   */
  async function createAccount({ name, email, passwordHash, plan, consentedAt, identity }: NewAccount): Promise<User> {
    if (await usersRepository.findByEmail(email)) throw new ValidationFailed({ email: [EMAIL_TAKEN] });
    const now = trial.now();
    const trialDashboards = Math.min(plan.dashboards, TRIAL_DASHBOARD_ALLOWANCE);
    try {
      return await db.transaction(async (tx) => {
        const [company] = await tx
          .insert(companies)
          .values({
            name,
            state: 'trial',
            expiresAt: new Date(now.getTime() + trial.trialDays * 86_400_000),
            services: { dashboards: trialDashboards, bonusDashboards: 0 },
            requestedDashboards: plan.dashboards,
            requestedInterval: plan.interval,
            coupons: plan.coupons.map((code) => code.trim()).filter(Boolean),
            analyticsClientId: plan.cid ?? null,
          })
          .returning({ id: companies.id });
        if (!company) throw new Error('The company insert returned no row');
        const [user] = await tx
          .insert(users)
          .values({
            companyId: company.id,
            name,
            email,
            passwordHash,
            roleName: 'admin',
            creator: true,
            termsConsentAt: consentedAt,
            ageConsentAt: consentedAt,
            onboarding: 0,
            flow: plan.flow ?? null,
          })
          .returning();
        if (!user) throw new Error('The user insert returned no row');
        if (identity) await tx.insert(userIdentities).values({ userId: user.id, ...identity });
        // A code sent twice, in any case, is applied once (spec §5): the first of them.
        const codes: string[] = [];
        for (const code of plan.coupons.map((typed) => typed.trim())) if (code && !codes.some((kept) => sameCouponCode(kept, code))) codes.push(code);
        const applied = [];
        for (const code of codes) applied.push(await coupons.apply(tx, company.id, code, { email, now }));
        const bonus = bonusDashboards(applied);
        if (bonus > 0)
          await tx
            .update(companies)
            .set({ services: { dashboards: trialDashboards, bonusDashboards: bonus } })
            .where(eq(companies.id, company.id));
        return user;
      });
    } catch (error) {
      // Two sign-ups with one address at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw new ValidationFailed({ email: [EMAIL_TAKEN] });
      throw error;
    }
  }

  return {
    createAccount,

    /** POST /register: an account with a password. */
    async register(input: Registration): Promise<User> {
      // Consents are records of when the person agreed: the wall clock's time, whatever clock billing runs on.
      return createAccount({ name: input.name, email: input.email, passwordHash: await hashPassword(input.password), plan: input, consentedAt: new Date() });
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
