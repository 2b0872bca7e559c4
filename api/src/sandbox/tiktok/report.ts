import type { FastifyReply, FastifyRequest } from 'fastify';
import { daysBetween } from '@pulseboard/shared/dates';
import { field } from '../google/form.js';
import { adGroupDays, uniqueReach, type AdGroupDay } from './ads-model.js';
import { advertisersOf, authenticate, invalidParameter, noPermission, ok } from './envelope.js';
import { TIKTOK_ADVERTISERS } from './fixtures.js';
import type { TikTokSandboxOptions } from './options.js';
import { jsonParam, pageOf, stringList } from './query.js';

/** Each data level, its id dimension and the attribute metric naming its rows. */
const LEVELS: Record<string, { id: string; key: (leaf: AdGroupDay, advertiserId: string) => string; name?: { metric: string; of: (leaf: AdGroupDay) => string } }> = {
  AUCTION_ADVERTISER: { id: 'advertiser_id', key: (_leaf, advertiserId) => advertiserId },
  AUCTION_CAMPAIGN: { id: 'campaign_id', key: (leaf) => leaf.campaign.id, name: { metric: 'campaign_name', of: (leaf) => leaf.campaign.name } },
  AUCTION_ADGROUP: { id: 'adgroup_id', key: (leaf) => leaf.adgroup.id, name: { metric: 'adgroup_name', of: (leaf) => leaf.adgroup.name } },
};

/** The figures the fake reports, each a sum of its leaves' (reach: see uniqueReach). */
const FIGURES: Record<string, (leaf: AdGroupDay) => number> = {
  spend: (leaf) => leaf.spend,
  impressions: (leaf) => leaf.impressions,
  clicks: (leaf) => leaf.clicks,
  conversion: (leaf) => leaf.conversions,
  reach: (leaf) => leaf.reach,
  video_play_actions: (leaf) => leaf.videoPlays,
  video_watched_2s: (leaf) => leaf.watched2s,
  video_watched_6s: (leaf) => leaf.watched6s,
  video_views_p100: (leaf) => leaf.completions,
  likes: (leaf) => leaf.likes,
  comments: (leaf) => leaf.comments,
  shares: (leaf) => leaf.shares,
  follows: (leaf) => leaf.follows,
};

/** TikTok's longest spans: 30 days a call with stat_time_day, a year without. */
const MAX_DAYS = { daily: 30, whole: 365 } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The campaigns a `filtering` parameter keeps: [{field_name: "campaign_ids", filter_type: "IN", filter_value: "[\"...\"]"}]; undefined: all; null: a filter the fake does not take. */
function campaignFilter(query: unknown): Set<string> | undefined | null {
  const filtering = jsonParam(query, 'filtering');
  if (filtering === undefined) return undefined;
  if (!Array.isArray(filtering) || filtering.length !== 1) return null;
  const [filter] = filtering as Array<{ field_name?: unknown; filter_type?: unknown; filter_value?: unknown }>;
  if (filter?.field_name !== 'campaign_ids' || filter.filter_type !== 'IN' || typeof filter.filter_value !== 'string') return null;
  const ids = stringList({ value: filter.filter_value }, 'value');
  return ids?.length ? new Set(ids) : null;
}

/** One report row: the dimensions asked for, and the metrics as strings (money to the cent), as TikTok sends them. */
function reportRow(leaves: AdGroupDay[], dimensions: Record<string, string>, metrics: string[], rangeDays: number): Record<string, unknown> {
  const sum = (of: (leaf: AdGroupDay) => number) => leaves.reduce((total, leaf) => total + of(leaf), 0);
  const values = metrics.map((metric) => {
    if (metric === 'campaign_name' || metric === 'adgroup_name') return [metric, metric === 'campaign_name' ? leaves[0]!.campaign.name : leaves[0]!.adgroup.name];
    const total = sum(FIGURES[metric]!);
    if (metric === 'spend') return [metric, total.toFixed(2)];
    if (metric === 'reach') return [metric, String(uniqueReach(total, rangeDays))];
    return [metric, String(total)];
  });
  return { dimensions, metrics: Object.fromEntries(values) };
}

/**
 * GET /report/integrated/get/ (report_type BASIC): rows by the level's id
 * and, when asked, by day (stat_time_day "YYYY-MM-DD 00:00:00"), within the
 * spans TikTok allows, filtered to campaigns, paged. Rows without delivery
 * are left out.
 */
export function integratedReport({ state }: TikTokSandboxOptions, request: FastifyRequest, reply: FastifyReply) {
  const grant = authenticate(state, request, reply);
  if (!grant) return reply;
  const query = request.query;
  const advertiserId = field(query, 'advertiser_id') ?? '';
  if (field(query, 'report_type') !== 'BASIC') return invalidParameter(reply, 'report_type must be BASIC in the sandbox');
  const level = LEVELS[field(query, 'data_level') ?? ''];
  if (!level) return invalidParameter(reply, `data_level must be one of ${Object.keys(LEVELS).join(', ')}`);
  const dimensions = stringList(query, 'dimensions');
  const daily = dimensions?.includes('stat_time_day') ?? false;
  if (!dimensions || dimensions.length !== (daily ? 2 : 1) || !dimensions.includes(level.id))
    return invalidParameter(reply, `dimensions must be ["${level.id}"], with "stat_time_day" or not, at this data_level`);
  const metrics = stringList(query, 'metrics');
  const unknown = metrics?.find((metric) => !FIGURES[metric] && metric !== level.name?.metric);
  if (!metrics?.length || unknown !== undefined) return invalidParameter(reply, `unknown metric ${(unknown ?? '').slice(0, 40)}; the sandbox reports ${Object.keys(FIGURES).join(', ')}`);
  const start = field(query, 'start_date') ?? '';
  const end = field(query, 'end_date') ?? '';
  if (!DAY.test(start) || !DAY.test(end) || start > end || Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end)))
    return invalidParameter(reply, 'start_date and end_date must be days, start not after end');
  const rangeDays = daysBetween(start, end) + 1;
  const maxDays = daily ? MAX_DAYS.daily : MAX_DAYS.whole;
  if (rangeDays > maxDays) return invalidParameter(reply, `the time span may not exceed ${maxDays} days${daily ? ' with stat_time_day' : ''}`);
  const campaigns = campaignFilter(query);
  if (campaigns === null) return invalidParameter(reply, 'filtering takes one campaign_ids IN filter in the sandbox');
  if (!advertisersOf(state, grant).includes(advertiserId)) return noPermission(reply, advertiserId);

  const groups = new Map<string, { leaves: AdGroupDay[]; dimensions: Record<string, string> }>();
  for (const leaf of state.isOn('empty', grant) ? [] : adGroupDays(advertiserId, TIKTOK_ADVERTISERS[advertiserId]!, start, end)) {
    if ((campaigns && !campaigns.has(leaf.campaign.id)) || leaf.impressions === 0) continue;
    const id = level.key(leaf, advertiserId);
    const key = daily ? `${id}|${leaf.day}` : id;
    const group = groups.get(key) ?? { leaves: [], dimensions: { [level.id]: id, ...(daily ? { stat_time_day: `${leaf.day} 00:00:00` } : {}) } };
    group.leaves.push(leaf);
    groups.set(key, group);
  }
  const rows = [...groups.values()].map((group) => reportRow(group.leaves, group.dimensions, metrics, daily ? 1 : rangeDays));
  const page = pageOf(query, rows, state.isOn('paging', grant));
  return page ? ok(page) : invalidParameter(reply, 'page must be at least 1 and page_size from 1 to 1000');
}
