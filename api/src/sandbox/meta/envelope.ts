import type { FastifyReply, FastifyRequest } from 'fastify';
import { field } from '../google/form.js';
import { HOURLY_CALLS, type MetaSandboxState, type MetaToken } from './state.js';

/** Cursors are opaque to clients; the fake's carry the offset, in Meta's base64 style. */
const cursorOf = (offset: number) => Buffer.from(String(offset)).toString('base64url');

function offsetOf(cursor: string): number | undefined {
  const offset = Number(Buffer.from(cursor, 'base64url').toString());
  return Number.isInteger(offset) && offset >= 0 ? offset : undefined;
}

export interface PageSizes {
  defaultLimit: number;
  maxLimit: number;
  /** The page size under the paging switch. */
  short: number;
}

export const LIST_PAGES: PageSizes = { defaultLimit: 25, maxLimit: 100, short: 1 };
export const INSIGHT_PAGES: PageSizes = { defaultLimit: 25, maxLimit: 500, short: 5 };

/**
 * One page of a Graph edge in its envelope: {data, paging: {cursors: {before,
 * after}, next}}, `next` only when there is more (the absolute URL of the next
 * page, as Meta gives it). Undefined for a cursor the fake did not hand out.
 */
export function graphPage<T>(request: FastifyRequest, items: T[], short: boolean, sizes: PageSizes): { data: T[]; paging?: Record<string, unknown> } | undefined {
  const requested = Number(field(request.query, 'limit') ?? sizes.defaultLimit) || sizes.defaultLimit;
  const limit = short ? sizes.short : Math.min(Math.max(requested, 1), sizes.maxLimit);
  const after = field(request.query, 'after');
  const offset = after ? offsetOf(after) : 0;
  if (offset === undefined) return undefined;
  const data = items.slice(offset, offset + limit);
  if (!data.length) return { data };
  const cursors = { before: cursorOf(offset), after: cursorOf(offset + data.length) };
  if (offset + limit >= items.length) return { data, paging: { cursors } };
  const next = new URL(request.url, `${request.protocol}://${request.host}`);
  next.searchParams.set('after', cursors.after);
  return { data, paging: { cursors, next: next.toString() } };
}

/** Whose budget a call spends besides the app's: an ad account's business (ads_insights) or a Page (pages). */
export interface UsageOwner {
  id: string;
  type: 'ads_insights' | 'ads_management' | 'pages';
}

/**
 * Meta's usage headers on every answer: X-App-Usage, and for ads calls
 * X-Ad-Account-Usage and X-Business-Use-Case-Usage, as percentages of the
 * budget. The quota switch reports them full, with the wait before access returns.
 */
export function usageHeaders(reply: FastifyReply, state: MetaSandboxState, token: MetaToken, business?: UsageOwner): void {
  const full = state.isOn('quota', token);
  const calls = state.countCall(token);
  const percent = full ? 100 : Math.min(99, Math.floor((calls * 100) / HOURLY_CALLS));
  reply.header('x-app-usage', JSON.stringify({ call_count: percent, total_cputime: Math.floor(percent / 2), total_time: Math.floor(percent / 2) }));
  if (!business) return;
  const regain = full ? 5 : 0;
  reply.header(
    'x-business-use-case-usage',
    JSON.stringify({
      [business.id]: [{ type: business.type, call_count: percent, total_cputime: Math.floor(percent / 2), total_time: Math.floor(percent / 2), estimated_time_to_regain_access: regain }],
    }),
  );
  if (business.type !== 'pages') reply.header('x-ad-account-usage', JSON.stringify({ acc_id_util_pct: percent, reset_time_duration: full ? 300 : 0, ads_api_access_tier: 'standard_access' }));
}
