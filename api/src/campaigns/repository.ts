import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_CAMPAIGNS_PER_COMPANY, MAX_DOMAINS_PER_CAMPAIGN, type Campaign, type CampaignDomain, type CampaignSummary } from '@pulseboard/shared/contracts';
import type { Database } from '../db/client.js';
import { campaignDomains, campaigns } from '../db/schema.js';
import { notFound, ValidationFailed } from '../lib/errors.js';
import { isUniqueViolation } from '../lib/postgres-errors.js';
import { readDomain } from './domain-input.js';

type CampaignRow = typeof campaigns.$inferSelect;

const toDomain = (row: typeof campaignDomains.$inferSelect): CampaignDomain => ({ id: row.id, domain: row.domain, createdAt: row.createdAt.toISOString() });

/** Mission Control groups and their domains, always within one company: another company's group is not found. */
export function campaignsRepository(db: Database) {
  async function owned(companyId: number, id: number): Promise<CampaignRow> {
    const [row] = await db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, id), eq(campaigns.companyId, companyId)));
    if (!row) throw notFound();
    return row;
  }

  async function domainsOf(campaignId: number): Promise<CampaignDomain[]> {
    return (await db.select().from(campaignDomains).where(eq(campaignDomains.campaignId, campaignId)).orderBy(asc(campaignDomains.domain))).map(toDomain);
  }

  async function show(companyId: number, id: number): Promise<Campaign> {
    const row = await owned(companyId, id);
    const domains = await domainsOf(row.id);
    return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), domainsCount: domains.length, domains };
  }

  return {
    async list(companyId: number): Promise<CampaignSummary[]> {
      const rows = await db
        .select({ id: campaigns.id, name: campaigns.name, createdAt: campaigns.createdAt, domainsCount: count(campaignDomains.id) })
        .from(campaigns)
        .leftJoin(campaignDomains, eq(campaignDomains.campaignId, campaigns.id))
        .where(eq(campaigns.companyId, companyId))
        .groupBy(campaigns.id)
        .orderBy(asc(campaigns.name), asc(campaigns.id));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async count(companyId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(campaigns).where(eq(campaigns.companyId, companyId));
      return row?.total ?? 0;
    },

    show,

    async create(companyId: number, name: string): Promise<Campaign> {
      const [existing] = await db.select({ total: count() }).from(campaigns).where(eq(campaigns.companyId, companyId));
      if ((existing?.total ?? 0) >= MAX_CAMPAIGNS_PER_COMPANY) throw new ValidationFailed({ name: [`A company may have at most ${MAX_CAMPAIGNS_PER_COMPANY} groups.`] });
      const [row] = await db.insert(campaigns).values({ companyId, name }).returning();
      if (!row) throw new Error('The group insert returned no row');
      return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), domainsCount: 0, domains: [] };
    },

    async rename(companyId: number, id: number, name: string): Promise<Campaign> {
      await owned(companyId, id);
      await db.update(campaigns).set({ name }).where(eq(campaigns.id, id));
      return show(companyId, id);
    },

    async remove(companyId: number, id: number): Promise<void> {
      await owned(companyId, id);
      await db.delete(campaigns).where(eq(campaigns.id, id));
    },

    /** Adds a domain as typed, read by readDomain; 422 for one that is not a public domain, already in the group, or beyond the group's bound. */
    async addDomain(companyId: number, id: number, input: string): Promise<CampaignDomain> {
      const campaign = await owned(companyId, id);
      const reading = readDomain(input);
      if ('problem' in reading) throw new ValidationFailed({ domain: [reading.problem] });
      const [held] = await db.select({ total: count() }).from(campaignDomains).where(eq(campaignDomains.campaignId, campaign.id));
      if ((held?.total ?? 0) >= MAX_DOMAINS_PER_CAMPAIGN) throw new ValidationFailed({ domain: [`A group may hold at most ${MAX_DOMAINS_PER_CAMPAIGN} domains.`] });
      try {
        const [row] = await db.insert(campaignDomains).values({ campaignId: campaign.id, domain: reading.domain }).returning();
        if (!row) throw new Error('The domain insert returned no row');
        return toDomain(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationFailed({ domain: [`${reading.domain} is already in this group.`] });
        throw error;
      }
    },

    async removeDomain(companyId: number, id: number, domainId: number): Promise<void> {
      await owned(companyId, id);
      const removed = await db
        .delete(campaignDomains)
        .where(and(eq(campaignDomains.id, domainId), eq(campaignDomains.campaignId, id)))
        .returning({ id: campaignDomains.id });
      if (removed.length === 0) throw notFound();
    },
  };
}

export type CampaignsRepository = ReturnType<typeof campaignsRepository>;
