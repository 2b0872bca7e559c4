import type { FastifyReply, FastifyRequest } from 'fastify';
import { addDays, endOfMonth, todayIn } from '@pulseboard/shared/dates';
import { MAILCHIMP_LISTS } from './fixtures.js';
import { campaignsBetween, growthMonth, membersOn } from './model.js';
import type { MailchimpSandboxOptions } from './options.js';
import { authenticate, badRequest, notFound } from './problems.js';
import { collectionPage, instantParam } from './query.js';

/** The longest stretch of send times one reports call may cover: far more than any account's history. */
const MAX_REPORT_SPAN_MS = 10 * 366 * 86_400_000;

const page = (reply: FastifyReply, answer: Record<string, unknown> | string) => (typeof answer === 'string' ? badRequest(reply, answer) : answer);

/** The months from one to another (YYYY-MM), both included. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let day = `${first}-01`; day.slice(0, 7) <= last; day = addDays(endOfMonth(day), 1)) months.push(day.slice(0, 7));
  return months;
}

/** GET /3.0/lists: the account's audiences. */
export function lists({ state }: MailchimpSandboxOptions, dc: string, request: FastifyRequest, reply: FastifyReply) {
  const call = authenticate(state, dc, request, reply);
  if (!call) return reply;
  const today = todayIn('UTC', new Date(state.now()));
  const owned = state.isOn('empty', call.grant) ? [] : call.user.lists;
  const items = owned.map((id) => {
    const list = MAILCHIMP_LISTS[id]!;
    return { id, web_id: parseInt(id.slice(0, 6), 16), name: list.name, date_created: `${list.createdOn}T10:00:00+00:00`, stats: { member_count: membersOn(list, today) } };
  });
  return page(reply, collectionPage(request.query, 'lists', items, state.isOn('paging', call.grant)));
}

/** GET /3.0/lists/{id}/growth-history: an audience's months from its creation to this one, newest first. */
export function growthHistory({ state }: MailchimpSandboxOptions, dc: string, listId: string, request: FastifyRequest, reply: FastifyReply) {
  const call = authenticate(state, dc, request, reply);
  if (!call) return reply;
  const list = call.user.lists.includes(listId) ? MAILCHIMP_LISTS[listId] : undefined;
  if (!list) return notFound(reply);
  const thisMonth = todayIn('UTC', new Date(state.now())).slice(0, 7);
  const months = state.isOn('empty', call.grant) ? [] : monthsBetween(list.createdOn.slice(0, 7), thisMonth).reverse();
  const history = months.map((month) => growthMonth(listId, list, month));
  return page(reply, collectionPage(request.query, 'history', history, state.isOn('paging', call.grant)));
}

/**
 * GET /3.0/reports: the reports of every campaign the account sent, newest
 * first, within since_send_time and before_send_time; campaigns are only
 * reported once sent (up to now).
 */
export function reports({ state }: MailchimpSandboxOptions, dc: string, request: FastifyRequest, reply: FastifyReply) {
  const call = authenticate(state, dc, request, reply);
  if (!call) return reply;
  const since = instantParam(request.query, 'since_send_time');
  const before = instantParam(request.query, 'before_send_time');
  if (since === null || before === null) return badRequest(reply, 'since_send_time and before_send_time must be ISO 8601 times, like 2015-10-21T15:41:36+00:00');
  const from = since ?? Date.parse('2000-01-01T00:00:00Z');
  const to = Math.min(before ?? Infinity, state.now());
  if (to - from > MAX_REPORT_SPAN_MS) return badRequest(reply, 'The sandbox reports at most ten years of campaigns a call: give since_send_time');
  const sent =
    from >= to || state.isOn('empty', call.grant)
      ? []
      : call.user.lists
          .flatMap((listId) => campaignsBetween(listId, MAILCHIMP_LISTS[listId]!, new Date(from).toISOString().slice(0, 10), new Date(to).toISOString().slice(0, 10)))
          .filter((report) => Date.parse(report.send_time) >= from && Date.parse(report.send_time) < to)
          .sort((a, b) => b.send_time.localeCompare(a.send_time));
  return page(reply, collectionPage(request.query, 'reports', sent, state.isOn('paging', call.grant)));
}
