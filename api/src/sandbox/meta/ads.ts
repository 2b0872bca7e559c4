import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { field } from '../google/form.js';
import { graphError } from '../social/providers.js';
import { OVERLAP, adsLeaves, uniquePeople, type AdsLeaf } from './ads-model.js';
import { INSIGHT_PAGES, LIST_PAGES, graphPage, type UsageOwner } from './envelope.js';
import { authenticate, badParameter, unknownObject } from './errors.js';
import { META_AD_ACCOUNTS, type MetaAdAccount } from './fixtures.js';
import { daysApart, graphDay, jsonParameter, lastThirtyDays, pick, requestedFields } from './request.js';
import type { MetaSandboxState, MetaToken } from './state.js';

const ADS_PERMISSIONS = ['ads_read', 'ads_management'];
/** Meta keeps 37 months of insights. */
const MAX_RANGE_DAYS = 37 * 31;

const INSIGHT_FIELDS = new Set([
  'account_id',
  'account_name',
  'account_currency',
  'campaign_id',
  'campaign_name',
  'impressions',
  'reach',
  'frequency',
  'clicks',
  'inline_link_clicks',
  'spend',
  'ctr',
  'cpc',
  'cpm',
  'actions',
  'action_values',
  'purchase_roas',
]);

const timeRangeSchema = z.object({ since: z.string(), until: z.string() });
const filteringSchema = z.array(z.object({ field: z.string(), operator: z.enum(['IN', 'EQUAL']), value: z.union([z.string(), z.array(z.string())]) }));

/** The ad account of an `act_<id>` the token's user can read. */
function adAccountOf(state: MetaSandboxState, token: MetaToken, object: string): [string, MetaAdAccount] | undefined {
  const id = /^act_(\d+)$/.exec(object)?.[1];
  const account = id ? META_AD_ACCOUNTS[id] : undefined;
  if (!id || !account || !state.user(token.userId)?.adAccounts.includes(id) || state.isOn('empty', token)) return undefined;
  return [id, account];
}

/** The Business an ad account's calls spend the budget of, for its usage headers. */
function businessOf(object: string, type: UsageOwner['type']): UsageOwner | undefined {
  const business = META_AD_ACCOUNTS[object.replace(/^act_/, '')]?.business;
  return business && { id: business.id, type };
}

const accountFields = (id: string, account: MetaAdAccount) => ({
  id: `act_${id}`,
  account_id: id,
  name: account.name,
  currency: account.currency,
  timezone_name: account.timezone_name,
  account_status: account.account_status,
  business: account.business,
});

/** GET /me/adaccounts: the ad accounts the user can read. */
export function listAdAccounts(state: MetaSandboxState, request: FastifyRequest, reply: FastifyReply) {
  const token = authenticate(state, { permissions: ADS_PERMISSIONS }, request, reply);
  if (!token) return reply;
  const ids = state.isOn('empty', token) ? [] : (state.user(token.userId)?.adAccounts ?? []);
  const fields = requestedFields(request.query);
  const items = ids.flatMap((id) => {
    const account = META_AD_ACCOUNTS[id];
    return account ? [pick(accountFields(id, account), fields, ['account_id'])] : [];
  });
  return graphPage(request, items, state.isOn('paging', token), LIST_PAGES) ?? badParameter(reply, 'Invalid cursor');
}

/** GET /act_{id}: the account's own fields. */
export function readAdAccount(state: MetaSandboxState, object: string, request: FastifyRequest, reply: FastifyReply) {
  const token = authenticate(state, { permissions: ADS_PERMISSIONS }, request, reply);
  if (!token) return reply;
  const found = adAccountOf(state, token, object);
  if (!found) return unknownObject(reply, object);
  return pick(accountFields(...found), requestedFields(request.query), ['account_id']);
}

/** GET /act_{id}/campaigns. */
export function listCampaigns(state: MetaSandboxState, object: string, request: FastifyRequest, reply: FastifyReply) {
  const token = authenticate(state, { permissions: ADS_PERMISSIONS, owner: businessOf(object, 'ads_management') }, request, reply);
  if (!token) return reply;
  const found = adAccountOf(state, token, object);
  if (!found) return unknownObject(reply, object);
  const fields = requestedFields(request.query);
  const items = found[1].campaigns.map((campaign) =>
    pick({ id: campaign.id, name: campaign.name, status: campaign.status, effective_status: campaign.status, objective: campaign.objective }, fields, []),
  );
  return graphPage(request, items, state.isOn('paging', token), LIST_PAGES) ?? badParameter(reply, 'Invalid cursor');
}

const money = (value: number) => value.toFixed(2).replace(/\.?0+$/, '') || '0';
const ratioText = (numerator: number, denominator: number, scale = 1) => (denominator > 0 ? String(Math.round((numerator / denominator) * scale * 1e6) / 1e6) : undefined);

/** One insights row from its leaves, with every number as a string, as Meta sends them; ratios Meta derives itself. */
function insightRow(id: string, account: MetaAdAccount, leaves: AdsLeaf[], keys: Record<string, string>, fields: string[]): Record<string, unknown> {
  const sum = (pickValue: (leaf: AdsLeaf) => number) => leaves.reduce((total, leaf) => total + pickValue(leaf), 0);
  const impressions = sum((leaf) => leaf.impressions);
  // People reached by several campaigns or platforms on a day count once that day, and once over the range.
  const byDay = new Map<string, number[]>();
  for (const leaf of leaves) byDay.set(leaf.day, [...(byDay.get(leaf.day) ?? []), leaf.reach]);
  const reach = uniquePeople(
    [...byDay.values()].map((parts) => uniquePeople(parts, OVERLAP.audiences)),
    OVERLAP.days,
  );
  const clicks = sum((leaf) => leaf.clicks);
  const linkClicks = sum((leaf) => leaf.linkClicks);
  const spend = Math.round(sum((leaf) => leaf.spend) * 100) / 100;
  const purchases = sum((leaf) => leaf.purchases);
  const value = Math.round(sum((leaf) => leaf.purchaseValue) * 100) / 100;
  const all: Record<string, unknown> = {
    account_id: id,
    account_name: account.name,
    account_currency: account.currency,
    // Campaign fields belong to campaign-level rows only.
    campaign_id: keys.campaign_id,
    campaign_name: keys.campaign_id ? leaves[0]?.campaign.name : undefined,
    impressions: String(impressions),
    reach: String(reach),
    frequency: ratioText(impressions, reach),
    clicks: String(clicks),
    inline_link_clicks: String(linkClicks),
    spend: money(spend),
    ctr: ratioText(clicks, impressions, 100),
    cpc: ratioText(spend, clicks),
    cpm: ratioText(spend, impressions, 1000),
    // Actions with no count are left out, as Meta leaves them out.
    actions: [
      ['link_click', linkClicks],
      ['purchase', purchases],
      ['offsite_conversion.fb_pixel_purchase', purchases],
    ]
      .filter(([, amount]) => Number(amount) > 0)
      .map(([action_type, amount]) => ({ action_type, value: String(amount) })),
    action_values: value > 0 ? [{ action_type: 'purchase', value: money(value) }] : undefined,
    purchase_roas: spend > 0 && value > 0 ? [{ action_type: 'omni_purchase', value: ratioText(value, spend) }] : undefined,
  };
  const chosen = Object.fromEntries(fields.filter((name) => all[name] !== undefined && !(Array.isArray(all[name]) && (all[name] as unknown[]).length === 0)).map((name) => [name, all[name]]));
  return { ...chosen, ...keys };
}

/**
 * GET /act_{id}/insights: level account or campaign, time_range, time_increment
 * 1 or all_days, the publisher_platform breakdown and a campaign.id filter.
 * Rows without delivery are left out; numbers are strings.
 */
export function adInsights(state: MetaSandboxState, object: string, request: FastifyRequest, reply: FastifyReply) {
  const token = authenticate(state, { permissions: ADS_PERMISSIONS, owner: businessOf(object, 'ads_insights') }, request, reply);
  if (!token) return reply;
  const found = adAccountOf(state, token, object);
  if (!found) return unknownObject(reply, object);
  const [id, account] = found;
  const query = request.query;

  const fields = requestedFields(query) ?? ['impressions', 'spend'];
  const unknown = fields.find((name) => !INSIGHT_FIELDS.has(name));
  if (unknown) return badParameter(reply, `fields must be one of the following values: ${[...INSIGHT_FIELDS].join(', ')}; got ${unknown}`);
  const level = field(query, 'level') ?? 'account';
  if (!['account', 'campaign'].includes(level)) return badParameter(reply, 'level must be one of the following values: account, campaign (the sandbox has no ad sets or ads)');
  const increment = field(query, 'time_increment') ?? 'all_days';
  if (!['1', 'all_days'].includes(increment)) return badParameter(reply, 'time_increment must be 1 or all_days in the sandbox');
  const breakdowns = (field(query, 'breakdowns') ?? '').split(',').filter(Boolean);
  if (breakdowns.some((name) => name !== 'publisher_platform')) return badParameter(reply, 'breakdowns must be publisher_platform in the sandbox');

  const timeRange = jsonParameter(query, 'time_range');
  const parsedRange = timeRange === undefined ? { success: true as const, data: lastThirtyDays(state.now()) } : timeRangeSchema.safeParse(timeRange?.value);
  if (!parsedRange.success) return badParameter(reply, 'Param time_range must be a JSON object with since and until');
  const since = graphDay(parsedRange.data.since);
  const until = graphDay(parsedRange.data.until);
  if (!since || !until || since > until) return badParameter(reply, 'time_range since and until must be dates (YYYY-MM-DD), since not after until');
  if (daysApart(since, until) > MAX_RANGE_DAYS)
    return graphError(reply, 400, { message: '(#3018) The start date of the time range cannot be beyond 37 months from the current date', type: 'OAuthException', code: 3018 });

  const filtering = jsonParameter(query, 'filtering');
  const parsedFilter = filtering === undefined ? { success: true as const, data: [] } : filteringSchema.safeParse(filtering?.value);
  if (!parsedFilter.success || parsedFilter.data.some((filter) => filter.field !== 'campaign.id')) return badParameter(reply, 'filtering must be a list of campaign.id filters in the sandbox');
  const campaignIds = parsedFilter.data.map((filter) => new Set([filter.value].flat()));

  const leaves = state.isOn('empty', token) ? [] : adsLeaves(id, account, since, until).filter((leaf) => campaignIds.every((ids) => ids.has(leaf.campaign.id)) && leaf.impressions > 0);
  const daily = increment === '1';
  const groups = new Map<string, { leaves: AdsLeaf[]; keys: Record<string, string> }>();
  for (const leaf of leaves) {
    const keys: Record<string, string> = {
      ...(level === 'campaign' ? { campaign_id: leaf.campaign.id } : {}),
      ...(breakdowns.length ? { publisher_platform: leaf.platform } : {}),
      date_start: daily ? leaf.day : since,
      date_stop: daily ? leaf.day : until,
    };
    const key = JSON.stringify(keys);
    const group = groups.get(key) ?? { leaves: [], keys };
    group.leaves.push(leaf);
    groups.set(key, group);
  }
  const rows = [...groups.values()].map((group) => insightRow(id, account, group.leaves, group.keys, fields));
  return graphPage(request, rows, state.isOn('paging', token), INSIGHT_PAGES) ?? badParameter(reply, 'Invalid cursor');
}
