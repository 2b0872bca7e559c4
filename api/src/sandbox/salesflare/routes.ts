import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { todayIn } from '@pulseboard/shared/dates';
import { dealsClosingBetween, dealsCreated, type FakeDeal } from '../crm/deal-flow.js';
import type { CompanyScope } from '../switch-board.js';
import type { SalesflareUserFixture } from './fixtures.js';
import type { SalesflareSandboxState } from './state.js';
import { meJson, opportunityJson, pipelinesJson, salesflareError, usersJson } from './wire.js';

export interface SalesflareSandboxOptions {
  state: SalesflareSandboxState;
}

type Query = Record<string, string | undefined>;

/** Salesflare's default page; the largest the fake takes; the page under the paging switch. */
const PAGE = { default: 20, max: 1_000, short: 5 } as const;
const RETRY_AFTER_S = 30;

interface Caller {
  user: SalesflareUserFixture;
  companyId: CompanyScope;
}

/**
 * What Salesflare checks before a resource answers: the API key as a bearer
 * token, then the switches of the company the key was made for. Undefined
 * when the error answer was sent.
 */
function authorise(state: SalesflareSandboxState, request: FastifyRequest, reply: FastifyReply): Caller | undefined {
  const raw = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!raw) return void salesflareError(reply, 401, 'Missing authentication');
  const caller = state.check(raw);
  if (!caller || state.isOn('revoked', caller.companyId, caller.user.email)) return void salesflareError(reply, 401, 'Bad token');
  const on = (name: Parameters<SalesflareSandboxState['isOn']>[0]) => state.isOn(name, caller.companyId, caller.user.email);
  if (on('permission')) return void salesflareError(reply, 403, 'Insufficient scope');
  if (on('quota')) return void salesflareError(reply.header('retry-after', String(RETRY_AFTER_S)), 429, 'Rate limit exceeded, please retry later');
  if (on('server_error')) return void salesflareError(reply, 500, 'An internal server error occurred');
  return caller;
}

/** A query value read as Salesflare's validation would: a whole number in bounds, a date-time, or an id; a message when it is not. */
const readers = {
  count: (name: string, fallback: number, min: number, max: number) => (query: Query) => {
    const text = query[name];
    if (text === undefined) return fallback;
    const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (Number.isNaN(value)) return `"${name}" must be a number`;
    if (value < min) return `"${name}" must be greater than or equal to ${min}`;
    return value > max ? `"${name}" must be less than or equal to ${max}` : value;
  },
  instant: (name: string) => (query: Query) => {
    const text = query[name];
    if (text === undefined) return undefined;
    const value = text.length <= 40 ? Date.parse(text) : NaN;
    return Number.isFinite(value) ? value : `"${name}" must be a valid date`;
  },
  id: (name: string) => (query: Query) => {
    const text = query[name];
    if (text === undefined) return undefined;
    return /^\d{1,15}$/.test(text) ? Number(text) : `"${name}" must be a number`;
  },
};

/** The query's values, or the first problem and the key it is about. */
function readQuery<T extends Record<string, (query: Query) => unknown>>(query: Query, fields: T): { values: { [K in keyof T]: Exclude<ReturnType<T[K]>, string> } } | { problem: string; key: string } {
  const values: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(fields)) {
    const value = read(query);
    if (typeof value === 'string') return { problem: value, key };
    values[key] = value;
  }
  return { values: values as { [K in keyof T]: Exclude<ReturnType<T[K]>, string> } };
}

const utcDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * Salesflare's API as the connector reads it, in its own shapes: the key's
 * user and team, the team's users, its pipelines with their stages, and its
 * opportunities filtered by creation or close date, pipeline and stage,
 * paged with limit and offset; lists are top-level JSON arrays.
 */
export const salesflareSandbox: FastifyPluginAsync<SalesflareSandboxOptions> = async (app, { state }) => {
  const hide = { schema: { hide: true } };
  const paging = { limit: readers.count('limit', PAGE.default, 1, PAGE.max), offset: readers.count('offset', 0, 0, 1_000_000) };

  /** One page of a list, or the 400 for its paging. */
  function page<T>(caller: Caller, query: Query, reply: FastifyReply, items: readonly T[]) {
    const read = readQuery(query, paging);
    if ('problem' in read) return salesflareError(reply, 400, read.problem, read.key);
    const limit = state.isOn('paging', caller.companyId, caller.user.email) ? Math.min(read.values.limit, PAGE.short) : read.values.limit;
    return items.slice(read.values.offset, read.values.offset + limit);
  }

  app.get('/me', hide, async (request, reply) => {
    const caller = authorise(state, request, reply);
    return caller ? meJson(caller.user) : reply;
  });

  app.get<{ Querystring: Query }>('/users', hide, async (request, reply) => {
    const caller = authorise(state, request, reply);
    return caller ? page(caller, request.query, reply, usersJson(caller.user.team)) : reply;
  });

  app.get('/pipelines', hide, async (request, reply) => {
    const caller = authorise(state, request, reply);
    return caller ? pipelinesJson(caller.user.team) : reply;
  });

  app.get<{ Querystring: Query }>('/opportunities', hide, async (request, reply) => {
    const caller = authorise(state, request, reply);
    if (!caller) return reply;
    const read = readQuery(request.query, {
      creation_after: readers.instant('creation_after'),
      creation_before: readers.instant('creation_before'),
      close_after: readers.instant('close_after'),
      close_before: readers.instant('close_before'),
      pipeline: readers.id('pipeline'),
      stage: readers.id('stage'),
    });
    if ('problem' in read) return salesflareError(reply, 400, read.problem, read.key);
    const { creation_after, creation_before, close_after, close_before, pipeline, stage } = read.values;
    const { team } = caller.user;
    const now = state.now();
    const today = todayIn('UTC', new Date(now));
    const byClose = close_after !== undefined || close_before !== undefined;
    const candidates: FakeDeal[] = state.isOn('empty', caller.companyId, caller.user.email)
      ? []
      : byClose
        ? dealsClosingBetween(team.book, close_after === undefined ? team.book.openedOn : utcDay(close_after), close_before === undefined ? '9999-12-31' : utcDay(close_before), now)
        : dealsCreated(team.book, creation_after === undefined ? team.book.openedOn : utcDay(creation_after), creation_before === undefined ? today : utcDay(creation_before), now);
    const matching = candidates.filter(
      (deal) =>
        (creation_after === undefined || deal.createdAt > creation_after) &&
        (creation_before === undefined || deal.createdAt < creation_before) &&
        (close_after === undefined || dayStart(deal.closeDay) > close_after) &&
        (close_before === undefined || dayStart(deal.closeDay) < close_before) &&
        (pipeline === undefined || deal.pipeline.id === pipeline) &&
        (stage === undefined || deal.stage.id === stage),
    );
    const answer = page(caller, request.query, reply, matching);
    return Array.isArray(answer) ? answer.map((deal) => opportunityJson(team, deal)) : answer;
  });
};
