import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { todayIn } from '@pulseboard/shared/dates';
import { domainHistory, domainKeywords } from './domain-model.js';
import { PLAN_CREDITS, type SerpstatSandboxState } from './state.js';

export interface SerpstatSandboxOptions {
  state: SerpstatSandboxState;
}

/** Serpstat's JSON-RPC error codes the fake answers with. */
const CODES = { parse: -32700, invalidRequest: -32600, noMethod: -32601, invalidParams: -32602, creditsExceeded: 32012, noData: 32017, wrongSe: 32018 } as const;
/** The API reads at most the first 60,000 rows of a report, 1,000 a page. */
const MAX_ROWS = 60_000;
const MAX_PAGE_SIZE = 1000;
const PAGING_PAGE_SIZE = 5;
const DOMAIN = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Google databases by country, and Bing's US one. */
const DATABASE = /^(g_[a-z]{2}|bing_us)$/;

const envelope = z.object({ id: z.union([z.string().max(100), z.number()]), method: z.string().max(100), params: z.record(z.string(), z.unknown()).optional() });
type Envelope = z.infer<typeof envelope>;

const paging = { page: z.number().int().min(1).default(1), size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(100) };
const historyParams = z.object({
  domain: z.string().regex(DOMAIN),
  se: z.string(),
  filters: z
    .object({ date_from: z.string().regex(DAY).optional(), date_to: z.string().regex(DAY).optional() })
    .strict()
    .optional(),
  sort: z
    .object({ date: z.enum(['asc', 'desc']) })
    .strict()
    .optional(),
  during_all_time: z.boolean().optional(),
  ...paging,
});
const keywordsParams = z.object({
  domain: z.string().regex(DOMAIN),
  se: z.string(),
  sort: z.partialRecord(z.enum(['position', 'traff', 'region_queries_count', 'keyword']), z.enum(['asc', 'desc'])).optional(),
  withSubdomains: z.boolean().optional(),
  ...paging,
});

const rpcError = (reply: FastifyReply, status: number, id: Envelope['id'] | null, code: number, message: string) => reply.code(status).send({ id, error: { code, message, data: null } });

/** Serpstat's answer before any method's: the token, then the plan's rate, the outage and the credits. */
function authorise(state: SerpstatSandboxState, request: FastifyRequest<{ Querystring: { token?: string } }>, reply: FastifyReply, call: Envelope) {
  const token = request.query.token;
  if (!token) return void rpcError(reply, 400, call.id, CODES.invalidRequest, 'Missing token');
  const domain = typeof call.params?.domain === 'string' ? call.params.domain : '';
  const key = state.companyOf(token);
  const companyId = key?.companyId ?? null;
  if (!key || state.isOn('revoked', companyId, domain)) return void rpcError(reply, 403, call.id, 403, 'Invalid token!');
  if (state.isOn('quota', companyId, domain)) return void rpcError(reply, 429, call.id, 429, 'Too many requests. Query frequency exceeded: increase the interval between queries.');
  if (state.isOn('server_error', companyId, domain)) return void reply.code(500).type('text/html').send('<html><body><h1>500 Internal Server Error</h1></body></html>');
  return { companyId, domain, outOfCredits: state.isOn('out_of_credits', companyId, domain) };
}

type Allowed = NonNullable<ReturnType<typeof authorise>>;

/**
 * The fake's api.serpstat.com/v4: one JSON-RPC endpoint (POST, token in the
 * query string) answering the methods a reporting client calls, in
 * Serpstat's envelope: `{id, result: {data, summary_info}}` with the credits
 * left in `left_lines`, or `{id, error: {code, message}}`. A method that
 * returns rows charges a credit per row.
 */
export const serpstatSandbox: FastifyPluginAsync<SerpstatSandboxOptions> = async (app, { state }) => {
  const now = () => todayIn('UTC');

  function answer(allowed: Allowed, reply: FastifyReply, call: Envelope, rows: unknown[], total: number, page: number) {
    if (allowed.outOfCredits) return rpcError(reply, 402, call.id, CODES.creditsExceeded, 'Credits exceeded. Your pricing plan has run out of API credits.');
    const left = state.charge(allowed.companyId, rows.length);
    return reply.send({ id: call.id, result: { data: rows, summary_info: { page, total, left_lines: left } } });
  }

  const methods: Record<string, (allowed: Allowed, reply: FastifyReply, call: Envelope) => unknown> = {
    'SerpstatLimitsProcedure.getStats': (allowed, reply, call) => {
      const left = allowed.outOfCredits ? 0 : state.charge(allowed.companyId, 0);
      const data = { max_lines: PLAN_CREDITS, used_lines: PLAN_CREDITS - left, left_lines: left, user_info: { user_id: '555', plan_id: '2028' } };
      return reply.send({ id: call.id, result: { data, summary_info: { left_lines: left } } });
    },

    'SerpstatDomainProcedure.getDomainsHistory': (allowed, reply, call) => {
      const params = historyParams.safeParse(call.params);
      if (!params.success) return rpcError(reply, 400, call.id, CODES.invalidParams, `Invalid params: ${params.error.issues[0]?.path.join('.') ?? ''}`);
      const { domain, se, filters, sort, page, size } = params.data;
      if (!DATABASE.test(se)) return rpcError(reply, 400, call.id, CODES.wrongSe, 'Wrong search engine provided');
      const today = now();
      const to = filters?.date_to && filters.date_to < today ? filters.date_to : today;
      const points = state.isOn('empty', allowed.companyId, domain) ? [] : domainHistory(domain, se, filters?.date_from ?? '2019-01-01', to);
      if (!points.length) return rpcError(reply, 200, call.id, CODES.noData, 'Data not found');
      if (sort?.date === 'desc') points.reverse();
      return pageOf(allowed, reply, call, points, page, size);
    },

    'SerpstatDomainProcedure.getDomainKeywords': (allowed, reply, call) => {
      const params = keywordsParams.safeParse(call.params);
      if (!params.success) return rpcError(reply, 400, call.id, CODES.invalidParams, `Invalid params: ${params.error.issues[0]?.path.join('.') ?? ''}`);
      const { domain, se, sort, page, size } = params.data;
      if (!DATABASE.test(se)) return rpcError(reply, 400, call.id, CODES.wrongSe, 'Wrong search engine provided');
      const rows = state.isOn('empty', allowed.companyId, domain) ? [] : domainKeywords(domain, se, now());
      if (!rows.length) return rpcError(reply, 200, call.id, CODES.noData, 'Data not found');
      const [field, order] = Object.entries(sort ?? { region_queries_count: 'desc' })[0] ?? ['region_queries_count', 'desc'];
      const key = field as 'position' | 'traff' | 'region_queries_count' | 'keyword';
      rows.sort((a, b) => (order === 'asc' ? 1 : -1) * (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) || a.keyword.localeCompare(b.keyword));
      return pageOf(allowed, reply, call, rows, page, size);
    },
  };

  function pageOf(allowed: Allowed, reply: FastifyReply, call: Envelope, rows: unknown[], page: number, size: number) {
    const pageSize = state.isOn('paging', allowed.companyId, allowed.domain) ? Math.min(size, PAGING_PAGE_SIZE) : size;
    if (page * pageSize > MAX_ROWS) return rpcError(reply, 400, call.id, CODES.invalidParams, `Only the first ${MAX_ROWS} results can be read: use the export methods for more.`);
    return answer(allowed, reply, call, rows.slice((page - 1) * pageSize, page * pageSize), rows.length, page);
  }

  // A body that is not JSON reaches the handler as undefined, to be answered with JSON-RPC's parse error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body.toString()));
    } catch {
      done(null, undefined);
    }
  });

  app.post<{ Querystring: { token?: string } }>('/v4/', { schema: { hide: true }, config: { csrf: false } }, async (request, reply) => {
    const call = envelope.safeParse(request.body);
    if (request.body === undefined) return rpcError(reply, 400, null, CODES.parse, 'Parse error');
    if (!call.success) return rpcError(reply, 400, null, CODES.invalidRequest, 'Invalid Request');
    const allowed = authorise(state, request, reply, call.data);
    if (!allowed) return reply;
    const method = Object.hasOwn(methods, call.data.method) ? methods[call.data.method] : undefined;
    if (!method) return rpcError(reply, 404, call.data.id, CODES.noMethod, 'Method not found');
    return method(allowed, reply, call.data);
  });
};
