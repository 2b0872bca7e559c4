import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import type { CompanyData, SourceSummary } from '@pulseboard/shared/contracts';
import type { Database } from '../db/client.js';
import { campaigns, companies, dashboards, sources, subscriptions } from '../db/schema.js';

export function companyDataRepository(db: Database) {
  // Every shared dashboard's document carries its company's logo: built once, prepared once per connection.
  const logo = db
    .select({ logo: companies.logo })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('company_logo');

  async function sourcesOf(companyId: number): Promise<SourceSummary[]> {
    return db.select({ id: sources.id, name: sources.name, account: sources.account, invalid: sources.invalid }).from(sources).where(eq(sources.companyId, companyId)).orderBy(asc(sources.id));
  }

  async function companyWithData(companyId: number) {
    // Independent reads, asked together: the shell waits for this on every page load.
    const [[company], [subscription], [active], [groups], companySources] = await Promise.all([
      db.select().from(companies).where(eq(companies.id, companyId)),
      // The banners speak of a subscription that pays: not one waiting for its first payment, nor one that ended.
      db
        .select({ id: subscriptions.id, interval: subscriptions.interval, state: subscriptions.state })
        .from(subscriptions)
        .where(and(eq(subscriptions.companyId, companyId), notInArray(subscriptions.state, ['incomplete', 'ended']))),
      db
        .select({ total: count() })
        .from(dashboards)
        .where(and(eq(dashboards.companyId, companyId), eq(dashboards.active, true))),
      db.select({ total: count() }).from(campaigns).where(eq(campaigns.companyId, companyId)),
      sourcesOf(companyId),
    ]);
    if (!company) return null;
    const data: CompanyData = {
      id: company.id,
      name: company.name,
      logo: company.logo,
      state: company.state,
      expiresAt: company.expiresAt?.toISOString() ?? null,
      restoredAt: company.restoredAt?.toISOString() ?? null,
      services: company.services,
      subscription: subscription ?? null,
      sources: companySources,
      dashboardsCount: active?.total ?? 0,
      campaignsCount: groups?.total ?? 0,
      fromAddress: company.fromAddress,
      activeEmail: company.activeEmail,
      verifiedWhitelabel: company.whitelabelVerifiedAt !== null,
    };
    return { company, data };
  }

  return {
    sourcesOf,

    /** The company's logo, which its dashboards show where they have none of their own. */
    async logoOf(companyId: number): Promise<string | null> {
      const [company] = await logo.execute({ companyId });
      return company?.logo ?? null;
    },

    /**
     * Company-wide data of spec §3 for the shell. The dashboards count is the
     * active ones, what the plan's quota counts. Mission Control groups are not
     * stored yet, so a company has none.
     */
    async forCompany(companyId: number): Promise<CompanyData | null> {
      return (await companyWithData(companyId))?.data ?? null;
    },

    /** The company's row beside its company-wide data, for the views that show both (GET /api/company). */
    companyWithData,
  };
}

export type CompanyDataRepository = ReturnType<typeof companyDataRepository>;
