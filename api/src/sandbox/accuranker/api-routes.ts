import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { addDays, todayIn } from '@pulseboard/shared/dates';
import { dayIndex } from '../../connectors/demo/calendar.js';
import { ACCURANKER_ORGANIZATIONS, type AccuRankerOrganization, type AccuRankerUser } from './fixtures.js';
import { project, readFields, UnknownField, type FieldTree } from './fields.js';
import { domainKeywords, KEYWORD_FIELDS, withRanks } from './keywords-model.js';
import type { AccuRankerSandboxOptions } from './options.js';
import type { AccuRankerSandboxState } from './state.js';

type Query = Record<string, string | undefined>;

const ACCOUNT_FIELDS: FieldTree = { id: true, org_name: true, groups: { id: true, group_name: true, domains: { id: true, domain: true, display_name: true } } };
const DOMAIN_FIELDS: FieldTree = { id: true, domain: true, display_name: true, group: { id: true, group_name: true } };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PERIOD_DAYS = 1100;
const MAX_LIMIT = 1000;
const MAX_OFFSET = 1_000_000;
const PAGING_LIMIT = 5;
const RETRY_AFTER_S = 30;

/** Django REST framework's error body. */
const detail = (reply: FastifyReply, status: number, text: string) => reply.code(status).send({ detail: text });

const REFUSALS = {
  invalid: 'Authentication credentials were not provided.',
  expired: 'The access token has expired.',
  revoked: 'The access token is invalid.',
};

/**
 * What AccuRanker checks before an API call: a live Bearer token, then
 * throttling, the outage and the plan's API requests. The user it stands
 * for, when the call may go on.
 */
function authenticate(state: AccuRankerSandboxState, request: FastifyRequest, reply: FastifyReply): { user: AccuRankerUser; companyId: number | null } | undefined {
  const raw = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const token = raw ? state.verify(raw, 'access') : 'invalid';
  if (typeof token === 'string') return void detail(reply, 401, REFUSALS[token]);
  const user = state.user(token.userId);
  if (!user) return void detail(reply, 401, REFUSALS.invalid);
  if (state.isOn('quota', token))
    return void reply
      .code(429)
      .header('retry-after', String(RETRY_AFTER_S))
      .send({ detail: `Request was throttled. Expected available in ${RETRY_AFTER_S} seconds.` });
  if (state.isOn('server_error', token))
    return void reply.code(500).type('text/html').send('<!doctype html><html><head><title>Server Error (500)</title></head><body><h1>Server Error (500)</h1></body></html>');
  if (state.isOn('out_of_credits', token)) return void detail(reply, 402, "Your plan's API requests for this month are used up.");
  return { user, companyId: token.companyId };
}

/** `limit` and `offset`, bounded; the paging switch makes every page five items. */
function pageOf(query: Query, tiny: boolean): { limit: number; offset: number } | string {
  const limit = Number(query.limit ?? '100');
  const offset = Number(query.offset ?? '0');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return `limit must be between 1 and ${MAX_LIMIT}.`;
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) return 'offset must be a whole number of 0 or more.';
  return { limit: tiny ? Math.min(limit, PAGING_LIMIT) : limit, offset };
}

const organizationsOf = (user: AccuRankerUser): AccuRankerOrganization[] => ACCURANKER_ORGANIZATIONS.filter((organization) => user.organizations.includes(organization.id));

/**
 * app.accuranker.com/api/v4: the user's accounts with their groups and
 * domains, the domains, and a domain's keywords with their ranks over a
 * period, as plain JSON arrays paged by `limit` and `offset`, with the
 * fields asked for in `fields=`.
 */
export const apiRoutes: FastifyPluginAsync<AccuRankerSandboxOptions> = async (app, { state }) => {
  const hide = { schema: { hide: true } };

  /** A list answered in pages, each item of the page completed (`complete`) and cut to the fields asked for. */
  function list<T>(
    request: FastifyRequest<{ Querystring: Query }>,
    reply: FastifyReply,
    caller: { user: AccuRankerUser; companyId: number | null },
    items: T[],
    tree: FieldTree,
    complete: (item: T) => unknown = (item) => item,
  ) {
    const page = pageOf(request.query, state.isOn('paging', { companyId: caller.companyId, userId: caller.user.id }));
    if (typeof page === 'string') return detail(reply, 400, page);
    let fields;
    try {
      fields = readFields(request.query.fields, tree);
    } catch (error) {
      if (error instanceof UnknownField) return detail(reply, 400, error.message);
      throw error;
    }
    return items.slice(page.offset, page.offset + page.limit).map((item) => project(complete(item), fields));
  }

  app.get<{ Querystring: Query }>('/api/v4/accounts/', hide, async (request, reply) => {
    const caller = authenticate(state, request, reply);
    if (!caller) return reply;
    return list(request, reply, caller, organizationsOf(caller.user), ACCOUNT_FIELDS);
  });

  app.get<{ Querystring: Query }>('/api/v4/domains/', hide, async (request, reply) => {
    const caller = authenticate(state, request, reply);
    if (!caller) return reply;
    const domains = organizationsOf(caller.user).flatMap((organization) =>
      organization.groups.flatMap((group) => group.domains.map(({ id, domain, display_name }) => ({ id, domain, display_name, group: { id: group.id, group_name: group.group_name } }))),
    );
    return list(request, reply, caller, domains, DOMAIN_FIELDS);
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/api/v4/domains/:id/keywords/', hide, async (request, reply) => {
    const caller = authenticate(state, request, reply);
    if (!caller) return reply;
    const domain = organizationsOf(caller.user)
      .flatMap((organization) => organization.groups.flatMap((group) => group.domains))
      .find((entry) => String(entry.id) === request.params.id);
    if (!domain) return detail(reply, 404, 'Not found.');
    const today = todayIn('UTC');
    const { period_from: from = addDays(today, -1), period_to: to = addDays(today, -1) } = request.query;
    if (!DAY.test(from) || !DAY.test(to) || to < from || dayIndex(to) - dayIndex(from) >= MAX_PERIOD_DAYS) return detail(reply, 400, 'period_from and period_to must be dates, period_from first.');
    const empty = state.isOn('empty', { companyId: caller.companyId, userId: caller.user.id });
    return list(request, reply, caller, empty ? [] : domainKeywords(domain), KEYWORD_FIELDS, (keyword) => withRanks(keyword, { from, to }, today));
  });
};
