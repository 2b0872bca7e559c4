import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { todayIn } from '@pulseboard/shared/dates';
import { dayIndex } from '../../connectors/demo/calendar.js';
import { SERANKING_SITES, type SandboxSite } from './fixtures.js';
import { enginePositions } from './positions-model.js';
import type { SeRankingSandboxState } from './state.js';

export interface SeRankingSandboxOptions {
  state: SeRankingSandboxState;
}

type Query = Record<string, string | undefined>;
type Call = FastifyRequest<{ Querystring: Query }>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest range /sites/positions answers for at once. */
const MAX_RANGE_DAYS = 1100;
const MAX_LIMIT = 1000;
const PAGING_LIMIT = 5;
const RETRY_AFTER_S = 10;

const failure = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message });

/**
 * SE Ranking's answer before any route's: the API key (`Authorization: Token
 * <key>`), then throttling, the outage and the credits, each per site when
 * the call names one. The company whose key it is, when the call may go on.
 */
function authorise(state: SeRankingSandboxState, request: Call, reply: FastifyReply, site?: SandboxSite) {
  const key = /^Token\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const owner = key ? state.companyOf(key) : undefined;
  const companyId = owner?.companyId ?? null;
  const account = site?.title ?? '';
  if (!owner || state.isOn('revoked', companyId, account)) return void failure(reply, 401, 'Invalid API key');
  if (state.isOn('quota', companyId, account)) return void reply.code(429).header('retry-after', String(RETRY_AFTER_S)).send({ message: 'Too many requests. Try again later.' });
  if (state.isOn('server_error', companyId, account)) return void failure(reply, 500, 'Internal server error');
  if (state.isOn('out_of_credits', companyId, account)) return void failure(reply, 402, 'Not enough API credits. Top up your balance to continue using the API.');
  return { companyId };
}

/** The site a call names by `site_id`, or the 404 sent. */
function siteOf(request: Call, reply: FastifyReply): SandboxSite | undefined {
  const id = request.query.site_id;
  const site = id && /^\d{1,12}$/.test(id) ? SERANKING_SITES.find((entry) => entry.id === Number(id)) : undefined;
  if (!site) void failure(reply, 404, 'Site not found');
  return site;
}

/**
 * The fake's SE Ranking project API (v1/project-management): the account's
 * sites, a site's search engines and keywords, and its keywords' daily
 * positions by engine, paged by keyword with `page` and `limit` (the count in
 * X-Total-Count). Errors are `{"message": …}` with the HTTP status.
 */
export const seRankingSandbox: FastifyPluginAsync<SeRankingSandboxOptions> = async (app, { state }) => {
  const hide = { schema: { hide: true } };
  const base = '/v1/project-management/sites';

  app.get<{ Querystring: Query }>(base, hide, async (request, reply) => {
    if (!authorise(state, request, reply)) return reply;
    return SERANKING_SITES.map((site) => ({ id: site.id, title: site.title, name: site.name, status: 1, keyword_count: site.keywords.length }));
  });

  app.get<{ Querystring: Query }>(`${base}/search-engines`, hide, async (request, reply) => {
    const site = siteOf(request, reply);
    if (!site || !authorise(state, request, reply, site)) return reply;
    return site.engines;
  });

  app.get<{ Querystring: Query }>(`${base}/keywords`, hide, async (request, reply) => {
    const site = siteOf(request, reply);
    if (!site || !authorise(state, request, reply, site)) return reply;
    return site.keywords.map((keyword) => ({ id: keyword.id, name: keyword.keyword, group_id: 0 }));
  });

  app.get<{ Querystring: Query }>(`${base}/positions`, hide, async (request, reply) => {
    const site = siteOf(request, reply);
    if (!site) return reply;
    const allowed = authorise(state, request, reply, site);
    if (!allowed) return reply;
    const { date_from: from, date_to: to, site_engine_id: engineId, page: pageText = '1', limit: limitText = '100' } = request.query;
    if (!from || !DAY.test(from) || !to || !DAY.test(to) || to < from) return failure(reply, 400, 'date_from and date_to must be dates, date_from first');
    if (dayIndex(to) - dayIndex(from) >= MAX_RANGE_DAYS) return failure(reply, 400, `A request covers ${MAX_RANGE_DAYS} days at most`);
    const engines = engineId === undefined ? site.engines : site.engines.filter((engine) => String(engine.site_engine_id) === engineId);
    if (!engines.length) return failure(reply, 404, 'Search engine not found for this site');
    const page = Number(pageText);
    const limit = Number(limitText);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return failure(reply, 400, `page must be 1 or more, limit from 1 to ${MAX_LIMIT}`);
    const size = state.isOn('paging', allowed.companyId, site.title) ? Math.min(limit, PAGING_LIMIT) : limit;
    const keywords = site.keywords.slice((page - 1) * size, page * size);
    const empty = state.isOn('empty', allowed.companyId, site.title);
    void reply.header('x-total-count', String(empty ? 0 : site.keywords.length));
    return engines.map((engine) => ({ site_engine_id: engine.site_engine_id, keywords: empty ? [] : enginePositions(site, engine, keywords, from, to, todayIn('UTC')) }));
  });
};
