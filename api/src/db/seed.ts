import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { dashboardStylesSchema } from '@pulseboard/shared/contracts';
import { campaignAlertRules, campaignDomains, campaigns, companies, coupons, dashboards, sources, users } from './schema.js';
import { DEFAULT_RULES, rowOfRule } from '../campaigns/rules.js';
import { findTemplate } from '../dashboards/templates.js';
import { newPermalink } from '../dashboards/permalink.js';
import { hashPassword } from '../lib/passwords.js';

const DEMO_PASSWORD = 'demo1234';
export const DEMO_LOGINS = [
  { email: 'demo@example.com', password: DEMO_PASSWORD, role: 'admin' },
  { email: 'member@example.com', password: DEMO_PASSWORD, role: 'member' },
] as const;

/** Any constant: keeps two instances starting together from both seeding. */
const SEED_LOCK_KEY = 7_311_947_202;

/** The demo's dashboards: a monthly client report in every format and a real-time board, on the sample data. */
/** The sample clients' sites, watched together in the demo workspace's group. */
const DEMO_GROUP_DOMAINS = ['acme-shoes.com', 'northwind-coffee.com', 'bluebird-dental.com', 'summit-saas.io'];

const DEMO_DASHBOARDS = [
  { template: 'monthly-report', name: 'Acme Shoes — Monthly report', public: true },
  { template: 'real-time', name: 'Acme Shoes — Live traffic', public: false },
] as const;

/** Coupons to try the billing with: two discounts that stack, a bonus, and one for new customers only. */
const DEMO_COUPONS = [
  { code: 'WELCOME5', type: 'price.discount', value: 5, name: '$5 off each dashboard' },
  { code: 'AGENCY2', type: 'price.discount', value: 2, name: '$2 off each dashboard for agencies' },
  { code: 'BONUS3', type: 'dashboards.bonus', value: 3, name: '3 dashboards free' },
  { code: 'FIRSTYEAR', type: 'price.discount', value: 3, name: '$3 off each dashboard for new customers', newCustomersOnly: true },
] as const;

/**
 * Seeds the demo workspace on an empty database (no company yet): an agency
 * with an admin and a teammate who finished onboarding, the sample-data
 * source and two dashboards on it. Returns whether it seeded; running it
 * again is a no-op.
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
    const [admin] = await tx
      .insert(users)
      .values([
        { ...common, name: 'Dana Demo', email: 'demo@example.com', roleName: 'admin', creator: true, questionnaire: { source: 'dashboard' } },
        { ...common, name: 'Max Member', email: 'member@example.com', roleName: 'member', creator: false },
      ])
      .returning({ id: users.id });
    await tx
      .insert(coupons)
      .values([...DEMO_COUPONS])
      .onConflictDoNothing();
    const [sample] = await tx.insert(sources).values({ companyId: company.id, name: 'demo', account: 'Sample data' }).returning({ id: sources.id });
    if (!sample) throw new Error('The demo source insert returned no row');
    await tx.insert(dashboards).values(
      DEMO_DASHBOARDS.map((board) => {
        const template = findTemplate(board.template);
        if (!template) throw new Error(`Unknown demo template ${board.template}`);
        return {
          companyId: company.id,
          createdBy: admin?.id ?? null,
          permalink: newPermalink(),
          name: board.name,
          public: board.public,
          widgets: template.widgets({ id: sample.id, property: '', choices: {} }),
          rangeType: template.rangeType,
          timezone: 'America/New_York',
          styles: dashboardStylesSchema.parse({}),
        };
      }),
    );
    // A Mission Control group of the sample clients: the jobs worker gathers its figures on its first pass.
    const [group] = await tx.insert(campaigns).values({ companyId: company.id, name: 'Sample clients' }).returning({ id: campaigns.id });
    if (!group) throw new Error('The demo group insert returned no row');
    await tx.insert(campaignAlertRules).values(DEFAULT_RULES.map((rule) => rowOfRule(group.id, rule)));
    await tx.insert(campaignDomains).values(DEMO_GROUP_DOMAINS.map((domain) => ({ campaignId: group.id, domain })));
    return true;
  });
}
