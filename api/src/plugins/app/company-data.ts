import fp from 'fastify-plugin';
import { and, asc, count, eq } from 'drizzle-orm';
import type { CompanyData, SourceSummary } from '@pulseboard/shared/contracts';
import type { Database } from '../../db/client.js';
import { companies, dashboards, sources, subscriptions } from '../../db/schema.js';

function companyDataRepository(db: Database) {
  async function sourcesOf(companyId: number): Promise<SourceSummary[]> {
    return db.select({ id: sources.id, name: sources.name, account: sources.account, invalid: sources.invalid }).from(sources).where(eq(sources.companyId, companyId)).orderBy(asc(sources.id));
  }

  return {
    sourcesOf,

    /**
     * Company-wide data of spec §3 for the shell. The dashboards count is the
     * active ones, what the plan's quota counts. Mission Control groups are not
     * stored yet, so a company has none.
     */
    async forCompany(companyId: number): Promise<CompanyData | null> {
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      if (!company) return null;
      const [subscription] = await db.select({ id: subscriptions.id, interval: subscriptions.interval, state: subscriptions.state }).from(subscriptions).where(eq(subscriptions.companyId, companyId));
      const [active] = await db
        .select({ total: count() })
        .from(dashboards)
        .where(and(eq(dashboards.companyId, companyId), eq(dashboards.active, true)));
      return {
        id: company.id,
        name: company.name,
        state: company.state,
        expiresAt: company.expiresAt?.toISOString() ?? null,
        restoredAt: company.restoredAt?.toISOString() ?? null,
        services: company.services,
        subscription: subscription ?? null,
        sources: await sourcesOf(companyId),
        dashboardsCount: active?.total ?? 0,
        campaignsCount: 0,
        fromAddress: company.fromAddress,
        verifiedWhitelabel: company.whitelabelVerifiedAt !== null,
      };
    },
  };
}

export type CompanyDataRepository = ReturnType<typeof companyDataRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    companyData: CompanyDataRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('companyData', companyDataRepository(app.db));
  },
  { name: 'company-data', dependencies: ['db'] },
);
