import { z } from 'zod';
import type { DateRange } from '@pulseboard/shared/contracts';
import { propertyOptions } from '../options.js';
import { allPages } from '../paging.js';
import { rankResult, type RankCheck } from '../seo/keyword-ranks.js';
import { rankTrackerCatalogue, readRankQuery } from '../seo/rank-catalogue.js';
import { SourceProviderError, type Connector, type ConnectorContext, type ConnectorCost, type SourceProperty } from '../types.js';
import type { RankRangerCall } from './client.js';

export interface RankRangerOptions {
  call: RankRangerCall;
  /** Pages one report may read (connectors/paging); small in tests. */
  maxPages?: number;
}

const HOUR = 3_600_000;
/** Rank Ranger counts a package's API calls by the month and checks ranks at most daily: an answer is kept six hours, a source makes at most 300 calls a day. */
const RANKRANGER_COST: ConnectorCost = { cacheTtlMs: 6 * HOUR, callsPerDay: 300 };

const rankRangerCatalogue = rankTrackerCatalogue({ type: 'rankranger', property: 'Campaign', searchVolume: false, country: false });

const listOf = <T extends z.ZodType>(item: T) => z.object({ result: z.array(item) });
const campaignSchema = z.object({ campaign_id: z.coerce.string(), campaign_name: z.string(), domain: z.string() });
const rankPageSchema = z.object({
  // rank 0: not in the top 100. Figures may come as text, as in the XML they are made from.
  result: z.array(z.object({ date: z.string(), keyword: z.string(), se_name: z.string(), rank: z.coerce.number() })),
  total_pages: z.coerce.number().default(1),
});

/**
 * Rank Ranger (API v2, JSON output) on the account its API key opens: the
 * package's campaigns, each keyword's position at each check of the
 * campaign's domain on each of its search engines, and the rank metrics made
 * of them. Weekly campaigns have a check a week: the days between have none.
 */
export function rankRangerConnector(options: RankRangerOptions): Connector {
  const { call, maxPages } = options;

  async function campaigns(context: ConnectorContext) {
    return (await call(context, 'package_campaigns', {}, listOf(campaignSchema))).result;
  }

  async function campaignChecks(context: ConnectorContext, campaign: z.infer<typeof campaignSchema>, engine: string | undefined, range: DateRange): Promise<RankCheck[]> {
    const params = { campaign_id: campaign.campaign_id, domain: campaign.domain, start_date: range.startDate, end_date: range.endDate, ...(engine ? { se_id: engine } : {}) };
    const rows = await allPages(
      'Rank Ranger',
      async (token) => {
        const page = Number(token ?? 1);
        const answer = await call(context, 'rank', { ...params, page: String(page) }, rankPageSchema);
        return { items: answer.result, nextPageToken: page < answer.total_pages ? String(page + 1) : undefined };
      },
      maxPages,
    );
    return rows.map((row) => ({ keyword: row.keyword, searchEngine: row.se_name, date: row.date, position: row.rank > 0 ? row.rank : null }));
  }

  async function listProperties(context: ConnectorContext): Promise<SourceProperty[]> {
    return (await campaigns(context)).map((campaign) => ({ id: campaign.campaign_id, name: campaign.campaign_name, group: campaign.domain }));
  }

  return {
    type: 'rankranger',
    catalogue: rankRangerCatalogue,
    cost: RANKRANGER_COST,
    listProperties,

    async options(context, parameter, params) {
      if (parameter === 'property') return propertyOptions(await listProperties(context));
      const campaignId = params.property;
      if (!campaignId) throw new SourceProviderError('Choose a campaign first.', 400);
      if (parameter === 'searchEngine') {
        const engines = await call(context, 'campaign_search_engines', { campaign_id: campaignId }, listOf(z.object({ se_id: z.coerce.string(), se_name: z.string() })));
        return engines.result.map((engine) => ({ value: engine.se_id, label: engine.se_name }));
      }
      if (parameter === 'keyword') {
        const keywords = await call(context, 'campaign_keywords', { campaign_id: campaignId }, listOf(z.object({ keyword: z.string() })));
        return keywords.result.map((entry) => ({ value: entry.keyword, label: entry.keyword }));
      }
      throw new SourceProviderError(`Rank Ranger has no option list named ${parameter}.`, 404);
    },

    async query(context, query) {
      const asked = readRankQuery(rankRangerCatalogue, 'Rank Ranger', query.config);
      // The rank method asks for the campaign's domain, which only the campaign list tells.
      const campaign = (await campaigns(context)).find((entry) => entry.campaign_id === asked.property);
      if (!campaign) throw new SourceProviderError('This campaign is no longer in the Rank Ranger package.', 404);
      const checks = await campaignChecks(context, campaign, asked.searchEngine, query.range);
      return rankResult(asked.keyword ? checks.filter((check) => check.keyword === asked.keyword) : checks, asked.metrics, asked.dimension, query.range);
    },
  };
}
