import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { allDeals, type FakeDeal } from '../crm/deal-flow.js';
import { authenticate, invalidParam, sellError, type SellCall } from './gateway.js';
import type { ZendeskSellSandboxOptions } from './options.js';
import type { ZendeskSellSandboxState } from './state.js';
import { accountJson, collectionPage, dealJson, pipelineJson, resource, stagesJson, userJson } from './wire.js';

type Query = Record<string, string | undefined>;

const ID = /^\d{1,19}$/;

/** The orders deals can be listed in: `field` or `field:asc|desc`. */
const DEAL_ORDERS: Record<string, (deal: FakeDeal) => number> = {
  id: (deal) => deal.id,
  created_at: (deal) => deal.createdAt,
  updated_at: (deal) => deal.updatedAt,
  value: (deal) => deal.value,
};

/** Sends a collection page, or the 422 for its paging parameters. */
function sendPage<T>(request: FastifyRequest, reply: FastifyReply, state: ZendeskSellSandboxState, call: SellCall, type: string, items: readonly T[], json: (item: T) => object) {
  const page = collectionPage(request, type, items, json, state.isOn('paging', call.token));
  return Array.isArray(page) ? invalidParam(reply, page[0], page[1]) : page;
}

/** An id filter of the query: absent, a valid id, or null for a value that is not one. */
function idFilter(query: Query, name: string): string | undefined | null {
  const value = query[name];
  if (value === undefined) return undefined;
  return ID.test(value) ? value : null;
}

/**
 * Sell's API v2 as the connector reads it: the user and account of the
 * token, the account's users, pipelines and stages, and its deals, each
 * collection paged with page and per_page, in Sell's envelopes.
 */
export const apiRoutes: FastifyPluginAsync<ZendeskSellSandboxOptions> = async (app, { state }) => {
  const hide = { schema: { hide: true } };

  app.get('/users/self', hide, async (request, reply) => {
    const call = authenticate(state, 'profile', request, reply);
    if (!call) return reply;
    const user = call.account.users.find((entry) => String(entry.id) === call.member.id)!;
    return resource('user', userJson(user));
  });

  app.get('/accounts/self', hide, async (request, reply) => {
    const call = authenticate(state, 'read', request, reply);
    if (!call) return reply;
    return resource('account', accountJson(call.account));
  });

  app.get('/users', hide, async (request, reply) => {
    const call = authenticate(state, 'read', request, reply);
    if (!call) return reply;
    return sendPage(request, reply, state, call, 'user', call.account.users, userJson);
  });

  app.get('/pipelines', hide, async (request, reply) => {
    const call = authenticate(state, 'read', request, reply);
    if (!call) return reply;
    return sendPage(request, reply, state, call, 'pipeline', call.account.pipelines, pipelineJson);
  });

  app.get<{ Querystring: Query }>('/stages', hide, async (request, reply) => {
    const call = authenticate(state, 'read', request, reply);
    if (!call) return reply;
    const pipeline = idFilter(request.query, 'pipeline_id');
    if (pipeline === null) return invalidParam(reply, 'pipeline_id', 'pipeline_id must be an id');
    const pipelines = call.account.pipelines.filter((entry) => !pipeline || String(entry.id) === pipeline);
    return sendPage(request, reply, state, call, 'stage', pipelines.flatMap(stagesJson), (stage) => stage);
  });

  app.get<{ Querystring: Query }>('/deals', hide, async (request, reply) => {
    const call = authenticate(state, 'read', request, reply);
    if (!call) return reply;
    const [field = 'id', direction = 'asc'] = (request.query.sort_by ?? 'id').split(':');
    const key = DEAL_ORDERS[field];
    if (!key || (direction !== 'asc' && direction !== 'desc')) return invalidParam(reply, 'sort_by', `sort_by must be one of ${Object.keys(DEAL_ORDERS).join(', ')}, optionally with :asc or :desc`);
    const stage = idFilter(request.query, 'stage_id');
    const owner = idFilter(request.query, 'owner_id');
    if (stage === null) return invalidParam(reply, 'stage_id', 'stage_id must be an id');
    if (owner === null) return invalidParam(reply, 'owner_id', 'owner_id must be an id');
    const deals = (state.isOn('empty', call.token) ? [] : allDeals(call.account.book, state.now())).filter(
      (deal) => (!stage || String(deal.stage.id) === stage) && (!owner || String(deal.ownerId) === owner),
    );
    const sign = direction === 'asc' ? 1 : -1;
    deals.sort((a, b) => sign * (key(a) - key(b) || a.id - b.id));
    return sendPage(request, reply, state, call, 'deal', deals, dealJson);
  });

  app.get('/*', hide, async (request, reply) => {
    const call = authenticate(state, 'read', request, reply);
    if (!call) return reply;
    return sellError(reply, 404, 'not_found', 'The requested resource was not found.');
  });
};
