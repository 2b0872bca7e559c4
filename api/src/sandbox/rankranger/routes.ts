import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { todayIn } from '@pulseboard/shared/dates';
import { dayIndex } from '../../connectors/demo/calendar.js';
import { RANKRANGER_CAMPAIGNS, type SandboxCampaign } from './fixtures.js';
import { campaignRanks } from './rank-model.js';
import type { RankRangerSandboxState } from './state.js';
import { toXml } from './xml.js';

export interface RankRangerSandboxOptions {
  state: RankRangerSandboxState;
}

type Query = Record<string, string | undefined>;

/** The fake's error codes (Rank Ranger's own are not published): each with the HTTP status it comes with. */
const ERRORS = {
  invalidKey: { code: 101, status: 401, message: 'Invalid API key' },
  allowanceUsed: { code: 102, status: 403, message: "The package's API calls for this month are used up" },
  tooMany: { code: 103, status: 429, message: 'Too many API calls at once; slow down' },
  badParameter: { code: 104, status: 400, message: 'Missing or invalid parameter' },
  unknownMethod: { code: 105, status: 400, message: 'Unknown API method' },
  internal: { code: 500, status: 500, message: 'Internal error' },
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_RANGE_DAYS = 1100;
const ROWS_PER_PAGE = 5000;
const PAGING_ROWS = 10;

/** Answers as asked: JSON with output=json, else Rank Ranger's default XML. */
function send(reply: FastifyReply, query: Query, status: number, body: Record<string, unknown>) {
  if (query.output === 'json') return reply.code(status).send(body);
  return reply
    .code(status)
    .type('text/xml; charset=utf-8')
    .send(`<?xml version="1.0" encoding="UTF-8"?>${toXml(body)}`);
}

const failure = (reply: FastifyReply, query: Query, error: (typeof ERRORS)[keyof typeof ERRORS], detail?: string) =>
  send(reply, query, error.status, { error: { code: error.code, message: detail ? `${error.message}: ${detail}` : error.message } });

/**
 * The fake's www.rankranger.com/api/v2/: one address, the method named by a
 * bare query key (`?rank&key=…`), answering XML unless `output=json`. The
 * key comes first, then throttling, the outage and the month's call
 * allowance, each per campaign when the call names one.
 */
export const rankRangerSandbox: FastifyPluginAsync<RankRangerSandboxOptions> = async (app, { state }) => {
  function authorise(query: Query, reply: FastifyReply, campaign?: SandboxCampaign) {
    const owner = query.key ? state.companyOf(query.key) : undefined;
    const companyId = owner?.companyId ?? null;
    const account = campaign?.domain ?? '';
    if (!owner || state.isOn('revoked', companyId, account)) return void failure(reply, query, ERRORS.invalidKey);
    if (state.isOn('quota', companyId, account)) return void failure(reply, query, ERRORS.tooMany);
    if (state.isOn('server_error', companyId, account)) return void failure(reply, query, ERRORS.internal);
    if (state.isOn('out_of_credits', companyId, account)) return void failure(reply, query, ERRORS.allowanceUsed);
    return { companyId };
  }

  function campaignOf(query: Query, reply: FastifyReply): SandboxCampaign | undefined {
    const campaign = RANKRANGER_CAMPAIGNS.find((entry) => entry.campaign_id === query.campaign_id);
    if (!campaign) void failure(reply, query, ERRORS.badParameter, 'campaign_id');
    return campaign;
  }

  const methods: Record<string, (query: Query, reply: FastifyReply) => unknown> = {
    package_campaigns: (query, reply) => {
      if (!authorise(query, reply)) return reply;
      return send(reply, query, 200, { result: RANKRANGER_CAMPAIGNS.map(({ campaign_id, campaign_name, domain }) => ({ campaign_id, campaign_name, domain })) });
    },

    campaign_search_engines: (query, reply) => {
      const campaign = campaignOf(query, reply);
      if (!campaign || !authorise(query, reply, campaign)) return reply;
      return send(reply, query, 200, { result: campaign.engines });
    },

    campaign_keywords: (query, reply) => {
      const campaign = campaignOf(query, reply);
      if (!campaign || !authorise(query, reply, campaign)) return reply;
      return send(reply, query, 200, { result: campaign.keywords.map((keyword, index) => ({ keyword_id: String(Number(campaign.campaign_id) * 100 + index), keyword })) });
    },

    rank: (query, reply) => {
      const campaign = campaignOf(query, reply);
      if (!campaign) return reply;
      const allowed = authorise(query, reply, campaign);
      if (!allowed) return reply;
      const { start_date: from, end_date: to, domain, se_id: engineId, page: pageText = '1' } = query;
      if (!from || !DAY.test(from) || !to || !DAY.test(to) || to < from || dayIndex(to) - dayIndex(from) >= MAX_RANGE_DAYS) return failure(reply, query, ERRORS.badParameter, 'start_date, end_date');
      if (domain !== campaign.domain) return failure(reply, query, ERRORS.badParameter, 'domain is not tracked in this campaign');
      const engines = engineId === undefined ? campaign.engines : campaign.engines.filter((engine) => engine.se_id === engineId);
      if (!engines.length) return failure(reply, query, ERRORS.badParameter, 'se_id');
      const page = Number(pageText);
      if (!Number.isInteger(page) || page < 1) return failure(reply, query, ERRORS.badParameter, 'page');
      const rows = state.isOn('empty', allowed.companyId, campaign.domain) ? [] : campaignRanks(campaign, engines, from, to, todayIn('UTC'));
      const size = state.isOn('paging', allowed.companyId, campaign.domain) ? PAGING_ROWS : ROWS_PER_PAGE;
      return send(reply, query, 200, { result: rows.slice((page - 1) * size, page * size), page, total_pages: Math.max(1, Math.ceil(rows.length / size)) });
    },
  };

  app.get<{ Querystring: Query }>('/api/v2/', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query;
    const named = Object.keys(methods).filter((method) => Object.hasOwn(query, method));
    const method = named.length === 1 ? methods[named[0]!] : undefined;
    if (!method) return failure(reply, query, ERRORS.unknownMethod);
    return method(query, reply);
  });
};
