import type { FastifyReply, FastifyRequest } from 'fastify';
import { todayIn } from '@pulseboard/shared/dates';
import { restliDate } from '../../connectors/linkedin_api/restli.js';
import { idOfUrn, urnOf } from '../../connectors/linkedin_api/urns.js';
import { adsLeaves, type AdsLeaf } from './ads-model.js';
import { collectionPage, listParam, plainParam, recordParam } from './collection.js';
import { accessDenied, authenticate, badRequest } from './errors.js';
import { LINKEDIN_AD_ACCOUNTS, type LinkedInAdAccount } from './fixtures.js';
import { dayOfDate } from './restli-dates.js';
import type { LinkedInSandboxState, LinkedInToken } from './state.js';

const ADS_SCOPES = ['r_ads', 'rw_ads'];
const REPORTING_SCOPES = ['r_ads_reporting'];

const ANALYTICS_FIELDS = new Set(['dateRange', 'pivotValues', 'impressions', 'clicks', 'costInLocalCurrency', 'externalWebsiteConversions', 'oneClickLeads', 'totalEngagements']);
/** What LinkedIn answers when the request names no fields. */
const DEFAULT_FIELDS = ['impressions', 'clicks'];
const PIVOT_KEYS: Record<string, (leaf: AdsLeaf, accountId: string) => string> = {
  ACCOUNT: (_leaf, accountId) => urnOf('account', accountId),
  CAMPAIGN: (leaf) => urnOf('campaign', leaf.campaign.id),
  CAMPAIGN_GROUP: (leaf) => urnOf('campaignGroup', leaf.campaign.group),
};

/** The ad accounts the token's member has a role on. */
function accountsOf(state: LinkedInSandboxState, token: LinkedInToken): string[] {
  return state.user(token.userId)?.adAccounts ?? [];
}

const accountElement = (id: string, account: LinkedInAdAccount) => ({
  id: Number(id),
  name: account.name,
  currency: account.currency,
  status: account.status,
  type: account.type,
  reference: account.reference,
  test: false,
  servingStatuses: account.status === 'ACTIVE' ? ['RUNNABLE'] : ['ACCOUNT_TOTAL_BUDGET_HOLD'],
});

/** The statuses a `search=(status:(values:List(...)))` asks for; undefined: all; null: a search the fake does not take. */
function searchedStatuses(search: ReturnType<typeof recordParam>): Set<string> | undefined | null {
  if (search === undefined) return undefined;
  const status = search?.status;
  const keys = search ? Object.keys(search) : [];
  if (!status || typeof status !== 'object' || Array.isArray(status) || keys.some((key) => key !== 'status')) return null;
  const values = (status as { values?: unknown }).values;
  return Array.isArray(values) && values.every((value) => typeof value === 'string') ? new Set(values as string[]) : null;
}

/** GET /rest/adAccounts?q=search: the ad accounts the member has a role on. */
export function searchAdAccounts(state: LinkedInSandboxState, request: FastifyRequest, reply: FastifyReply) {
  const call = authenticate(state, { scopes: ADS_SCOPES, resource: 'adAccounts' }, request, reply);
  if (!call) return reply;
  if (plainParam(call.query, 'q') !== 'search') return badRequest(reply, 'The finder q=search is required');
  const statuses = searchedStatuses(recordParam(call.query, 'search'));
  if (statuses === null) return badRequest(reply, 'search must be (status:(values:List(...))) in the sandbox');
  const listed = state.isOn('empty', call.token) ? [] : accountsOf(state, call.token);
  const items = listed.flatMap((id) => {
    const account = LINKEDIN_AD_ACCOUNTS[id];
    return account && (!statuses || statuses.has(account.status)) ? [accountElement(id, account)] : [];
  });
  const page = collectionPage(request, call.query, items, state.isOn('paging', call.token));
  return typeof page === 'string' ? badRequest(reply, page) : page;
}

/** GET /rest/adAccounts/{id}, and its campaigns and campaign groups (q=search). */
export function readAdAccount(state: LinkedInSandboxState, id: string, edge: 'adCampaigns' | 'adCampaignGroups' | undefined, request: FastifyRequest, reply: FastifyReply) {
  const resource = edge ?? 'adAccounts';
  const call = authenticate(state, { scopes: ADS_SCOPES, resource }, request, reply);
  if (!call) return reply;
  const account = LINKEDIN_AD_ACCOUNTS[id];
  if (!account || !accountsOf(state, call.token).includes(id)) return accessDenied(reply, resource, call.version);
  if (!edge) return accountElement(id, account);
  if (plainParam(call.query, 'q') !== 'search') return badRequest(reply, 'The finder q=search is required');
  const statuses = searchedStatuses(recordParam(call.query, 'search'));
  if (statuses === null) return badRequest(reply, 'search must be (status:(values:List(...))) in the sandbox');
  const accountUrn = urnOf('account', id);
  const items =
    edge === 'adCampaigns'
      ? account.campaigns.map((campaign) => ({
          id: Number(campaign.id),
          name: campaign.name,
          status: campaign.status,
          account: accountUrn,
          campaignGroup: urnOf('campaignGroup', campaign.group),
          type: 'SPONSORED_UPDATES',
          costType: 'CPM',
        }))
      : account.campaignGroups.map((group) => ({ id: Number(group.id), name: group.name, status: group.status, account: accountUrn }));
  const page = collectionPage(
    request,
    call.query,
    items.filter((item) => !statuses || statuses.has(item.status)),
    state.isOn('paging', call.token),
  );
  return typeof page === 'string' ? badRequest(reply, page) : page;
}

/** One analytics element from its leaves: counts as numbers, the cost as a decimal string, as LinkedIn sends them. */
function analyticsElement(leaves: AdsLeaf[], keys: { pivotValue: string; start: string; end: string }, fields: string[]): Record<string, unknown> {
  const sum = (value: (leaf: AdsLeaf) => number) => leaves.reduce((total, leaf) => total + value(leaf), 0);
  const all: Record<string, unknown> = {
    dateRange: { start: restliDate(keys.start), end: restliDate(keys.end) },
    pivotValues: [keys.pivotValue],
    impressions: sum((leaf) => leaf.impressions),
    clicks: sum((leaf) => leaf.clicks),
    costInLocalCurrency: String(Math.round(sum((leaf) => leaf.cost) * 100) / 100),
    externalWebsiteConversions: sum((leaf) => leaf.conversions),
    oneClickLeads: sum((leaf) => leaf.leads),
    totalEngagements: sum((leaf) => leaf.engagements),
  };
  return Object.fromEntries(fields.map((name) => [name, all[name]]));
}

/**
 * GET /rest/adAnalytics?q=analytics: one pivot (ACCOUNT, CAMPAIGN or
 * CAMPAIGN_GROUP), DAILY or ALL, over a dateRange, for accounts and
 * campaigns of the member's. Days without delivery are left out; the answer
 * is not paged.
 */
export function adAnalytics(state: LinkedInSandboxState, request: FastifyRequest, reply: FastifyReply) {
  const call = authenticate(state, { scopes: REPORTING_SCOPES, resource: 'adAnalytics' }, request, reply);
  if (!call) return reply;
  const { query, token } = call;
  if (plainParam(query, 'q') !== 'analytics') return badRequest(reply, 'The finder q=analytics is required (the sandbox has no q=statistics)');
  const pivot = plainParam(query, 'pivot');
  const pivotKey = PIVOT_KEYS[pivot ?? ''];
  if (!pivotKey) return badRequest(reply, `pivot must be one of ${Object.keys(PIVOT_KEYS).join(', ')} in the sandbox`);
  const granularity = plainParam(query, 'timeGranularity');
  if (granularity !== 'DAILY' && granularity !== 'ALL') return badRequest(reply, 'timeGranularity must be DAILY or ALL in the sandbox');
  const range = recordParam(query, 'dateRange');
  const since = dayOfDate(range?.start);
  const until = range?.end === undefined ? todayIn('UTC', new Date(state.now())) : dayOfDate(range.end);
  if (!since || !until || since > until) return badRequest(reply, 'dateRange must be (start:(year:,month:,day:),end:(year:,month:,day:)) with start not after end');
  const fields = query.fields ?? DEFAULT_FIELDS;
  const unknown = fields.find((name) => !ANALYTICS_FIELDS.has(name));
  if (unknown) return badRequest(reply, `Unknown field ${unknown.slice(0, 60)}; the sandbox has ${[...ANALYTICS_FIELDS].join(', ')}`);

  const accountUrns = listParam(query, 'accounts');
  const campaignUrns = listParam(query, 'campaigns');
  if (accountUrns === null || campaignUrns === null) return badRequest(reply, 'accounts and campaigns must be List(...) of URNs');
  if (!accountUrns?.length && !campaignUrns?.length) return badRequest(reply, 'At least one of accounts or campaigns is required');
  const member = accountsOf(state, token);
  const accountIds = (accountUrns ?? []).map((urn) => idOfUrn('account', urn));
  const campaignIds = new Set((campaignUrns ?? []).map((urn) => idOfUrn('campaign', urn)));
  if (accountIds.some((id) => !id || !member.includes(id))) return accessDenied(reply, 'adAnalytics', call.version);
  const owners = accountIds.length ? (accountIds as string[]) : member.filter((id) => LINKEDIN_AD_ACCOUNTS[id]?.campaigns.some((campaign) => campaignIds.has(campaign.id)));
  if (campaignIds.size && [...campaignIds].some((id) => !owners.some((owner) => LINKEDIN_AD_ACCOUNTS[owner]?.campaigns.some((campaign) => campaign.id === id)))) {
    return accessDenied(reply, 'adAnalytics', call.version);
  }

  const groups = new Map<string, { leaves: AdsLeaf[]; keys: { pivotValue: string; start: string; end: string } }>();
  for (const accountId of state.isOn('empty', token) ? [] : owners) {
    const account = LINKEDIN_AD_ACCOUNTS[accountId];
    if (!account) continue;
    for (const leaf of adsLeaves(accountId, account, since, until)) {
      if ((campaignIds.size && !campaignIds.has(leaf.campaign.id)) || leaf.impressions === 0) continue;
      const keys = { pivotValue: pivotKey(leaf, accountId), start: granularity === 'DAILY' ? leaf.day : since, end: granularity === 'DAILY' ? leaf.day : until };
      const key = `${keys.pivotValue}|${keys.start}`;
      const group = groups.get(key) ?? { leaves: [], keys };
      group.leaves.push(leaf);
      groups.set(key, group);
    }
  }
  const elements = [...groups.values()].map((group) => analyticsElement(group.leaves, group.keys, fields));
  return { paging: { start: 0, count: 10, links: [] }, elements };
}
