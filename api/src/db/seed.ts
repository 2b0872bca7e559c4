import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { companies, users } from './schema.js';
import { hashPassword } from '../lib/passwords.js';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_LOGINS = [
  { email: 'demo@example.com', password: DEMO_PASSWORD, role: 'admin' },
  { email: 'member@example.com', password: DEMO_PASSWORD, role: 'member' },
] as const;

/** Any constant: keeps two instances starting together from both seeding. */
const SEED_LOCK_KEY = 7_311_947_202;

/**
 * Seeds the demo workspace on an empty database (no company yet): an agency
 * with an admin and a teammate who finished onboarding. Returns whether it
 * seeded; running it again is a no-op.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ id: companies.id }).from(companies).limit(1);
    if (existing) return false;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = new Date();
    const [company] = await tx
      .insert(companies)
      .values({ name: 'Demo Agency', state: 'active', services: { dashboards: 25, bonusDashboards: 0 }, requestedDashboards: 25 })
      .returning({ id: companies.id });
    if (!company) throw new Error('The demo company insert returned no row');
    const common = { companyId: company.id, passwordHash, termsConsentAt: now, ageConsentAt: now, onboarding: 6, flow: 'dashboard' } as const;
    await tx.insert(users).values([
      { ...common, name: 'Dana Demo', email: 'demo@example.com', roleName: 'admin', creator: true, questionnaire: { source: 'dashboard' } },
      { ...common, name: 'Max Member', email: 'member@example.com', roleName: 'member', creator: false },
    ]);
    return true;
  });
}
