import { and, asc, count, eq, sql } from 'drizzle-orm';
import { MAX_CAMPAIGNS_PER_COMPANY, MAX_DOMAINS_PER_CAMPAIGN, type Campaign, type CampaignDomain, type CampaignSummary } from '@pulseboard/shared/contracts';
import type { Database } from '../db/client.js';
import { campaignAlertRules, campaignDomains, campaigns } from '../db/schema.js';
import { notFound, ValidationFailed } from '../lib/errors.js';
import { isUniqueViolation } from '../lib/postgres-errors.js';
import { readDomain } from './domain-input.js';
import { DEFAULT_RULES, rowOfRule } from './rules.js';

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
    const [summary] = await summaries(companyId, row.id);
    return { ...summaryOf(row, domains.length, summary?.alertingCount ?? 0), domains };
  }

  const summaryOf = (row: CampaignRow, domainsCount: number, alertingCount: number): CampaignSummary => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    domainsCount,
    alertingCount,
    worstChange: row.worstChange ?? null,
  });

  /**
   * Groups with their number of domains and of domains with an alert firing
   * that no snooze holds today (the company's day).
   */
  async function summaries(companyId: number, onlyId?: number): Promise<CampaignSummary[]> {
    const rows = await db.execute<{ id: number; domains_count: number; alerting_count: number }>(sql`
      SELECT c.id,
        (SELECT count(*)::int FROM campaign_domains d WHERE d.campaign_id = c.id) AS domains_count,
        (SELECT count(DISTINCT a.domain_id)::int FROM campaign_alerts a JOIN campaign_domains d ON d.id = a.domain_id
          WHERE d.campaign_id = c.id AND a.state = 'alerting' AND NOT EXISTS (
            SELECT 1 FROM campaign_snoozes s WHERE s.domain_id = a.domain_id AND (s.rule_id IS NULL OR s.rule_id = a.rule_id)
               AND s.ended_at IS NULL AND (s.until IS NULL OR s.until >= (now() AT TIME ZONE co.timezone)::date))) AS alerting_count
      FROM campaigns c JOIN companies co ON co.id = c.company_id
      WHERE c.company_id = ${companyId} AND (${onlyId ?? null}::int IS NULL OR c.id = ${onlyId ?? null})`);
    const counts = new Map(rows.rows.map((row) => [row.id, row]));
    const groups = await db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.companyId, companyId), onlyId === undefined ? undefined : eq(campaigns.id, onlyId)))
      .orderBy(asc(campaigns.name), asc(campaigns.id));
    return groups.map((row) => summaryOf(row, counts.get(row.id)?.domains_count ?? 0, counts.get(row.id)?.alerting_count ?? 0));
  }

  return {
    list: (companyId: number) => summaries(companyId),

    async count(companyId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(campaigns).where(eq(campaigns.companyId, companyId));
      return row?.total ?? 0;
    },

    show,

    async create(companyId: number, name: string): Promise<Campaign> {
      const [existing] = await db.select({ total: count() }).from(campaigns).where(eq(campaigns.companyId, companyId));
      if ((existing?.total ?? 0) >= MAX_CAMPAIGNS_PER_COMPANY) throw new ValidationFailed({ name: [`A company may have at most ${MAX_CAMPAIGNS_PER_COMPANY} groups.`] });
      // A new group watches what agencies watch first; its admins change the rules from there.
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(campaigns).values({ companyId, name }).returning();
        if (!created) throw new Error('The group insert returned no row');
        await tx.insert(campaignAlertRules).values(DEFAULT_RULES.map((rule) => rowOfRule(created.id, rule)));
        return created;
      });
      return { ...summaryOf(row, 0, 0), domains: [] };
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
